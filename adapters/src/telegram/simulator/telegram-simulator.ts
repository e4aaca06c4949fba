import type { PlatformWindow } from '../../shared/platform-window.js';
import type { InvoiceStatus } from '../telegram-types.js';
import type { TelegramScenario } from './telegram-scenario.js';
import { callPlatformServer, platformServer } from '../../simulator-kit/platform-server.js';
import { installPlatformSignals } from '../../simulator-kit/platform-signals.js';

/** Telegram's own client script's entry for events from the client (telegram-web-apps.js `WebView`). */
interface TelegramWebView {
  receiveEvent(eventType: string, eventData?: unknown): void;
}

/**
 * The Telegram client around a Mini App: the other end of telegram-web-app.js's `postEvent`. The real
 * script (run after this, from `@twa-dev/sdk`) posts through `window.TelegramWebviewProxy.postEvent(type,
 * JSON)` as in Telegram's mobile and desktop apps, and the client answers with
 * `Telegram.WebView.receiveEvent(type, data)`. Events and their data: https://core.telegram.org/api/web-events
 * (`web_app_ready`, `web_app_expand`, `web_app_open_invoice {slug}` → `invoice_closed {slug, status}`,
 * `web_app_request_viewport` → `viewport_changed`, `web_app_request_theme` → `theme_changed`, and
 * `visibility_changed {is_visible}`). Init data is the page's `#tgWebAppData=…`, read by the script.
 */
export function installTelegramClient(win: PlatformWindow, script: TelegramScenario = {}): void {
  const calls = script.calls ?? [];
  const receive = (eventType: string, eventData?: unknown) =>
    setTimeout(
      () => (win.Telegram as { WebView?: TelegramWebView } | undefined)?.WebView?.receiveEvent(eventType, eventData),
      0,
    );
  const userId = () => {
    const initData = new URLSearchParams(
      new URLSearchParams(win.location.hash.replace(/^#/, '')).get('tgWebAppData') ?? '',
    );
    return (JSON.parse(initData.get('user') ?? 'null') as { id?: number } | null)?.id;
  };

  const answers: Record<string, (data: Record<string, unknown>) => void> = {
    web_app_open_invoice: ({ slug }) => {
      const close = (status: InvoiceStatus) => receive('invoice_closed', { slug, status });
      const server = platformServer(win);
      const user = userId();
      if (server && !script.invoice && user !== undefined) {
        // The player pays in Stars; Telegram sends the bot's webhook pre_checkout_query and successful_payment.
        void callPlatformServer<{ status: InvoiceStatus }>(win, server, 'telegram/pay', {
          url: `https://t.me/$${String(slug)}`,
          user_id: user,
        }).then((r) => close(r?.status ?? 'failed'));
        return;
      }
      const status = script.invoice ?? 'paid';
      if (status !== 'silent') close(status);
    },
    web_app_request_viewport: () =>
      receive('viewport_changed', { height: 640, width: 360, is_expanded: true, is_state_stable: true }),
    web_app_request_theme: () =>
      receive('theme_changed', { theme_params: { bg_color: '#ffffff', text_color: '#000000' } }),
  };

  win.TelegramWebviewProxy = {
    postEvent(eventType: string, eventData: string) {
      const data = (eventData ? JSON.parse(eventData) : {}) as Record<string, unknown>;
      calls.push(eventData && eventData !== '""' ? `${eventType} ${eventData}` : eventType);
      answers[eventType]?.(data);
    },
  };
  // Tests move the app to the background and back, as Telegram does when the player switches chats.
  const fire = (event: 'activated' | 'deactivated') =>
    receive('visibility_changed', { is_visible: event === 'activated' });
  win.__telegramSimulator = { fire };
  // Telegram's client moves the whole Mini App to the background; telegram-web-app.js turns
  // visibility_changed into `activated` / `deactivated` (https://core.telegram.org/bots/webapps#events-available-for-mini-apps):
  // one signal for pause and mute.
  const background = (hidden: boolean) => fire(hidden ? 'deactivated' : 'activated');
  installPlatformSignals(win, { pause: background, mute: background });
}
