import { useTranslation } from '../i18n/use-translation';

/** An indeterminate loading indicator announced to screen readers. */
export function Spinner() {
  const { t } = useTranslation();
  return (
    <div className="spinner" role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
