import {
  createDefaultAdapter,
  extendAdapter,
  HostError,
  HostErrorCode,
  type Adapter,
} from '@playport/host/adapter-kit';
import type { ReceiveDataMap, RequestPropsMap } from '@vkontakte/vk-bridge';
import type { AdReadiness } from '../shared/ads.js';
import { PLATFORM_CONSTANTS } from '../shared/constants.js';
import { loadPlatformScript, startPlatform } from '../shared/load-platform-script.js';
import { platformPayments } from '../shared/platform-payments.js';
import { startPortalServices } from '../shared/portal-services.js';
import { queryParams, type PlatformOptions, type PlatformWindow } from '../shared/platform-window.js';
import { portalApi } from '../shared/portal-api.js';
import { createSocialLogin } from '../shared/social-login.js';
import { DEFAULT_PLATFORM_TIMEOUT_MS } from '../shared/timeout.js';
import { assertVkBridgeMethodAllowed } from './vk-bridge-allow-list.js';
import { bundledVkBridge } from './vk-bridge-client.js';
import type { VkBridge, VkBridgeEvent, VkUser } from './vk-bridge-types.js';
import { checkVkAds, vkAdMethods } from './vkcom-ads.js';
import { vkAnalyticsSink } from './vkcom-analytics.js';
import { payOnVk } from './vkcom-purchase.js';
import { vkGameLink, vkPlacement } from './vkcom-links.js';
import { vkAppFriends, vkSocialInfo } from './vkcom-social.js';

export interface VkcomAdapterOptions extends PlatformOptions {
  /** The game's VK community, for JoinCommunity (default: `vk_group_id` of the launch). */
  groupId?: number;
  /**
   * A script defining `vkBridge` (VK's browser build, or the simulator in local mode) to use
   * instead of the bundled vk-bridge.
   */
  scriptUrl?: string;
  /**
   * VK's direct host: a game VK opens there carries `direct=true` in its frame URL, and its links point
   * at this host instead of vk.com (see README, "Direct Games").
   */
  directHost?: string;
}

