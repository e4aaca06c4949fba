import { listenMessages } from '../listen-messages.js';
import { mountFrame } from '../mount-frame.js';
import { isCardFormEvent } from '../payment-analytics.js';
import type { PaymentDriver } from '../payment-driver.js';
import { cancelled } from '../payment-error.js';
import { PaymentMessages } from '../payment-messages.js';

/** Type of the messages the hosted card form posts to the host: `{ type, event }`. */
export const CARD_FORM_MESSAGE = 'playport:card-form';

/**
 * The hosted card and fast-payment (SBP) form of Bank131 / SmartGLocal in the card-checkout modal.
 * The server is the judge: the driver polls `check_payment` every second while the form is open.
 * The form's messages only feed analytics and trigger an early check; they never complete a payment.
 */
export const cardFormDriver: PaymentDriver = {
  name: 'CardForm',
  canHandle: (response) => Boolean(response.Checkout),
  async pay(response, ctx) {
    const block = response.Checkout!;
    const orderId = response.TransactionId;
    const { context, api } = ctx;
    ctx.track({ name: 'BankCardFormShown', orderId });
    const formOrigin = new URL(block.ConfirmationUrl, context.window.location.href).origin;
    const outcome = await ctx.ui.showCardCheckout({
      title: 'Payment',
      mount(container, complete) {
        let open = true;
        let timer: unknown;
        const check = async () => {
          try {
            if ((await api.bank131.checkPayment(block.Token, block.PublicId)).Success && open) {
              open = false;
              complete();
            }
          } catch (err) {
            context.log('warn', `check_payment of ${orderId} failed`, err);
          }
        };
        const schedule = () => {
          timer = context.setTimeout(() => void check().then(() => open && schedule()), 1000);
        };
        const frame = mountFrame(container, block.ConfirmationUrl, 'Payment');
        const stop = listenMessages(
          context.window,
          [formOrigin, ...ctx.origins.cardForm],
          (data) => {
            const { type, event } = (data ?? {}) as { type?: unknown; event?: unknown };
            if (type !== CARD_FORM_MESSAGE || !isCardFormEvent(event)) return;
            ctx.track({ name: event, orderId });
            if (event === 'CardSuccess' || event === 'FastPaymentSuccess') void check();
          },
          () => frame.contentWindow,
        );
        schedule();
        return () => {
          open = false;
          context.clearTimeout(timer);
          stop();
        };
      },
    });
    if (outcome === 'completed') return 'completed';
    ctx.track({ name: 'CardCancelled', orderId });
    throw cancelled(PaymentMessages.checkoutClosed);
  },
};
