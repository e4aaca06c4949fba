import { loadGlobal } from '../load-global.js';
import type { PaymentDriver } from '../payment-driver.js';
import { cancelled, failed, failedWith } from '../payment-error.js';
import { PaymentMessages } from '../payment-messages.js';
import { settleOnce } from '../settle-once.js';

/** The YooKassa checkout widget instance. */
export interface YooMoneyCheckoutWidget {
  render(containerId?: string): Promise<void>;
  destroy(): void;
  on(event: 'success' | 'fail' | 'complete' | 'modal_close', callback: (payload?: unknown) => void): void;
}

/** `window.YooMoneyCheckoutWidget`. */
export type YooMoneyCheckoutWidgetConstructor = new (options: {
  confirmation_token: string;
  error_callback: (error: unknown) => void;
  customization?: { modal?: boolean };
}) => YooMoneyCheckoutWidget;

/**
 * YooKassa. Redirect mode opens the confirmation page and resolves at once (the return page shows the
 * real status); the embedded widget resolves on `success`, fails on `fail` and cancels on
 * `modal_close`. It subscribes to success/fail, not `complete`, since the widget sends those only
 * to pages that did not subscribe to `complete`.
 */
export const yookassaDriver: PaymentDriver = {
  name: 'Yookassa',
  canHandle: (response) => Boolean(response.Yookassa),
  async pay(response, ctx) {
    const block = response.Yookassa!;
    if (block.Redirect) {
      if (block.ConfirmationUrl) ctx.context.window.open(block.ConfirmationUrl, '_blank', 'noopener');
      return 'completed';
    }
    const Widget = await loadGlobal<YooMoneyCheckoutWidgetConstructor>(
      ctx.context,
      'YooMoneyCheckoutWidget',
      ctx.scripts.yookassa,
    );
    if (typeof Widget !== 'function') throw failed(PaymentMessages.noYookassa);
    return new Promise<'completed'>((resolve, reject) => {
      let widget: YooMoneyCheckoutWidget | undefined;
      const finish = settleOnce(() => {
        try {
          widget?.destroy();
        } catch (err) {
          ctx.context.log('warn', 'YooKassa widget destroy failed', err);
        }
      });
      try {
        widget = new Widget({
          confirmation_token: block.ConfirmationToken ?? '',
          customization: { modal: true },
          error_callback: (error) => finish(() => reject(failed(PaymentMessages.failed, error))),
        });
        widget.on('success', () => finish(() => resolve('completed')));
        widget.on('fail', () => finish(() => reject(failed(PaymentMessages.failed))));
        widget.on('modal_close', () => finish(() => reject(cancelled(PaymentMessages.widgetClosed))));
        widget
          .render()
          .catch((err: unknown) => finish(() => reject(failed(PaymentMessages.failed, String(err), { cause: err }))));
      } catch (err) {
        finish(() => reject(failedWith(err, PaymentMessages.noYookassa)));
      }
    });
  },
};
