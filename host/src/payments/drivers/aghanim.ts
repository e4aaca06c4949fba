import type { CheckoutStatus } from '../../api/types.js';
import type { PaymentDriver } from '../payment-driver.js';
import { cancelled, failed } from '../payment-error.js';
import { PaymentMessages } from '../payment-messages.js';

/** The spec's payment-status polling: every second, for at most three minutes. */
export const AGHANIM_POLL_INTERVAL_MS = 1000;
export const AGHANIM_POLL_TIMEOUT_MS = 180_000;

/**
 * Aghanim's hosted checkout in a new window, then the order's checkout status polled every second
 * until `Payed` (resolves) or `Cancelled` (cancels); after 180 s the purchase fails. A failed poll
 * is retried on the next tick: one lost request must not lose a paid order.
 */
export const aghanimDriver: PaymentDriver = {
  name: 'Aghanim',
  canHandle: (response) => Boolean(response.Aghanim),
  async pay(response, ctx) {
    const { context, api } = ctx;
    const orderId = response.TransactionId;
    context.window.open(response.Aghanim!.CheckoutUrl, '_blank');
    const attempts = AGHANIM_POLL_TIMEOUT_MS / AGHANIM_POLL_INTERVAL_MS;
    for (let attempt = 0; attempt < attempts; attempt++) {
      await new Promise<void>((done) => context.setTimeout(done, AGHANIM_POLL_INTERVAL_MS));
      let status: CheckoutStatus | undefined;
      try {
        status = (await api.store.aghanimPaymentStatus(orderId)).Status;
      } catch (err) {
        context.log('warn', `Aghanim status of ${orderId} failed`, err);
      }
      if (status === 'Payed') return 'completed';
      if (status === 'Cancelled') throw cancelled(PaymentMessages.notCompleted);
    }
    throw failed(PaymentMessages.notCompleted, { TransactionId: orderId, TimeoutMs: AGHANIM_POLL_TIMEOUT_MS });
  },
};
