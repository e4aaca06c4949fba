import type { CallOptions } from '../api/transport.js';
import type { DriverContext } from './payment-driver.js';
import { cancelled, failed } from './payment-error.js';
import { PaymentMessages } from './payment-messages.js';

/** What the provider says of an order: paid, cancelled, or still open. */
export type CheckoutState = 'paid' | 'cancelled' | 'open';

/** What {@link payInCheckoutWindow} needs besides the driver's context. */
export interface CheckoutWindowRequest {
  /** The provider's checkout page. */
  readonly url: string;
  /** The order being paid (the create-payment result's TransactionId). */
  readonly orderId: string;
  /** Asks for the order's state once, bounded by the given options. */
  status(options: CallOptions): Promise<CheckoutState>;
}

/** Why the watch of the window stopped before the provider answered. */
type Interruption = 'closed' | 'cancelled';

/**
 * A provider's checkout in a window of its own. The window is opened, the player is shown the
 * checkout-window notice, and the order's state is polled until the provider reports it paid or
 * cancelled. A window the browser blocked ends the purchase at once; one the player closed (or left
 * through the notice's Cancel) is noticed within `windowCheckMs` and ends it after one last status
 * check, so a payment made just before closing still completes. Each status request has its own
 * bound, so one that never answers only costs `statusRequestTimeoutMs`.
 *
 * @example
 * ```ts
 * await payInCheckoutWindow(ctx, { url, orderId, status: async (o) => toState(await api.store.aghanimPaymentStatus(orderId, o)) });
 * ```
 */
export async function payInCheckoutWindow(ctx: DriverContext, request: CheckoutWindowRequest): Promise<'completed'> {
  const { context, ui, timings } = ctx;
  const { orderId } = request;
  const win = context.window.open(request.url, '_blank');
  if (!win) throw cancelled(PaymentMessages.notCompleted, { TransactionId: orderId, Reason: 'CheckoutWindowBlocked' });

  const ended = new AbortController();
  const watch = new AbortController();
  let interruption: Interruption | undefined;
  const interrupt = (why: Interruption) => {
    interruption ??= why;
    watch.abort();
  };

  let checkTimer: unknown;
  const checkWindow = () => {
    if (win.closed) interrupt('closed');
    else checkTimer = context.setTimeout(checkWindow, timings.windowCheckMs);
  };
  checkTimer = context.setTimeout(checkWindow, timings.windowCheckMs);

  ui.showCheckoutWindow({ title: 'Payment', focus: () => win.focus(), signal: ended.signal }).then(
    (answer) => answer === 'cancelled' && interrupt('cancelled'),
    (err: unknown) => context.log('warn', 'The checkout-window notice failed', err),
  );

  const ask = async (options: CallOptions): Promise<CheckoutState | undefined> => {
    try {
      return await request.status({ timeoutMs: timings.statusRequestTimeoutMs, ...options });
    } catch (err) {
      // A poll cut short because the window closed is no failure worth reporting.
      if (!options.signal?.aborted) context.log('warn', `Checkout status of ${orderId} failed`, err);
      return undefined;
    }
  };

  try {
    const deadline = context.now() + timings.pollTimeoutMs;
    while (!watch.signal.aborted) {
      await sleep(ctx, timings.pollIntervalMs, watch.signal);
      if (watch.signal.aborted) break;
      // The loop itself is the retry: a failed poll is followed by the next one a second later.
      const state = await ask({ retries: 0, signal: watch.signal });
      if (state === 'paid') return 'completed';
      if (state === 'cancelled') throw cancelled(PaymentMessages.notCompleted);
      if (context.now() >= deadline) {
        win.close();
        throw failed(PaymentMessages.notCompleted, { TransactionId: orderId, TimeoutMs: timings.pollTimeoutMs });
      }
    }
    if (interruption === 'cancelled') win.close();
    if ((await ask({})) === 'paid') return 'completed';
    throw cancelled(PaymentMessages.checkoutClosed, { TransactionId: orderId });
  } finally {
    context.clearTimeout(checkTimer);
    ended.abort();
  }
}

/** Waits `ms`, or less when `signal` aborts first. */
function sleep({ context }: DriverContext, ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      context.clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = context.setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
