import {
  createDefaultAdapter,
  createGameAnalytics,
  createInGameEvents,
  extendAdapter,
  HostError,
  HostErrorCode,
  type Adapter,
  type AdapterHandler,
  type AdapterHost,
  type PaymentAnalyticsEvent,
} from '@playport/host/adapter-kit';
import type { AnalyticsConfig } from '@playport/host/api';
import { queryParams, type PlatformOptions } from '../shared/platform-window.js';
import { portalApi } from '../shared/portal-api.js';
import { createPortalConsent } from '../shared/portal-consent.js';
import { createSocialLogin } from '../shared/social-login.js';
import { DEFAULT_PLATFORM_TIMEOUT_MS } from '../shared/timeout.js';
import { portalAdsSupports, startPortalAds, type PortalAdsOptions } from './portal-ads.js';
import { createPortalDocuments } from './portal-documents.js';
import { createPortalFriends } from './portal-friends.js';
import { isSignedIn } from './portal-session.js';
import { portalSocialInfo } from './portal-social-info.js';
import { createPortalStoreFront } from './portal-store-front.js';
import { createPortalSupport } from './portal-support.js';
import { createPushRegister, type PortalPushOptions } from './push-register.js';
import { createPortalPurchases } from '../shared/portal-purchases.js';

/** BuyProduct's message when a visitor closes the sign-in dialog it opened. */
export const SIGN_IN_TO_BUY_MESSAGE = 'Sign in to buy: the sign-in dialog was closed';

/** What the adapter hands its payments besides the host: where the flow's analytics events go. */
export interface PortalPaymentsTools {
  /** Sends a payment analytics event to the analytics batch queue. */
  trackPayment(event: PaymentAnalyticsEvent): void;
}

/** The portal's card and wallet checkout (the host's payments flow), given the adapter host. */
export type PortalPayments = (host: AdapterHost, tools: PortalPaymentsTools) => AdapterHandler<'BuyProduct'>;

export interface FxidAdapterOptions extends PlatformOptions {
  /** Card and wallet purchases; without it BuyProduct answers NotSupported. */
  payments?: PortalPayments;
  ads?: PortalAdsOptions;
  /** Web push: the server's VAPID public key (see push-register.ts). */
  push?: PortalPushOptions;
  /** The route name (fxlauncher and fxnative are the portal adapter under another name). */
  name?: 'fxid' | 'fxlauncher' | 'fxnative';
  /**
   * The game's analytics routing; default: the game config's `PublicWebClientConfig.Analytics`. Without
   * either, every event goes to the batch queue.
   */
  analytics?: AnalyticsConfig | null;
}

/**
 * The portal's own adapter: one-time login codes, its payments flow, its video ads, share and invite
 * links, legal documents, friends, support requests and the account's consent. The accept-documents
 * modal runs for a signed-in player with unaccepted document versions after the start and after each
 * sign-in through AuthenticateUser.
 */
export function createFxidAdapter(options: FxidAdapterOptions = {}): Adapter {
  const name = options.name ?? 'fxid';
  return extendAdapter(createDefaultAdapter(), {
    name,
    supports: {
      payments: Boolean(options.payments),
      ...portalAdsSupports(options.ads ?? {}),
      invite: true,
      login: true,
      friends: true,
      share: true,
    },
    async start(h) {
      const api = portalApi(h);
      const gameUrl = `${h.context.window.location.origin}/play/${encodeURIComponent(h.game)}`;
      // Stat and data-layer methods through the host's game analytics; SendInGameEvent through the game's cross-play rules.
      const analytics = createGameAnalytics({
        context: h.context,
        api,
        config: options.analytics ?? h.gameConfig?.PublicWebClientConfig.Analytics,
      });
      const inGameEvents = createInGameEvents({ context: h.context, api, game: h.game });
      const buy = options.payments?.(h, { trackPayment: (event) => analytics.trackPayment(event) }) ?? null;
      const documents = createPortalDocuments(h, api);
      const friends = createPortalFriends(h, api, () => gameUrl);
      const support = createPortalSupport(h, api, name);
      const consent = createPortalConsent(h, api);
      const loginCode = queryParams(h.context.window).get('loginCode');
      if (loginCode) {
        await createSocialLogin(h, api)
          .login({ Social: 'FxId', FxId: { LoginCode: loginCode } })
          .then(
            () => h.refreshUserInfo(),
            (err: unknown) => h.context.log('warn', 'Login code sign-in failed:', err),
          );
      }
      // The ads may come from the game config: rewarded ads are declared once it is read.
      const ads = await startPortalAds(h, options.ads ?? {}, options.timeoutMs ?? DEFAULT_PLATFORM_TIMEOUT_MS);
      void documents.promptUnaccepted();
      // The sign-in dialog unless the player is signed in already; after a sign-in the game hears UserInfoChanged and unaccepted documents are offered.
      const signIn = async () => {
        if (isSignedIn(h)) return true;
        const signedIn = await h.ui.showLogin({ game: h.game });
        if (signedIn) {
          h.refreshUserInfo();
          void documents.promptUnaccepted();
        }
        return signedIn;
      };
      return {
        supports: { rewardedAds: ads.rewardedAds },
        methods: {
          ...ads.methods,
          StatInitialize: async (params) => analytics.methods.StatInitialize(params),
          StatEvent: async (params) => analytics.methods.StatEvent(params),
          GoogleTagManagerPushToDataLayer: async (params) => analytics.methods.GoogleTagManagerPushToDataLayer(params),
          ProgressionEvent: async (params) => analytics.methods.ProgressionEvent(params),
          SendInGameEvent: async (params) => inGameEvents.send(params),
          PushRegister: createPushRegister(options.push ?? {}, h, api),
          BuyProduct: async (params, call) => {
            if (!buy) throw new HostError(HostErrorCode.NotSupported, 'Purchasing is not supported on this platform');
            // Orders belong to an account: a visitor signs in first, and closing the dialog cancels the purchase.
            if (!(await signIn())) throw new HostError(HostErrorCode.UserCancelled, SIGN_IN_TO_BUY_MESSAGE);
            return buy(params, call);
          },
          AuthenticateUser: async () => ({ authenticated: await signIn(), userId: null }),
          DefaultStoreFront: createPortalStoreFront(h, api),
          ...documents.methods,
          ...friends.methods,
          ...support.methods,
          ConsentManagerStatus: consent.ConsentManagerStatus,
          ...createPortalPurchases(h, api),
        },
        destroy() {
          consent.destroy();
          analytics.destroy();
        },
        getSocialInfo: () => portalSocialInfo(h, api),
      };
    },
  });
}
