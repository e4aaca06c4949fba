import type { InvoiceStatuses, WebApp, WebAppUser } from '@twa-dev/types';

/**
 * The part of `Telegram.WebApp` (telegram-web-app.js) the adapter uses, taken from the published
 * types (`@twa-dev/types`): the adapter and the simulator fail to compile when either drifts from them.
 */
export type TelegramWebApp = Pick<
  WebApp,
  | 'initData'
  | 'initDataUnsafe'
  | 'platform'
  | 'version'
  | 'isActive'
  | 'ready'
  | 'expand'
  | 'isVersionAtLeast'
  | 'openInvoice'
  | 'openTelegramLink'
  | 'onEvent'
  | 'offEvent'
>;

export type TelegramUser = WebAppUser;

/** How an invoice closed; kept local so published declarations need no Telegram types package. */
export type InvoiceStatus = 'paid' | 'cancelled' | 'failed' | 'pending';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Fails to compile when Telegram's published statuses change.
true satisfies Same<InvoiceStatus, InvoiceStatuses>;
