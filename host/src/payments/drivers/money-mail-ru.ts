import { listenMessages } from '../listen-messages.js';
import { mountFrame } from '../mount-frame.js';
import type { PaymentDriver } from '../payment-driver.js';
import { cancelled, failed } from '../payment-error.js';
import { PaymentMessages } from '../payment-messages.js';

/** The action of a pay-window message: a bare string or `{ action }` / `{ type }`. */
function actionOf(data: unknown): string | undefined {
  if (typeof data === 'string') return data;
  if (data && typeof data === 'object') {
    const { action, type } = data as { action?: unknown; type?: unknown };
    if (typeof action === 'string') return action;
    if (typeof type === 'string') return type;
  }
  return undefined;
}

/**
 * The money.mail.ru pay window in the card-checkout modal. `closeWindow` or `paySuccess` from a
 * money.mail.ru origin resolves; any other action rejects; closing the modal first cancels.
 */
export const moneyMailRuDriver: PaymentDriver = {
  name: 'MoneyMailRu',
  canHandle: (response) => Boolean(response.MoneyMailRu),
  async pay(response, ctx) {
    const url = response.MoneyMailRu!.PaymentUri;
    let action: string | undefined;
    const outcome = await ctx.ui.showCardCheckout({
      title: 'Payment',
      mount(container, complete) {
        const frame = mountFrame(container, url, 'Payment');
        return listenMessages(
          ctx.context.window,
          ctx.origins.moneyMailRu,
          (data) => {
            const next = actionOf(data);
            if (next === undefined || action !== undefined) return;
            action = next;
            if (next === 'closeWindow' || next === 'paySuccess') complete();
            else ctx.ui.closeAll();
          },
          () => frame.contentWindow,
        );
      },
    });
    if (outcome === 'completed') return 'completed';
    if (action !== undefined) throw failed(PaymentMessages.notCompleted, { action });
    throw cancelled(PaymentMessages.widgetClosed);
  },
};
