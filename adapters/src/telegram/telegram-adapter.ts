import {
  createDefaultAdapter,
  extendAdapter,
  HostError,
  HostErrorCode,
  type Adapter,
} from '@playport/host/adapter-kit';
import { PLATFORM_CONSTANTS } from '../shared/constants.js';
import { loadPlatformScript } from '../shared/load-platform-script.js';
import type { PlatformOptions, PlatformWindow } from '../shared/platform-window.js';
import { platformPayments, userCancelled } from '../shared/platform-payments.js';
import { portalApi } from '../shared/portal-api.js';
import { createSocialLogin } from '../shared/social-login.js';
import { joinName, socialInfo } from '../shared/social-info.js';
import { PLAYER_DIALOG_TIMEOUT_MS, withTimeout } from '../shared/timeout.js';
import type { InvoiceStatus, TelegramWebApp } from './telegram-types.js';
import { startPortalServices } from '../shared/portal-services.js';

export interface TelegramAdapterOptions extends PlatformOptions {
  /** How long the invoice may stay open. */
  invoiceTimeoutMs?: number;
}

// Telegram's userpics in init data are square; it does not state their size.
const PHOTO_SIZE = 160;

/** Telegram Mini Apps over `Telegram.WebApp`; purchases are Stars (XTR) invoices. */
export function createTelegramAdapter(options: TelegramAdapterOptions = {}): Adapter {
  return extendAdapter(createDefaultAdapter(), {
    name: 'telegram',
    supports: { payments: true, lifecycle: true, focus: true, login: true },
    async start(h) {
      const api = portalApi(h);
      const win = h.context.window as PlatformWindow;
      const url = options.scriptUrl ?? 'https://telegram.org/js/telegram-web-app.js';
      const tg = await loadPlatformScript(
        h,
        url,
        () => (win.Telegram as { WebApp?: TelegramWebApp } | undefined)?.WebApp,
        options.scriptTimeoutMs,
      );
      const user = tg.initDataUnsafe.user;
      if (!user) throw new HostError(HostErrorCode.NotConnected, 'Telegram user is missing!');
      // ready() is called once, here (Telegram hides its placeholder then); LoadingReady does not call it again.
      tg.ready();
      // `activated` / `deactivated` (https://core.telegram.org/bots/webapps#events-available-for-mini-apps): the
      // Mini App left the screen (minimised, another chat) or came back.
      const onActivated = () => {
        h.emit('FocusChanged', { focused: true });
        h.setPlatformState({ paused: false, muted: false });
      };
      const onDeactivated = () => {
        h.emit('FocusChanged', { focused: false });
        h.setPlatformState({ paused: true, muted: true });
      };
      tg.onEvent('activated', onActivated);
      tg.onEvent('deactivated', onDeactivated);
      await createSocialLogin(h, api)
        .login({ Social: 'Telegram', Telegram: { InitData: tg.initData } })
        .catch((err: unknown) => h.context.log('warn', 'Telegram sign-in failed:', err));
      // The portal's analytics, in-game events, documents and support requests, as under the portal adapter.
      const services = startPortalServices(h, api, 'telegram');
      const openInvoice = (invoice: string) =>
        withTimeout(
          h.context,
          new Promise<InvoiceStatus>((resolve) => tg.openInvoice(invoice, resolve)),
          options.invoiceTimeoutMs ?? PLAYER_DIALOG_TIMEOUT_MS,
          'The Telegram invoice',
        );
      const payments = platformPayments(
        h,
        api,
        'Telegram',
        async (order) => {
          const invoice = order.Telegram?.InvoiceUrl;
          if (!invoice)
            throw new HostError(
              HostErrorCode.Unknown,
              'Failed to create payment in telegram adapter - telegram data is empty',
            );
          const status = await openInvoice(invoice);
          if (status === 'paid' || status === 'pending') return;
          if (status === 'cancelled') throw userCancelled();
          throw new HostError(HostErrorCode.Unknown, 'Payment failed for some reason!');
        },
        { Currency: PLATFORM_CONSTANTS.telegramCurrency },
      );
      return {
        getSocialInfo: async () =>
          socialInfo('Telegram', {
            paymentsAvailable: true,
            userId: String(user.id),
            firstName: user.first_name || null,
            lastName: user.last_name || null,
            displayName: joinName(user.first_name, user.last_name) ?? user.username ?? null,
            photo: user.photo_url ? { width: PHOTO_SIZE, height: PHOTO_SIZE, url: user.photo_url } : null,
            socialLocale: user.language_code ?? null,
            socialFlavor: tg.platform,
          }),
        methods: {
          ...services.methods,
          BuyProduct: async (params) => payments.buy(params),
          AuthenticateUser: async () => ({ authenticated: true, userId: String(user.id) }),
          LoadingReady: async () => ({ acknowledged: true }),
        },
        destroy() {
          services.destroy();
          tg.offEvent('activated', onActivated);
          tg.offEvent('deactivated', onDeactivated);
        },
      };
    },
  });
}
