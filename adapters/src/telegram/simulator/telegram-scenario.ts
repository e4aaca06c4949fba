import type { InvoiceStatus } from '../telegram-types.js';

/** What the Telegram client does. Init data comes from the page's `#tgWebAppData=…`, as in Telegram. */
export interface TelegramScenario {
  /** How the player leaves the invoice (`invoice_closed` status); `silent`: never. Default: paid, or the local Stars stand-in. */
  invoice?: InvoiceStatus | 'silent';
  /** Every event the script posted, as `type` or `type <JSON data>`, for tests. */
  calls?: string[];
}
