import { useQuery } from '@tanstack/react-query';
import { safeLinkHref } from '../../../shared/lib/safe-link';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams, useSearchParams } from 'react-router';
import type { PaymentAnalyticsEventName } from '@playport/host/adapter-kit';
import type { ApiTypes } from '../../../shared/api/api-types';
import { reportCardFormEvent } from '../../../shared/host/payment-analytics';
import { safeRedirectPath } from '../../../shared/lib/safe-redirect';
import { usePortalServices } from '../../../shared/host/services-context';
import { Spinner } from '../../../shared/ui/spinner';
import { validateCardDetails, type CardDetails } from '../card-details';
import { pollOrderStatus } from '../order-status';
import { describeStoreError, type StoreErrorInfo } from '../store-error';
import { StoreErrorAlert } from './store-error-alert';

type Method = 'card' | 'sbp';
type Step =
  | { kind: 'choose' }
  | { kind: 'confirm'; url: string }
  | { kind: 'sbp'; link: string; qr: string | null }
  | { kind: 'paid' }
  | { kind: 'cancelled' };

const EMPTY: CardDetails = { number: '', expiry: '', cvc: '', holder: '' };

/**
 * `/{token}?PublicId=…`: the hosted bank card and fast-payment (SBP) form of Bank131 / SmartGLocal.
 * The card path confirms in the bank's frame, the SBP path shows the payment link as a QR code; both
 * then follow the order until it is paid or cancelled. Every step reports its analytics event.
 */
