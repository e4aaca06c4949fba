import type { InvoiceStatuses, WebApp, WebAppUser } from '@twa-dev/types';

/**
 * The part of `Telegram.WebApp` (telegram-web-app.js) the adapter uses, taken from the published
 * types (`@twa-dev/types`): the adapter and the simulator fail to compile when either drifts from them.
 */
export type TelegramWebApp = Pick<
  WebApp,
  'initData' | 'initDataUnsafe' | 'platform' | 'version' | 'isActive' | 'ready' | 'expand' | 'isVersionAtLeast'
  | 'openInvoice' | 'openTelegramLink' | 'onEvent' | 'offEvent'
>;

export type TelegramUser = WebAppUser;

export type InvoiceStatus = InvoiceStatuses;
