import { useTranslation } from '../../../shared/i18n/use-translation';
import { TurnstileWidget } from './turnstile-widget';

/** View 2 of the sign-in dialog: back to the e-mail, and the Turnstile challenge. */
export function RobotCheckStep({
  siteKey,
  onBack,
  onToken,
  onFail,
}: {
  siteKey: string;
  onBack: () => void;
  onToken: (token: string) => void;
  onFail: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <button type="button" className="link-button" onClick={onBack}>
        ← {t('auth.backToEmail')}
      </button>
      <TurnstileWidget siteKey={siteKey} onToken={onToken} onError={onFail} />
    </div>
  );
}
