import { toOrderPersonalInfo } from '@playport/host';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useApi, usePaymentAnalytics, useSession } from '../../../shared/host/services-context';
import { usePersonalInfoForm } from '../../../shared/ui/use-personal-info-form';
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
  const form = usePersonalInfoForm({ emailRequired: true });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<StoreErrorInfo | null>(null);

  const send = async (autoConfirm: boolean) => {
    const values = form.submit();
    if (!values || !orderId) return;
    setBusy(true);
    setFailure(null);
    analytics.emit({ name: 'PersonalInfoFormSubmitted', orderId });
    try {
      const reply = await api.store.continueRedirectWithPersonalInfo({
        PublicOrderId: orderId,
        OrderPersonalInfo: toOrderPersonalInfo(values, autoConfirm),
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
        {form.fields}
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
