import { createDefaultAdapter, extendAdapter, HostError, HostErrorCode, type Adapter, type AdapterHandler, type AdapterHost } from '@playport/host';
import { queryParams, type PlatformOptions } from '../shared/platform-window.js';
import { portalApi } from '../shared/portal-api.js';
import { createSocialLogin } from '../shared/social-login.js';
import { DEFAULT_PLATFORM_TIMEOUT_MS } from '../shared/timeout.js';
import { createPortalAds, type PortalAdsOptions } from './portal-ads.js';
import { createPushRegister, type PortalPushOptions } from './push-register.js';

/** The portal's card and wallet checkout (the host's payments flow), given the adapter host. */
export type PortalPayments = (host: AdapterHost) => AdapterHandler<'BuyProduct'>;

export interface FxidAdapterOptions extends PlatformOptions {
  /** Card and wallet purchases; without it BuyProduct answers NotSupported. */
  payments?: PortalPayments;
  ads?: PortalAdsOptions;
  /** Web push: the server's VAPID public key (see push-register.ts). */
  push?: PortalPushOptions;
  /** The route name (fxlauncher and fxnative are the portal adapter under another name). */
  name?: 'fxid' | 'fxlauncher' | 'fxnative';
}

/** The portal's own adapter: one-time login codes, its payments flow, its video ads, share and invite links. */
export function createFxidAdapter(options: FxidAdapterOptions = {}): Adapter {
  const ads = createPortalAds(options.ads ?? {}, options.timeoutMs ?? DEFAULT_PLATFORM_TIMEOUT_MS);
  let host: AdapterHost | null = null;
  let buy: AdapterHandler<'BuyProduct'> | null = null;
  const gameUrl = (h: AdapterHost) => `${h.context.window.location.origin}/play/${encodeURIComponent(h.game)}`;

  return extendAdapter(createDefaultAdapter(), {
    name: options.name ?? 'fxid',
    supports: {
      payments: Boolean(options.payments), rewardedAds: ads.configured, interstitialAds: ads.interstitial, invite: true,
      login: true,
    },
    async init(h) {
      host = h;
      buy = options.payments?.(h) ?? null;
      const loginCode = queryParams(h.context.window).get('loginCode');
      if (loginCode) {
        await createSocialLogin(h, portalApi(h))
          .login({ Social: 'FxId', FxId: { LoginCode: loginCode } })
          .then(() => h.refreshUserInfo(), (err: unknown) => h.context.log('warn', 'Login code sign-in failed:', err));
      }
      await ads.init(h);
    },
    methods: {
      ...ads.methods,
      PushRegister: createPushRegister(options.push ?? {}, () => host!, () => portalApi(host!)),
      BuyProduct: async (params, call) => {
        if (!buy) throw new HostError(HostErrorCode.NotSupported, 'Purchasing is not supported on this platform');
        return buy(params, call);
      },
      AuthenticateUser: async () => {
        const signedIn = await host!.ui.showLogin({ game: host!.game });
        if (signedIn) host!.refreshUserInfo();
        return { authenticated: signedIn, userId: null };
      },
      InviteFriends: async (params) => {
        await host!.ui.showLinkShare({ url: gameUrl(host!), text: params?.text });
        return { invited: true };
      },
    },
  });
}