/** VK Mini Apps / VK Games over vk-bridge. */
export function createVkcomAdapter(options: VkcomAdapterOptions = {}): Adapter {
  const timeout = options.timeoutMs ?? DEFAULT_PLATFORM_TIMEOUT_MS;
  return extendAdapter(createDefaultAdapter(), {
    name: 'vkcom',
    supports: {
      payments: true,
      rewardedAds: true,
      interstitialAds: true,
      stickyBanner: true,
      friends: true,
      invite: true,
      community: true,
      favorites: true,
      review: true,
      focus: true,
      login: true,
      vkBridge: true,
    },
    async start(h) {
      const api = portalApi(h);
      const launch = queryParams(h.context.window);
      const placement = vkPlacement(launch, options.directHost);
      if (placement.direct && !options.directHost) {
        h.context.log(
          'warn',
          'VK opened the game with direct=true, but no direct host is configured: links point at vk.com',
        );
      }
      const win = h.context.window as PlatformWindow;
      const vk = options.scriptUrl
        ? await loadPlatformScript(
            h,
            options.scriptUrl,
            () => win.vkBridge as VkBridge | undefined,
            options.scriptTimeoutMs,
          )
        : await bundledVkBridge();
      // The message is the spec's, spelling included: partners match on it.
      await startPlatform(h, 'Failed to initiialize vk bridge', () => vk.send('VKWebAppInit'), timeout);
      const onEvent = ({ detail }: VkBridgeEvent) => {
        // VKWebAppViewHide / VKWebAppViewRestore (vk-bridge's dist/types/data.d.ts): the app was hidden or shown again.
        if (detail.type === 'VKWebAppViewHide') {
          h.emit('FocusChanged', { focused: false });
          h.setPlatformState({ paused: true, muted: true });
        }
        if (detail.type === 'VKWebAppViewRestore') {
          h.emit('FocusChanged', { focused: true });
          h.setPlatformState({ paused: false, muted: false });
        }
      };
      vk.subscribe(onEvent);
      const ready: AdReadiness = { video: false, interstitial: false };
      await checkVkAds(vk, h, ready);
      await createSocialLogin(h, api)
        .login({ Social: 'VkontakteCom', VkontakteCom: { LaunchParams: launch.toString() } })
        .catch((err: unknown) => h.context.log('warn', 'VK sign-in failed:', err));
      // The portal's analytics (with the platform's own sink), in-game events, documents and support requests.
      const services = startPortalServices(h, api, 'vkcom', { vkcom: vkAnalyticsSink(vk, h.context) });
      const payments = platformPayments(h, api, 'VkontakteCom', payOnVk(vk));
      const wait = (ms: number) => new Promise<void>((resolve) => h.context.setTimeout(resolve, ms));
      return {
        async getSocialInfo() {
          await wait(PLATFORM_CONSTANTS.vkSocialInfoDelayMs);
          return vkSocialInfo(await vk.send<VkUser>('VKWebAppGetUserInfo'), launch);
        },
        methods: {
          ...vkAdMethods(vk, ready),
          ...services.methods,
          BuyProduct: async (params) => payments.buy(params),
          AuthenticateUser: async () => ({ authenticated: true, userId: launch.get('vk_user_id') }),
          // Friends who play the game, read with an access token, not VKWebAppGetFriends (which opens a picker).
          GetFriends: async () => ({ friends: await vkAppFriends(vk, launch) }),
          InviteFriends: async () => ({
            invited: await vk.send<{ success: boolean }>('VKWebAppShowInviteBox').then(
              (r) => r.success === true,
              () => false,
            ),
          }),
          JoinCommunity: async () => {
            const group = options.groupId ?? Number(launch.get('vk_group_id'));
            if (!group) return { joined: false };
            return {
              joined: await vk.send<{ result: boolean }>('VKWebAppJoinGroup', { group_id: group }).then(
                (r) => r.result,
                () => false,
              ),
            };
          },
          AddToFavorites: async () => ({
            added: await vk.send<{ result: boolean }>('VKWebAppAddToFavorites').then(
              (r) => r.result,
              () => false,
            ),
          }),
          CanReview: async () => ({ canReview: true }),
          RequestReview: async () => ({
            feedbackSent: await vk.send<{ result: boolean }>('VKWebAppRecommend').then(
              (r) => r.result,
              () => false,
            ),
          }),
          ReviewInfo: async () => ({ available: true, reviewed: false }),
          // The status goes out as a wall post: the status as its message, the game's link on its placement
          // attached. vk-bridge 3.0.2's VKWebAppShare takes only `link`, so it cannot carry the text.
          SetStatus: async ({ status }) => {
            const link = vkGameLink(launch, placement);
            if (!link) return { sent: false };
            const post: RequestPropsMap['VKWebAppShowWallPostBox'] = { message: status, attachments: link };
            return {
              sent: await vk.send<ReceiveDataMap['VKWebAppShowWallPostBox']>('VKWebAppShowWallPostBox', post).then(
                (r) => Boolean(r.post_id),
                () => false,
              ),
            };
          },
          SendVkBridge: async ({ method, params }) => {
            assertVkBridgeMethodAllowed(method);
            const props =
              params && typeof params === 'object' && !Array.isArray(params)
                ? (params as Record<string, unknown>)
                : undefined;
            try {
              return { data: JSON.parse(JSON.stringify((await vk.send(method, props)) ?? null)) };
            } catch (err) {
              throw new HostError(HostErrorCode.Unknown, `VK Bridge ${method} failed`, err, { cause: err });
            }
          },
        },
        destroy() {
          vk.unsubscribe(onEvent);
          services.destroy();
        },
      };
    },
  });
}
