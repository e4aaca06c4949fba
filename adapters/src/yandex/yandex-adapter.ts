import { createDefaultAdapter, extendAdapter, type Adapter, type AdapterHost, type ApiClient } from '@playport/host';
import { loadPlatformScript, startPlatform } from '../shared/load-platform-script.js';
import type { PlatformOptions, PlatformWindow } from '../shared/platform-window.js';
import { configOrientation, isMobile } from '../shared/game-config.js';
import { portalApi } from '../shared/portal-api.js';
import { createSocialLogin, type SocialLogin } from '../shared/social-login.js';
import { socialInfo } from '../shared/social-info.js';
import { DEFAULT_PLATFORM_TIMEOUT_MS } from '../shared/timeout.js';
import { initialized } from '../shared/initialized.js';
import { storedDeviceId } from '../shared/device-id.js';
import { yandexAdMethods } from './yandex-ads.js';
import { buyOnYandex, redeemUnprocessed } from './yandex-purchase.js';
import type { YaGames, YaPlayer, YaSdk } from './yandex-types.js';
import { createPortalServices } from '../shared/portal-services.js';

export interface YandexAdapterOptions extends PlatformOptions {
  /** The game's orientation; the screen is locked to it (default: the host's game config, `MobileGameOrientation` on mobile). */
  orientation?: 'Horizontal' | 'Vertical' | 'Unspecified';
}

const DEVICE_KEY = 'YandexGamesDeviceId';

/** Yandex Games over `YaGames` (`/sdk.js`). */
export function createYandexAdapter(options: YandexAdapterOptions = {}): Adapter {
  const timeout = options.timeoutMs ?? DEFAULT_PLATFORM_TIMEOUT_MS;
  let sdk: YaSdk | null = null;
  let player: YaPlayer | null = null;
  let host: AdapterHost | null = null;
  let api: ApiClient | null = null;
  let login: SocialLogin | null = null;
  let adsReady = false;
  const onPause = () => host?.emit('FocusChanged', { focused: false });
  const onResume = () => host?.emit('FocusChanged', { focused: true });
  const ysdk = () => initialized(sdk);

  const deviceId = (h: AdapterHost) => storedDeviceId(h, DEVICE_KEY);

  const signIn = async (refresh = false) => {
    player = await ysdk().getPlayer({ signed: true });
    const signature = player.signature || null;
    const id = signature ? player.getUniqueID() : deviceId(host!);
    await login!.login({ Social: 'YandexGames', YandexGames: { UniqueId: id, Signature: signature } }, { refresh });
    return id;
  };

  const lockOrientation = async (h: AdapterHost) => {
    const orientation = options.orientation ?? configOrientation(h, isMobile(h));
    if (!orientation || orientation === 'Unspecified') return;
    await ysdk().screen.orientation.set(orientation === 'Vertical' ? 'portrait' : 'landscape');
  };

  // The portal's analytics, in-game events, documents and support requests, as under the portal adapter.

  const services = createPortalServices('yandex');

  return extendAdapter(createDefaultAdapter(), {
    name: 'yandex',
    supports: {
      payments: true, rewardedAds: true, interstitialAds: true, stickyBanner: true, favorites: true,
      review: true, lifecycle: true, focus: true, login: true,
    },
    async init(h) {
      host = h;
      api = portalApi(h);
      services.start(h, api);
      login = createSocialLogin(h, api);
      const win = h.context.window as PlatformWindow;
      const yaGames = await loadPlatformScript(h, options.scriptUrl ?? '/sdk.js', () => win.YaGames as YaGames | undefined, timeout);
      sdk = await startPlatform(h, 'YaGames.init', () => yaGames.init(), timeout);
      sdk.on('game_api_pause', onPause);
      sdk.on('game_api_resume', onResume);
      adsReady = true;
      h.emit('AdsVideoAvailable', { available: true });
      h.emit('AdsInterstitialAvailable', { available: true });
      await signIn().catch((err: unknown) => h.context.log('warn', 'Yandex sign-in failed:', err));
      await lockOrientation(h).catch((err: unknown) => h.context.log('warn', 'Yandex orientation lock failed:', err));
      await redeemUnprocessed(h, api, sdk).catch((err: unknown) => h.context.log('warn', 'Yandex unprocessed purchases:', err));
    },
    async getSocialInfo() {
      const p = player ?? (await ysdk().getPlayer());
      const authorized = p.isAuthorized();
      return socialInfo('YandexGames', {
        paymentsAvailable: true,
        userId: authorized ? p.getUniqueID() : null,
        displayName: p.getName() || null,
        photo: authorized ? { width: 200, height: 200, url: p.getPhoto('large') } : null,
        capabilities: ['AdsAvailable', 'RateApplication'],
        socialLocale: ysdk().environment.i18n.lang,
      });
    },
    methods: {
      ...services.methods,
      ...yandexAdMethods(ysdk, () => adsReady, () => host!.context),
      BuyProduct: async (params) => buyOnYandex(host!, api!, ysdk(), params),
      AuthenticateUser: async () => {
        if (!(player ?? (await ysdk().getPlayer())).isAuthorized()) {
          try {
            await ysdk().auth.openAuthDialog();
          } catch {
            return { authenticated: false, userId: null };
          }
        }
        return { authenticated: true, userId: await signIn(true) };
      },
      LoadingReady: async () => (ysdk().features.LoadingAPI?.ready(), { acknowledged: true }),
      GameStarted: async () => (ysdk().features.GameplayAPI?.start(), { acknowledged: true }),
      GameStopped: async () => (ysdk().features.GameplayAPI?.stop(), { acknowledged: true }),
      CanReview: async () => {
        const { value, reason } = await ysdk().feedback.canReview();
        return reason ? { canReview: value, reason } : { canReview: value };
      },
      RequestReview: async () => ({ feedbackSent: (await ysdk().feedback.requestReview()).feedbackSent }),
      ReviewInfo: async () => {
        const { reason } = await ysdk().feedback.canReview();
        return { available: true, reviewed: reason === 'GAME_RATED' };
      },
      AddToFavorites: async () => {
        if (!(await ysdk().shortcut.canShowPrompt()).canShow) return { added: false };
        return { added: (await ysdk().shortcut.showPrompt()).outcome === 'accepted' };
      },
    },
    destroy() {
      services.destroy();
      sdk?.off('game_api_pause', onPause);
      sdk?.off('game_api_resume', onResume);
      sdk = null;
    },
  });
}
