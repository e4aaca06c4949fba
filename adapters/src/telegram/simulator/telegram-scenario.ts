import type { InvoiceStatus } from '../telegram-types.js';

/** What the Telegram simulator does. Init data comes from the page's `#tgWebAppData=…`, as in Telegram. */
export interface TelegramScenario {
  invoice?: InvoiceStatus | 'silent';
  calls?: string[];
}
