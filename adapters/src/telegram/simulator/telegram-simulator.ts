import type { PlatformWindow } from '../../shared/platform-window.js';
import type { InvoiceStatus, TelegramUser, TelegramWebApp } from '../telegram-types.js';
import type { TelegramScenario } from './telegram-scenario.js';
import { callPlatformServer, platformServer } from '../../simulator-kit/platform-server.js';

/**
 * The invoice links `openInvoice` takes, as telegram-web-app.js checks them: http(s) on t.me, path
 * `/$slug` or `/invoice/slug`; anything else throws `WebAppInvoiceUrlInvalid`.
 */
function invoiceSlug(url: string): string | null {
  let link: URL;
  try {
    link = new URL(url);
  } catch {
    return null;
  }
  if ((link.protocol !== 'https:' && link.protocol !== 'http:') || link.hostname !== 't.me') return null;
  return /^\/(?:\$|invoice\/)([A-Za-z0-9\-_=]+)$/.exec(link.pathname)?.[1] ?? null;
}

/** Defines `window.Telegram.WebApp` as telegram-web-app.js does, reading init data from the hash. */
export function installTelegramSimulator(win: PlatformWindow, script: TelegramScenario = {}): void {
  const calls = script.calls ?? [];
  const initData = new URLSearchParams(win.location.hash.replace(/^#/, '')).get('tgWebAppData') ?? '';
  const fields = new URLSearchParams(initData);
  const user = fields.get('user') ? (JSON.parse(fields.get('user')!) as TelegramUser) : undefined;
  type Handler = (payload?: unknown) => unknown;
  const handlers = new Map<string, Set<Handler>>();
  const fire = (event: string, payload?: unknown) => handlers.get(event)?.forEach((fn) => fn(payload));

  const webApp: TelegramWebApp = {
    initData,
    // Since Bot API 8.0 init data also carries `signature` (Ed25519, for third-party validation).
    initDataUnsafe: {
      ...(user ? { user } : {}), auth_date: Number(fields.get('auth_date') ?? 0), hash: fields.get('hash') ?? '', signature: fields.get('signature') ?? '',
    },
    platform: 'weba',
    version: '8.0',
    isActive: true,
    ready: () => void calls.push('ready'),
    expand: () => void calls.push('expand'),
    isVersionAtLeast: (v) => Number(v) <= 8,
    openInvoice: (url, callback) => {
      calls.push(`openInvoice:${url}`);
      if (!invoiceSlug(url)) throw new Error('WebAppInvoiceUrlInvalid');
      const close = (status: InvoiceStatus) => {
        callback?.(status);
        fire('invoiceClosed', { url, status });
      };
      const server = platformServer(win);
      if (server && !script.invoice && user) {
        // The player pays in Stars; Telegram sends the bot's webhook pre_checkout_query and successful_payment.
        void callPlatformServer<{ status: InvoiceStatus }>(win, server, 'telegram/pay', { url, user_id: user.id }).then((r) => close(r?.status ?? 'failed'));
        return;
      }
      const status = script.invoice ?? 'paid';
      if (status === 'silent') return;
      setTimeout(() => close(status), 0);
    },
    openTelegramLink: (url) => void calls.push(`openTelegramLink:${url}`),
    onEvent: (event, fn) => void (handlers.get(event) ?? handlers.set(event, new Set()).get(event)!).add(fn as Handler),
    offEvent: (event, fn) => void handlers.get(event)?.delete(fn as Handler),
  };
  win.Telegram = { WebApp: webApp };
  win.__telegramSimulator = { fire };
}
