import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Dialog } from '../../../shared/ui/dialog';

/**
 * Shown while a payment goes on in a checkout window of its own: a button brings that window back,
 * Cancel (or closing the dialog) gives up the payment. It closes by itself when `signal` aborts.
 */
export function CheckoutWindowModal({
  focus,
  signal,
  onDone,
}: {
  focus: () => void;
  signal: AbortSignal;
  onDone: (result: 'cancelled' | 'closed') => void;
}) {
  const { t } = useTranslation();
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const end = () => done.current('closed');
    if (signal.aborted) end();
    else signal.addEventListener('abort', end, { once: true });
    return () => signal.removeEventListener('abort', end);
  }, [signal]);
  return (
    <Dialog title={t('modals.cardCheckout.title')} onClose={() => onDone('cancelled')} testId="checkout-window-modal">
      <p>{t('modals.checkoutWindow.text')}</p>
      <div className="actions">
        <button type="button" className="button secondary" onClick={() => onDone('cancelled')}>
          {t('common.cancel')}
        </button>
        <button type="button" className="button" onClick={focus} data-autofocus>
          {t('modals.checkoutWindow.show')}
        </button>
      </div>
    </Dialog>
  );
}
