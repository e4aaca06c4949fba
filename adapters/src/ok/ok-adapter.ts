import {
  createDefaultAdapter,
  extendAdapter,
  HostError,
  HostErrorCode,
  type Adapter,
} from '@playport/host/adapter-kit';
import type { AdReadiness } from '../shared/ads.js';
import { PLATFORM_CONSTANTS } from '../shared/constants.js';
import { loadPlatformScript, startPlatform } from '../shared/load-platform-script.js';
import { queryParams, type PlatformOptions, type PlatformWindow } from '../shared/platform-window.js';
import { platformPayments } from '../shared/platform-payments.js';
import { portalApi } from '../shared/portal-api.js';
import { createSocialLogin } from '../shared/social-login.js';
import { DEFAULT_PLATFORM_TIMEOUT_MS } from '../shared/timeout.js';
import type { Fapi } from './fapi-types.js';
import { okAdMethods } from './ok-ads.js';
import { createOkBanner } from './ok-banner.js';
import { createOkClient } from './ok-client.js';
import { okFriends, okReviewInfo, okSocialInfo } from './ok-social.js';
import { startPortalServices } from '../shared/portal-services.js';

/** The info modal's text when the OK invite fails: no friends can be invited. */
export const OK_NO_FRIENDS_TO_INVITE = 'Нет друзей, доступных для приглашения';

export interface OkAdapterOptions extends PlatformOptions {
  /** The game's OK group, for JoinCommunity. */
  groupId?: string;
  /** OK's viewport (`getPageInfo`), every 5 s: the portal lays its modals out inside it. */
  onPageInfo?: (info: unknown) => void;
  /** The game's OK application id, sent as `app_id` with `apps.getAppUserRating` (default: OK's current application). */
  appId?: string;
  /** Where OK shows the sticky banner: `bottom` (default) or `top`. */
  bannerPosition?: 'top' | 'bottom';
}

const parse = (data: unknown) => {
  try {
    return typeof data === 'string' ? JSON.parse(data) : data;
  } catch {
    return data;
  }
};

/** Odnoklassniki over FAPI (`fapi5.js`). */
export function createOkAdapter(options: OkAdapterOptions = {}): Adapter {
  const timeout = options.timeoutMs ?? DEFAULT_PLATFORM_TIMEOUT_MS;
  return extendAdapter(createDefaultAdapter(), {
    name: 'ok',
    supports: {
      payments: true,
      rewardedAds: true,
      interstitialAds: true,
      stickyBanner: true,
      friends: true,
      invite: true,
      // JoinCommunity joins the game's group: only a game with one can.
      community: Boolean(options.groupId),
      review: true,
      login: true,
    },
    async start(h) {
      const api = portalApi(h);
      const win = h.context.window as PlatformWindow;
      const fapi = await loadPlatformScript(
        h,
        options.scriptUrl ?? 'https://api.ok.ru/js/fapi5.js',
        () => win.FAPI as Fapi | undefined,
        options.scriptTimeoutMs,
      );
      const launch = fapi.Util.getRequestParameters();
      await startPlatform(
        h,
        'FAPI.init',
        () =>
          new Promise<void>((resolve, reject) =>
            fapi.init(launch.api_server ?? '', launch.apiconnection ?? '', resolve, (e) =>
              reject(new Error(String(e))),
            ),
          ),
        timeout,
      );
      const ok = createOkClient(fapi, win, h.context, timeout);
      const refreshPageInfo = () =>
        void ok
          .ui('getPageInfo', (f) => f.UI.getPageInfo())
          .then(
            (r) => options.onPageInfo?.(parse(r.data)),
            () => {},
          );
      const pageInfoTimer = h.context.setInterval(refreshPageInfo, PLATFORM_CONSTANTS.okPageInfoRefreshMs);
      const ready: AdReadiness = {
        interstitial: true,
        video: (await ok.ui('loadAd', (f) => f.UI.loadAd()).catch(() => null))?.result === 'ok',
      };
      h.emit('AdsVideoAvailable', { available: ready.video });
      h.emit('AdsInterstitialAvailable', { available: ready.interstitial });
      await createSocialLogin(h, api)
        .login({ Social: 'Odnoklassniki', Odnoklassniki: { LaunchParams: queryParams(win).toString() } })
        .catch((err: unknown) => h.context.log('warn', 'OK sign-in failed:', err));
      // The portal's analytics, in-game events, documents and support requests, as under the portal adapter.
      const services = startPortalServices(h, api, 'ok');
      const banner = createOkBanner(ok, h.context, timeout, options.bannerPosition);
      const payments = platformPayments(h, api, 'Odnoklassniki', async (order) => {
        const p = order.OrderProduct;
        const answer = await ok.ui('showPayment', (f) =>
          f.UI.showPayment(
            p.LocalizedProductName ?? p.Sku,
            p.LocalizedProductDescription ?? '',
            p.Sku,
            p.Price,
            null,
            order.Odnoklassniki?.ExtraAttributes ?? '',
            'ok',
            'true',
          ),
        );
        if (answer.result !== 'ok') throw new HostError(HostErrorCode.Unknown, 'Payment not completed', answer.data);
      });
      return {
        getSocialInfo: async () => okSocialInfo(ok),
        methods: {
          ...services.methods,
          ...okAdMethods(ok, ready),
          ...banner.methods,
          BuyProduct: async (params) => payments.buy(params),
          AuthenticateUser: async () => ({
            authenticated: true,
            userId: fapi.Util.getRequestParameters().logged_user_id ?? null,
          }),
          GetFriends: async () => ({ friends: await okFriends(ok) }),
          InviteFriends: async (params) => {
            const answer = await ok.ui('showInvite', (f) => f.UI.showInvite(params?.text ?? '')).catch(() => null);
            if (answer?.result === 'ok') return { invited: true };
            await h.ui.showInfo({ body: OK_NO_FRIENDS_TO_INVITE });
            return { invited: false };
          },
          JoinCommunity: async () => {
            const group = options.groupId;
            if (!group) return { joined: false };
            const answer = await ok.ui('joinGroup', (f) => f.UI.joinGroup(group, true)).catch(() => null);
            return { joined: answer?.result === 'ok' };
          },
          CanReview: async () => ({ canReview: true }),
          RequestReview: async () => ({
            feedbackSent:
              (await ok.ui('showRatingDialog', (f) => f.UI.showRatingDialog()).catch(() => null))?.result === 'ok',
          }),
          ReviewInfo: async () => okReviewInfo(ok, options.appId),
          SetStatus: async ({ status }) => {
            const answer = await ok
              .ui('postMediatopic', (f) => f.UI.postMediatopic({ media: [{ type: 'text', text: status }] }, true))
              .catch(() => null);
            return { sent: answer?.result === 'ok' };
          },
        },
        destroy() {
          services.destroy();
          h.context.clearInterval(pageInfoTimer);
          banner.destroy();
          ok.dispose();
        },
      };
    },
  });
}
