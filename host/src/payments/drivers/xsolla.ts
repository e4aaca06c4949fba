import { listenMessages, parseCommand } from '../listen-messages.js';
import { loadGlobal } from '../load-global.js';
import type { PaymentDriver } from '../payment-driver.js';
import { cancelled, failed, failedWith } from '../payment-error.js';
import { PaymentMessages } from '../payment-messages.js';
import { settleOnce } from '../settle-once.js';

/** The part of Pay Station embed 1.2.9's `XPayStationWidget` the driver uses. */
export interface XPayStationWidget {
  init(options: Record<string, unknown>): void;
  open(): void;
  close?(): void;
  on(events: string, handler: (event: Event, data?: unknown) => void): void;
  off(events?: string, handler?: (event: Event, data?: unknown) => void): void;
  readonly eventTypes: Readonly<Record<string, string>>;
}

type StatusData = { paymentInfo?: { status?: string } } | undefined;

/**
 * Xsolla Pay Station. Success is the `status` message reporting `done`, read by the host itself from
 * the two Xsolla origins (the widget checks only the sender window); closing the widget before that
 * cancels, or fails when Pay Station reported the payment as troubled.
 */
export const xsollaDriver: PaymentDriver = {
  name: 'Xsolla',
  canHandle: (response) => Boolean(response.Xsolla),
  async pay(response, ctx) {
    const block = response.Xsolla!;
    const widget = await loadGlobal<XPayStationWidget>(ctx.context, 'XPayStationWidget', ctx.scripts.xsolla);
    if (!widget || typeof widget.init !== 'function') throw failed(PaymentMessages.noXsolla);
    const closeEvent = widget.eventTypes?.CLOSE ?? 'close';
    return new Promise<'completed'>((resolve, reject) => {
      let troubled = false;
      const finish = settleOnce(() => {
        stop();
        widget.off(closeEvent, onClose);
      });
      const onClose = () =>
        finish(() => reject(troubled ? failed(PaymentMessages.failed) : cancelled(PaymentMessages.widgetClosed)));
      const stop = listenMessages(ctx.context.window, ctx.origins.xsolla, (data) => {
        const message = parseCommand(data);
        if (message?.command !== 'status') return;
        const status = (message.data as StatusData)?.paymentInfo?.status;
        if (status === 'done') finish(() => resolve('completed'));
        else if (status === 'troubled') troubled = true;
      });
      widget.on(closeEvent, onClose);
      try {
        widget.init({
          access_token: block.PaymentToken,
          sandbox: block.Sandbox,
          ...(block.ConfirmationUrl ? { payment_url: block.ConfirmationUrl } : {}),
          lightbox: { closeByClick: false },
        });
        widget.open();
      } catch (err) {
        finish(() => reject(failedWith(err, PaymentMessages.noXsolla)));
      }
    });
  },
};
