import { createDefaultAdapter, extendAdapter, HostError, HostErrorCode, type Adapter, type AdapterHost, type ApiClient } from '@playport/host';
import { PLATFORM_CONSTANTS } from '../shared/constants.js';
import { loadPlatformScript } from '../shared/load-platform-script.js';
import type { PlatformOptions, PlatformWindow } from '../shared/platform-window.js';
import { runPlatformPurchase, userCancelled } from '../shared/platform-purchase.js';
import { portalApi } from '../shared/portal-api.js';
import { createSocialLogin } from '../shared/social-login.js';
import { joinName, socialInfo } from '../shared/social-info.js';
import { DEFAULT_PLATFORM_TIMEOUT_MS, PLAYER_DIALOG_TIMEOUT_MS, withTimeout } from '../shared/timeout.js';
import { initialized } from '../shared/initialized.js';
import type { InvoiceStatus, TelegramWebApp } from './telegram-types.js';
import { createPortalServices } from '../shared/portal-services.js';

export interface TelegramAdapterOptions extends PlatformOptions {
  /** How long the invoice may stay open. */
  invoiceTimeoutMs?: number;
}

// Telegram's userpics in init data are square; it does not state their size.
const PHOTO_SIZE = 160;

/** Telegram Mini Apps over `Telegram.WebApp`; purchases are Stars (XTR) invoices. */
export function createTelegramAdapter(options: TelegramAdapterOptions = {}): Adapter {
  const timeout = options.timeoutMs ?? DEFAULT_PLATFORM_TIMEOUT_MS;
  let app: TelegramWebApp | null = null;
  let host: AdapterHost | null = null;
  let api: ApiClient | null = null;
  const onActivated = () => host?.emit('FocusChanged', { focused: true });
  const onDeactivated = () => host?.emit('FocusChanged', { focused: false });
  const tg = () => initialized(app);

  const openInvoice = (url: string) =>
    withTimeout(host!.context, new Promise<InvoiceStatus>((resolve) => tg().openInvoice(url, resolve)), options.invoiceTimeoutMs ?? PLAYER_DIALOG_TIMEOUT_MS, 'The Telegram invoice');

  // The portal's analytics, in-game events, documents and support requests, as under the portal adapter.

  const services = createPortalServices('telegram');

  return extendAdapter(createDefaultAdapter(), {
    name: 'telegram',
    supports: { payments: true, lifecycle: true, focus: true, login: true },
    async init(h) {
      host = h;
      api = portalApi(h);
      services.start(h, api);
      const win = h.context.window as PlatformWindow;
      const url = options.scriptUrl ?? 'https://telegram.org/js/telegram-web-app.js';
      const telegram = await loadPlatformScript(h, url, () => (win.Telegram as { WebApp?: TelegramWebApp } | undefined)?.WebApp, timeout);
      if (!telegram.initDataUnsafe.user) throw new HostError(HostErrorCode.NotConnected, 'Telegram user is missing!');
      app = telegram;
      app.ready();
      app.onEvent('activated', onActivated);
      app.onEvent('deactivated', onDeactivated);
      await createSocialLogin(h, api)
        .login({ Social: 'Telegram', Telegram: { InitData: app.initData } })
        .catch((err: unknown) => h.context.log('warn', 'Telegram sign-in failed:', err));
    },
    async getSocialInfo() {
      const user = tg().initDataUnsafe.user!;
      return socialInfo('Telegram', {
        paymentsAvailable: true,
        userId: String(user.id),
        firstName: user.first_name || null,
        lastName: user.last_name || null,
        displayName: joinName(user.first_name, user.last_name) ?? user.username ?? null,
        photo: user.photo_url ? { width: PHOTO_SIZE, height: PHOTO_SIZE, url: user.photo_url } : null,
        socialLocale: user.language_code ?? null,
        socialFlavor: tg().platform,
      });
    },
    methods: {
      ...services.methods,
      BuyProduct: async (params) =>
        runPlatformPurchase(host!, api!, params, { WebPublishingPlatform: 'Telegram', Currency: PLATFORM_CONSTANTS.telegramCurrency }, async (order) => {
          const invoice = order.Telegram?.InvoiceUrl;
          if (!invoice) throw new HostError(HostErrorCode.Unknown, 'Failed to create payment in telegram adapter - telegram data is empty');
          const status = await openInvoice(invoice);
          if (status === 'paid' || status === 'pending') return;
          if (status === 'cancelled') throw userCancelled();
          throw new HostError(HostErrorCode.Unknown, 'Payment failed for some reason!');
        }),
      AuthenticateUser: async () => ({ authenticated: true, userId: String(tg().initDataUnsafe.user!.id) }),
      // ready() was called once at start (Telegram hides its placeholder then); it is not called again.
      LoadingReady: async () => (tg(), { acknowledged: true }),
    },
    destroy() {
      services.destroy();
      app?.offEvent('activated', onActivated);
      app?.offEvent('deactivated', onDeactivated);
      app = null;
    },
  });
}
