import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useApi, usePaymentAnalytics, useSession } from '../../../shared/host/services-context';
import { validatePersonalInfo } from '../../modals';
import { describeStoreError, type StoreErrorInfo } from '../store-error';
import { StoreErrorAlert } from './store-error-alert';

/**
 * `/Store/ContinueWithPI?PublicOrderId=…`: the personal-information step of a redirect payment. The
 * details go to `/store/continue_redirect_with_pi` with the session token, then the browser goes on
 * to the provider's checkout the server names.
 */
export function ContinueWithPiPage({
  navigate = (url: string) => window.location.assign(url),
}: {
  navigate?: (url: string) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const analytics = usePaymentAnalytics();
  const { session } = useSession();
  const [query] = useSearchParams();
  const orderId = query.get('PublicOrderId') ?? '';
  const [values, setValues] = useState({ email: '', phone: '' });
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<StoreErrorInfo | null>(null);
  const ids = { email: useId(), phone: useId() };
  const errors = validatePersonalInfo(values, true);

  const send = async (autoConfirm: boolean) => {
    setShown(true);
    if (Object.keys(errors).length || !orderId) return;
    setBusy(true);
    setFailure(null);
    analytics.emit({ name: 'PersonalInfoFormSubmitted', orderId });
    try {
      const reply = await api.store.continueRedirectWithPersonalInfo({
        PublicOrderId: orderId,
        OrderPersonalInfo: {
          Email: values.email.trim(),
          PhoneNumber: values.phone.trim() || null,
          IsAutoConfirm: autoConfirm,
        },
        Token: session.token,
      });
      navigate(reply.RedirectUri);
    } catch (error) {
      setFailure(describeStoreError(error));
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  if (!orderId) {
    return (
      <section className="page narrow">
        <h1>{t('store.pi')}</h1>
        <p className="error" role="alert" data-testid="pi-error">
          {t('store.errors.noOrderId')}
        </p>
      </section>
    );
  }
  return (
    <section className="page narrow">
      <h1>{t('store.pi')}</h1>
      <form onSubmit={submit} noValidate>
        <label htmlFor={ids.email}>{t('auth.email')}</label>
        <input
          id={ids.email}
          className="field"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          aria-invalid={shown && !!errors.email}
          aria-describedby={`${ids.email}-error`}
          onChange={(e) => setValues({ ...values, email: e.target.value })}
        />
        <p id={`${ids.email}-error`} className="error">
          {shown && errors.email ? t(errors.email) : ''}
        </p>
        <label htmlFor={ids.phone}>{t('modals.personalInfo.phone')}</label>
        <input
          id={ids.phone}
          className="field"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          aria-invalid={shown && !!errors.phone}
          aria-describedby={`${ids.phone}-error`}
          onChange={(e) => setValues({ ...values, phone: e.target.value })}
        />
        <p id={`${ids.phone}-error`} className="error">
          {shown && errors.phone ? t(errors.phone) : ''}
        </p>
        <div className="actions">
          <button type="button" className="button secondary" disabled={busy} onClick={() => void send(true)}>
            {t('modals.personalInfo.autoConfirm')}
          </button>
          <button type="submit" className="button" disabled={busy}>
            {t('store.piContinue')}
          </button>
        </div>
      </form>
      {failure && <StoreErrorAlert error={failure} testId="pi-error" />}
    </section>
  );
}
