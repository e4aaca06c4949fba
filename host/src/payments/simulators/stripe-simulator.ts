import { listenMessages } from '../listen-messages.js';

/** Local client secrets carry the order: `cs_test_{orderId}_secret_local`. */
export const stripeLocalSecret = (orderId: string) => `cs_test_${orderId}_secret_local`;

const orderOf = (secret: string) => /^cs_test_(.+)_secret_[A-Za-z0-9]+$/.exec(secret)?.[1];

class IntegrationError extends Error {
  override readonly name = 'IntegrationError';
}

/**
 * A stand-in for Stripe.js's `window.Stripe(pk)` with `initEmbeddedCheckout`: one instance per page
 * (a second one throws 'You cannot have multiple Embedded Checkout objects.'), `mount`, `unmount`,
 * `destroy` (twice throws), and `onComplete` when the pay page posts `{ source: 'stripe-sim', event:
 * 'complete' }` from its frame.
 */
export function installStripeSimulator(win: Window, options: { payOrigin: string }) {
  const doc = win.document;
  let live: object | null = null;

  function Stripe(publishableKey: string) {
    if (!/^pk_(test|live)_/.test(publishableKey ?? '')) throw new IntegrationError('Invalid API Key provided');
    return {
      async initEmbeddedCheckout(opts: {
        clientSecret?: string;
        fetchClientSecret?: () => Promise<string>;
        onComplete?: () => void;
      }) {
        if (live) throw new IntegrationError('You cannot have multiple Embedded Checkout objects.');
        const instance = {};
        live = instance;
        const secret = opts.clientSecret ?? (await opts.fetchClientSecret?.()) ?? '';
        const orderId = orderOf(secret);
        if (!orderId) {
          live = null;
          throw new IntegrationError('Invalid clientSecret');
        }
        let frame: HTMLIFrameElement | null = null;
        let destroyed = false;
        const stop = listenMessages(
          win,
          [options.payOrigin],
          (message) => {
            const data = message as { source?: string; event?: string } | null;
            if (data?.source === 'stripe-sim' && data.event === 'complete') opts.onComplete?.();
          },
          () => frame?.contentWindow,
        );
        return Object.assign(instance, {
          mount(target: string | HTMLElement) {
            if (destroyed) throw new IntegrationError('This Embedded Checkout instance has been destroyed.');
            const el = typeof target === 'string' ? doc.querySelector<HTMLElement>(target) : target;
            if (!el)
              throw new IntegrationError(`No element for ${typeof target === 'string' ? target : 'the given element'}`);
            frame = doc.createElement('iframe');
            frame.src = `${options.payOrigin}/pay/stripe/${encodeURIComponent(orderId)}`;
            frame.title = 'Secure checkout';
            frame.setAttribute('allow', 'payment');
            frame.style.cssText = 'width:100%;height:70vh;border:0';
            el.appendChild(frame);
          },
          unmount() {
            frame?.remove();
            frame = null;
          },
          destroy() {
            if (destroyed) throw new IntegrationError('This Embedded Checkout instance has been destroyed.');
            destroyed = true;
            frame?.remove();
            frame = null;
            stop();
            if (live === instance) live = null;
          },
        });
      },
    };
  }
  (win as unknown as { Stripe: typeof Stripe }).Stripe = Stripe;
  return Stripe;
}
