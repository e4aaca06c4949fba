import { loadGlobal } from '../load-global.js';
import type { PaymentDriver } from '../payment-driver.js';
import { cancelled, failed, failedWith } from '../payment-error.js';
import { PaymentMessages } from '../payment-messages.js';

/** An Embedded Checkout instance of Stripe.js. */
export interface StripeEmbeddedCheckout {
  mount(target: string | HTMLElement): void;
  unmount(): void;
  destroy(): void;
}

/** `window.Stripe`, reduced to what the driver uses. */
export type StripeConstructor = (publishableKey: string) => {
  initEmbeddedCheckout(options: { clientSecret: string; onComplete?: () => void }): Promise<StripeEmbeddedCheckout>;
};

// Stripe.js allows one Embedded Checkout per page; a leftover one would make the next purchase throw.
const live = new WeakMap<Window, StripeEmbeddedCheckout>();

function destroyLive(win: Window) {
  const checkout = live.get(win);
  live.delete(win);
  try {
    checkout?.destroy();
  } catch {
    // Already destroyed: Stripe throws on a second destroy, and that is the state we want.
  }
}

/**
 * Stripe Embedded Checkout in the card-checkout modal: `onComplete` resolves (the modal closes a
 * second later); closing the modal first cancels.
 */
export const stripeDriver: PaymentDriver = {
  name: 'Stripe',
  canHandle: (response) => Boolean(response.Stripe),
  async pay(response, ctx) {
    const block = response.Stripe!;
    const win = ctx.context.window;
    const Stripe = await loadGlobal<StripeConstructor>(ctx.context, 'Stripe', ctx.scripts.stripe);
    if (typeof Stripe !== 'function') throw failed(PaymentMessages.noStripe);
    let completed = false;
    let initError: unknown;
    const outcome = await ctx.ui.showCardCheckout({
      title: 'Payment',
      mount(container, complete) {
        let closed = false;
        destroyLive(win);
        Stripe(block.PublishableKey)
          .initEmbeddedCheckout({
            clientSecret: block.SessionClientSecret,
            onComplete: () => {
              completed = true;
              complete();
            },
          })
          .then((checkout) => {
            live.set(win, checkout);
            if (closed) destroyLive(win);
            else checkout.mount(container);
          })
          .catch((err: unknown) => {
            initError = err;
            ctx.ui.closeAll();
          });
        return () => {
          closed = true;
          destroyLive(win);
        };
      },
    });
    if (outcome === 'completed' || completed) return 'completed';
    if (initError) throw failedWith(initError, PaymentMessages.failed);
    throw cancelled(PaymentMessages.checkoutClosed);
  },
};