export function CardFormPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [query] = useSearchParams();
  const publicId = query.get('PublicId') ?? '';
  const { api, context, paymentAnalytics } = usePortalServices();
  const [method, setMethod] = useState<Method>('card');
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [card, setCard] = useState<CardDetails>(EMPTY);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<StoreErrorInfo | null>(null);
  const ids = { number: useId(), expiry: useId(), cvc: useId(), holder: useId() };
  const report = (name: PaymentAnalyticsEventName) =>
    reportCardFormEvent(window, paymentAnalytics, { name, orderId: publicId });
  const reportRef = useRef(report);
  reportRef.current = report;

  const form = useQuery({
    queryKey: ['card-form', token, publicId],
    queryFn: ({ signal }) => api.bank131.paymentForm(token, publicId, { signal }),
    enabled: !!publicId,
    retry: false,
  });

  // A layout effect, so that the form is reported shown before any click on it is handled (preact runs
  // passive effects only after the next frame).
  useLayoutEffect(() => {
    if (form.data) reportRef.current('BankCardFormShown');
  }, [form.data]);

  // While the bank confirms (card) or the player pays by the link (SBP), follow the order.
  const following = step.kind === 'confirm' || step.kind === 'sbp' ? step.kind : null;
  useEffect(() => {
    if (!following) return;
    return pollOrderStatus({
      clock: context,
      fetchStatus: () => api.store.getPaymentStatus({ PublicOrderId: publicId }),
      onUpdate: () => {},
      onDone: (outcome) => {
        if (outcome.kind === 'final' && outcome.view.Status === 'Completed') {
          reportRef.current(following === 'confirm' ? 'CardSuccess' : 'FastPaymentSuccess');
          setStep({ kind: 'paid' });
        } else if (outcome.kind === 'final') {
          if (following === 'confirm') reportRef.current('CardCancelled');
          setStep({ kind: 'cancelled' });
        } else if (outcome.kind === 'timeout') {
          setFailure({ code: 'Timeout', message: t('store.errors.timeout') });
        } else {
          setFailure(describeStoreError(outcome.error));
        }
      },
    });
    // The poll lives as long as this step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [following]);

  const choose = (next: Method) => {
    setMethod(next);
    setFailure(null);
    report(next === 'card' ? 'CardClicked' : 'FastPaymentClicked');
  };

  const errors = validateCardDetails(card, new Date(context.now()));
  const payByCard = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (Object.keys(errors).length) return;
    report('CardSubmitted');
    setBusy(true);
    setFailure(null);
    try {
      const reply = await api.bank131.payWithCard(token, publicId);
      if (!reply.Success || !reply.Data?.ConfirmationUrl) {
        setFailure({
          code: reply.Error?.ErrorCode ?? 'Unknown',
          message: reply.Error?.Message ?? t('store.errors.cardDeclined'),
        });
      } else {
        setStep({ kind: 'confirm', url: reply.Data.ConfirmationUrl });
      }
    } catch (error) {
      setFailure(describeStoreError(error));
    } finally {
      setBusy(false);
    }
  };

  const payBySbp = async () => {
    report('FastPaymentSubmitted');
    setBusy(true);
    setFailure(null);
    try {
      const { SbpLink } = await api.bank131.payWithSbp(publicId);
      report('FastPaymentDataReceived');
      const qr = await import('qrcode')
        .then(({ toDataURL }) => toDataURL(SbpLink, { margin: 1, width: 220 }))
        .catch(() => null);
      setStep({ kind: 'sbp', link: SbpLink, qr });
    } catch (error) {
      report('FastPaymentDataError');
      setFailure(describeStoreError(error));
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    if (method === 'card') report('CardCancelled');
    setStep({ kind: 'cancelled' });
  };

  let body;
  if (!publicId)
    body = (
      <p className="error" role="alert" data-testid="card-form-error">
        {t('store.errors.noPublicId')}
      </p>
    );
  else if (form.isPending) body = <Spinner />;
  else if (form.isError) body = <StoreErrorAlert error={describeStoreError(form.error)} testId="card-form-error" />;
  else body = formBody(form.data);

  function formBody(data: ApiTypes['CardPaymentForm']) {
    const back = step.kind === 'paid' ? data.RedirectUris.Success : data.RedirectUris.Failure;
    return (
      <>
        <div className="product">
          <h2>{data.Product.Name}</h2>
          {data.Product.Description && <p className="muted">{data.Product.Description}</p>}
          <p className="price" data-testid="card-form-price">
            {data.Product.Price.LocalizedPrice}
          </p>
          {data.Bank.DemoMode && <p className="notice">{t('store.card.demo', { api: data.Bank.ApiType })}</p>}
          {data.Address && <p className="muted">{data.Address}</p>}
        </div>
        {step.kind === 'paid' && (
          <p className="notice status-success" role="status" data-testid="card-form-result">
            {t('store.status.Completed')}
          </p>
        )}
        {step.kind === 'cancelled' && (
          <p className="error" role="alert" data-testid="card-form-result">
            {t('store.status.Cancelled')}
          </p>
        )}
        {(step.kind === 'paid' || step.kind === 'cancelled') && window.parent === window && (
          <p>
            <a href={safeRedirectPath(back)}>{t('store.viewOrder')}</a>
          </p>
        )}
        {step.kind === 'confirm' && (
          <iframe className="modal-frame bank-frame" title={t('store.card.bankFrame')} src={step.url} />
        )}
        {step.kind === 'sbp' && (
          <div className="qr" data-testid="sbp">
            {step.qr && <img src={step.qr} alt={t('store.card.sbpQrAlt')} width={220} height={220} />}
            <p>
              {safeLinkHref(step.link) && (
                <a href={safeLinkHref(step.link)!} target="_blank" rel="noopener noreferrer">
                  {t('store.card.sbpOpen')}
                </a>
              )}
            </p>
          </div>
        )}
        {step.kind === 'choose' && (
          <>
            <div className="actions" role="group" aria-label={t('store.card.methods')}>
              <button
                type="button"
                className={`button ${method === 'card' ? '' : 'secondary'}`}
                aria-pressed={method === 'card'}
                onClick={() => choose('card')}
              >
                {t('store.card.byCard')}
              </button>
              <button
                type="button"
                className={`button ${method === 'sbp' ? '' : 'secondary'}`}
                aria-pressed={method === 'sbp'}
                onClick={() => choose('sbp')}
              >
                {t('store.card.bySbp')}
              </button>
            </div>
            {method === 'card' ? (
              <form onSubmit={(e) => void payByCard(e)} noValidate aria-label={t('store.card.byCard')}>
                {data.Card && (
                  <p className="muted">{t('store.card.saved', { brand: data.Card.Brand, last4: data.Card.Last4 })}</p>
                )}
                {(['number', 'expiry', 'cvc', 'holder'] as const).map((field) => (
                  <div key={field}>
                    <label htmlFor={ids[field]}>{t(`store.card.${field}`)}</label>
                    <input
                      id={ids[field]}
                      className="field"
                      name={field}
                      value={card[field]}
                      inputMode={field === 'holder' ? 'text' : 'numeric'}
                      autoComplete={{ number: 'cc-number', expiry: 'cc-exp', cvc: 'cc-csc', holder: 'cc-name' }[field]}
                      placeholder={field === 'expiry' ? 'MM/YY' : undefined}
                      aria-invalid={shown && !!errors[field]}
                      aria-describedby={`${ids[field]}-error`}
                      onChange={(e) => setCard({ ...card, [field]: e.target.value })}
                    />
                    <p id={`${ids[field]}-error`} className="error">
                      {shown && errors[field] ? t(errors[field]) : ''}
                    </p>
                  </div>
                ))}
                <div className="actions">
                  <button type="button" className="button secondary" onClick={cancel}>
                    {t('store.card.cancel')}
                  </button>
                  <button type="submit" className="button" disabled={busy}>
                    {t('store.card.pay', { price: data.Product.Price.LocalizedPrice })}
                  </button>
                </div>
              </form>
            ) : (
              <div className="actions">
                <button type="button" className="button secondary" onClick={cancel}>
                  {t('store.card.cancel')}
                </button>
                <button type="button" className="button" disabled={busy} onClick={() => void payBySbp()}>
                  {t('store.card.sbpGet')}
                </button>
              </div>
            )}
          </>
        )}
        {failure && <StoreErrorAlert error={failure} testId="card-form-failure" />}
      </>
    );
  }

  return (
    <section className="page narrow">
      <h1>{t('store.card.title')}</h1>
      {body}
    </section>
  );
}
