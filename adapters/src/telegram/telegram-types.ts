/** The part of `Telegram.WebApp` (telegram-web-app.js, `@twa-dev/types`) the adapter uses. */
export interface TelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
  photo_url?: string;
}

export type InvoiceStatus = 'paid' | 'cancelled' | 'failed' | 'pending';

export interface TelegramWebApp {
  initData: string;
  initDataUnsafe: { user?: TelegramUser; start_param?: string; auth_date?: number; hash?: string };
  platform: string;
  version: string;
  isActive?: boolean;
  ready(): void;
  expand(): void;
  isVersionAtLeast(version: string): boolean;
  openInvoice(url: string, callback?: (status: InvoiceStatus) => void): void;
  openTelegramLink(url: string): void;
  onEvent(event: string, handler: (payload?: unknown) => void): void;
  offEvent(event: string, handler: (payload?: unknown) => void): void;
}
