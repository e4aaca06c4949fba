import { useTranslation } from '../../../shared/i18n/use-translation';
import type { StoreErrorInfo } from '../store-error';

/** A store failure as its coded text (`Error {code}: {message}`), announced as an alert. */
export function StoreErrorAlert({ error, testId }: { error: StoreErrorInfo; testId: string }) {
  const { t } = useTranslation();
  return (
    <p className="error" role="alert" data-testid={testId}>
      {t('store.errors.coded', { code: error.code, message: error.message })}
    </p>
  );
}
