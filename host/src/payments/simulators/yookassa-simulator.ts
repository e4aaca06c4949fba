import { listenMessages } from '../listen-messages.js';
import { openSimulatorOverlay, type SimulatorOverlay } from './simulator-overlay.js';

/** Local confirmation tokens carry the order: `ct-local-{orderId}`. */
export const YOOKASSA_LOCAL_TOKEN_PREFIX = 'ct-local-';

type YooEvent = 'complete' | 'success' | 'fail' | 'modal_close';

/**
 * A stand-in for `window.YooMoneyCheckoutWidget` (checkout-widget v1): a constructor taking
 * `confirmation_token`, `error_callback` and `customization`; `render()` returns a promise and shows
 * the pay page (a modal when `customization.modal`); `on(event, cb)`; `destroy()`. As documented,
 * `success`/`fail` reach only pages that did not subscribe to `complete`, and `modal_close` only in
 * modal mode. The pay page reports with `{ source: 'yookassa-sim', event }` from its own frame.
 */
export function installYookassaSimulator(win: Window, options: { payOrigin: string }) {
  const doc = win.document;
  class YooMoneyCheckoutWidget {
    #handlers = new Map<YooEvent, ((payload?: unknown) => void)[]>();
    #overlay: SimulatorOverlay | null = null;
    #stop: (() => void) | null = null;
    constructor(
      readonly options: {
        confirmation_token?: string;
        error_callback?: (e: unknown) => void;
        customization?: { modal?: boolean };
      },
    ) {
      if (typeof options?.error_callback !== 'function') throw new Error('error_callback is required');
    }
    on(event: YooEvent, callback: (payload?: unknown) => void) {
      this.#handlers.set(event, [...(this.#handlers.get(event) ?? []), callback]);
    }
    #emit(event: YooEvent, payload?: unknown) {
      for (const cb of this.#handlers.get(event) ?? []) cb(payload);
    }
    #finish(outcome: 'success' | 'fail') {
      if (this.#handlers.has('complete')) this.#emit('complete', { status: outcome });
      else this.#emit(outcome, { status: outcome });
    }
    async render(containerId?: string) {
      const token = this.options.confirmation_token ?? '';
      if (!token.startsWith(YOOKASSA_LOCAL_TOKEN_PREFIX)) {
        this.options.error_callback?.({ error: 'invalid_token' });
        return;
      }
      const url = `${options.payOrigin}/pay/yookassa/${encodeURIComponent(token.slice(YOOKASSA_LOCAL_TOKEN_PREFIX.length))}`;
      const modal = Boolean(this.options.customization?.modal);
      const container = containerId ? doc.getElementById(containerId) : null;
      if (!modal && !container) throw new Error(`Container ${containerId ?? ''} not found`);
      this.#overlay = openSimulatorOverlay(doc, url, 'yoomoney-checkout-widget', () => {
        this.destroy();
        if (modal) this.#emit('modal_close');
      });
      if (!modal) container!.appendChild(this.#overlay.root);
      this.#stop = listenMessages(
        win,
        [options.payOrigin],
        (message) => {
          const data = message as { source?: string; event?: string } | null;
          if (data?.source !== 'yookassa-sim') return;
          if (data.event === 'success' || data.event === 'fail') this.#finish(data.event);
          else if (data.event === 'modal_close' && modal) {
            this.destroy();
            this.#emit('modal_close');
          }
        },
        () => this.#overlay?.frame.contentWindow,
      );
    }
    destroy() {
      this.#stop?.();
      this.#overlay?.remove();
      this.#overlay = null;
    }
  }
  (win as unknown as { YooMoneyCheckoutWidget: typeof YooMoneyCheckoutWidget }).YooMoneyCheckoutWidget =
    YooMoneyCheckoutWidget;
  return YooMoneyCheckoutWidget;
}
