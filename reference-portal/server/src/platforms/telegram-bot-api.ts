import type { Deps } from '../http/app-env';
import { ApiError, ErrorCode } from '../http/api-error';
import { platformSecret } from './platform-secrets';

/** What an invoice for Telegram Stars names and charges. */
export interface StarsInvoice {
  /** This server's order id: the invoice payload Telegram hands back in `pre_checkout_query` and `successful_payment`. */
  readonly orderId: string;
  readonly title: string;
  readonly description: string;
  /** Whole Stars (XTR). */
  readonly stars: number;
}

const clip = (text: string, max: number) =>
  ([...text].length > max ? [...text].slice(0, max - 1).join('') + '…' : text) || '-';

/**
 * Creates the invoice link a Mini App opens with `WebApp.openInvoice`, through the Bot API's
 * `createInvoiceLink` (core.telegram.org/bots/api#createinvoicelink; Stars: core.telegram.org/bots/payments-stars):
 * currency `XTR`, one price in whole Stars, no provider token. The Bot API answers
 * `{ok: true, result: "https://t.me/$…"}`; anything else is a 502 PlatformUnavailable. The Bot API's
 * base URL is `TELEGRAM_BOT_API_URL` (local mode: this server's stand-in).
 */
export async function createStarsInvoiceLink(deps: Deps, invoice: StarsInvoice): Promise<string> {
  const token = platformSecret(deps.config, 'Telegram');
  const url = `${deps.config.TELEGRAM_BOT_API_URL.replace(/\/+$/, '')}/bot${token}/createInvoiceLink`;
  const body = {
    title: clip(invoice.title, 32),
    description: clip(invoice.description, 255),
    payload: invoice.orderId,
    currency: 'XTR',
    prices: [{ label: clip(invoice.title, 32), amount: invoice.stars }],
  };
  type Answer = { ok?: unknown; result?: unknown; description?: unknown } | null;
  let answer: Answer = null as Answer;
  try {
    const res = await deps.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    answer = (await res.json().catch(() => null)) as Answer;
  } catch (err) {
    deps.logger.warn({ orderId: invoice.orderId, err: (err as Error).message }, 'telegram createInvoiceLink failed');
  }
  if (answer?.ok !== true || typeof answer.result !== 'string' || !/^https:\/\/t\.me\//.test(answer.result)) {
    const reason = typeof answer?.description === 'string' ? answer.description : 'no answer';
    deps.logger.warn({ orderId: invoice.orderId, reason }, 'telegram createInvoiceLink refused');
    throw new ApiError(502, ErrorCode.PlatformUnavailable, `Telegram did not create the invoice: ${reason}`);
  }
  return answer.result;
}
