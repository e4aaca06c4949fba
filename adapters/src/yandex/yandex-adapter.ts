import { createDefaultAdapter, extendAdapter, type Adapter } from '@playport/host/adapter-kit';
import { loadPlatformScript, startPlatform } from '../shared/load-platform-script.js';
import type { PlatformOptions, PlatformWindow } from '../shared/platform-window.js';
import { configOrientation, isMobile } from '../shared/game-config.js';
import { portalApi } from '../shared/portal-api.js';
import { createSocialLogin } from '../shared/social-login.js';
import { socialInfo } from '../shared/social-info.js';
import { DEFAULT_PLATFORM_TIMEOUT_MS } from '../shared/timeout.js';
import { platformPayments } from '../shared/platform-payments.js';
import { storedDeviceId } from '../shared/device-id.js';
import { yandexAdMethods } from './yandex-ads.js';
import { payOnYandex, redeemUnprocessed } from './yandex-purchase.js';
import type { YaGames, YaPlayer } from './yandex-types.js';
import { startPortalServices } from '../shared/portal-services.js';

export interface YandexAdapterOptions extends PlatformOptions {
  /** The game's orientation; the screen is locked to it (default: the host's game config, `MobileGameOrientation` on mobile). */
  orientation?: 'Horizontal' | 'Vertical' | 'Unspecified';
}

const DEVICE_KEY = 'YandexGamesDeviceId';

/** Yandex Games over `YaGames` (`/sdk.js`). */
export function createYandexAdapter(options: YandexAdapterOptions = {}): Adapter {
  const timeout = options.timeoutMs ?? DEFAULT_PLATFORM_TIMEOUT_MS;
  return extendAdapter(createDefaultAdapter(), {
    name: 'yandex',
    supports: {
      payments: true,
      rewardedAds: true,
      interstitialAds: true,
      stickyBanner: true,
      favorites: true,
      review: true,
      lifecycle: true,
      focus: true,
      login: true,
    },
    async start(h) {
      const api = portalApi(h);
      const login = createSocialLogin(h, api);
      const win = h.context.window as PlatformWindow;
      const yaGames = await loadPlatformScript(
        h,
        options.scriptUrl ?? '/sdk.js',
        () => win.YaGames as YaGames | undefined,
        options.scriptTimeoutMs,
      );
      const sdk = await startPlatform(h, 'YaGames.init', () => yaGames.init(), timeout);
      // game_api_pause/resume (https://yandex.com/dev/games/doc/en/sdk/sdk-events): stop the game loop and its music.
      const onPause = () => {
        h.emit('FocusChanged', { focused: false });
        h.setPlatformState({ paused: true, muted: true });
      };
      const onResume = () => {
        h.emit('FocusChanged', { focused: true });
        h.setPlatformState({ paused: false, muted: false });
      };
      sdk.on('game_api_pause', onPause);
      sdk.on('game_api_resume', onResume);
      h.emit('AdsVideoAvailable', { available: true });
      h.emit('AdsInterstitialAvailable', { available: true });

      let player: YaPlayer | null = null;
      const signIn = async (refresh = false) => {
        player = await sdk.getPlayer({ signed: true });
        const signature = player.signature || null;
        const id = signature ? player.getUniqueID() : storedDeviceId(h, DEVICE_KEY);
        await login.login({ Social: 'YandexGames', YandexGames: { UniqueId: id, Signature: signature } }, { refresh });
        return id;
      };
      const lockOrientation = async () => {
        const orientation = options.orientation ?? configOrientation(h, isMobile(h));
        if (!orientation || orientation === 'Unspecified') return;
        await sdk.screen.orientation.set(orientation === 'Vertical' ? 'portrait' : 'landscape');
      };
      await signIn().catch((err: unknown) => h.context.log('warn', 'Yandex sign-in failed:', err));
      await lockOrientation().catch((err: unknown) => h.context.log('warn', 'Yandex orientation lock failed:', err));
      await redeemUnprocessed(h, api, sdk).catch((err: unknown) =>
        h.context.log('warn', 'Yandex unprocessed purchases:', err),
      );
      // The portal's analytics, in-game events, documents and support requests, as under the portal adapter.
      // GetPurchases settles Yandex's own unconsumed purchases first, as the start-up check above does.
      const services = startPortalServices(h, api, 'yandex', undefined, () => redeemUnprocessed(h, api, sdk));
      const payments = platformPayments(h, api, 'YandexGames', payOnYandex(h, api, sdk));
      const currentPlayer = async () => player ?? (await sdk.getPlayer());
      return {
        async getSocialInfo() {
          const p = await currentPlayer();
          const authorized = p.isAuthorized();
          return socialInfo('YandexGames', {
            paymentsAvailable: true,
            userId: authorized ? p.getUniqueID() : null,
            displayName: p.getName() || null,
            photo: authorized ? { width: 200, height: 200, url: p.getPhoto('large') } : null,
            capabilities: ['AdsAvailable', 'RateApplication'],
            socialLocale: sdk.environment.i18n.lang,
          });
        },
        methods: {
          ...services.methods,
          ...yandexAdMethods(sdk, h.context),
          BuyProduct: async (params) => payments.buy(params),
          AuthenticateUser: async () => {
            if (!(await currentPlayer()).isAuthorized()) {
              try {
                await sdk.auth.openAuthDialog();
              } catch {
                return { authenticated: false, userId: null };
              }
            }
            return { authenticated: true, userId: await signIn(true) };
          },
          LoadingReady: async () => (sdk.features.LoadingAPI?.ready(), { acknowledged: true }),
          GameStarted: async () => (sdk.features.GameplayAPI?.start(), { acknowledged: true }),
          GameStopped: async () => (sdk.features.GameplayAPI?.stop(), { acknowledged: true }),
          CanReview: async () => {
            const { value, reason } = await sdk.feedback.canReview();
            return reason ? { canReview: value, reason } : { canReview: value };
          },
          RequestReview: async () => ({ feedbackSent: (await sdk.feedback.requestReview()).feedbackSent }),
          ReviewInfo: async () => {
            const { reason } = await sdk.feedback.canReview();
            return { available: true, reviewed: reason === 'GAME_RATED' };
          },
          AddToFavorites: async () => {
            if (!(await sdk.shortcut.canShowPrompt()).canShow) return { added: false };
            return { added: (await sdk.shortcut.showPrompt()).outcome === 'accepted' };
          },
        },
        destroy() {
          services.destroy();
          sdk.off('game_api_pause', onPause);
          sdk.off('game_api_resume', onResume);
        },
      };
    },
  });
}
