import type { CheckoutStatus } from '@playport/api-contract';
import { payInCheckoutWindow, type CheckoutState } from '../checkout-window.js';
import type { PaymentDriver } from '../payment-driver.js';

export { AGHANIM_POLL_INTERVAL_MS, AGHANIM_POLL_TIMEOUT_MS } from '../payment-timings.js';

const STATES: Readonly<Record<CheckoutStatus, CheckoutState>> = {
  Payed: 'paid',
  Cancelled: 'cancelled',
  Created: 'open',
};

/**
 * Aghanim's hosted checkout in a window of its own, its checkout status polled every second until
 * `Payed` (resolves) or `Cancelled` (cancels); after 180 s the purchase fails. A blocked or closed
 * window ends the purchase as cancelled (see {@link payInCheckoutWindow}).
 */
export const aghanimDriver: PaymentDriver = {
  name: 'Aghanim',
  canHandle: (response) => Boolean(response.Aghanim),
  pay: (response, ctx) =>
    payInCheckoutWindow(ctx, {
      url: response.Aghanim!.CheckoutUrl,
      orderId: response.TransactionId,
      status: async (options) =>
        STATES[(await ctx.api.store.aghanimPaymentStatus(response.TransactionId, options)).Status] ?? 'open',
    }),
};
