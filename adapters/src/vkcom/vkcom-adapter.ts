import {
  createDefaultAdapter, extendAdapter, HostError, HostErrorCode, type Adapter, type AdapterHost, type ApiClient,
} from '@playport/host';
import type { AdReadiness } from '../shared/ads.js';
import { PLATFORM_CONSTANTS } from '../shared/constants.js';
import { loadPlatformScript, startPlatform } from '../shared/load-platform-script.js';
import { createPortalServices } from '../shared/portal-services.js';
import { queryParams, type PlatformOptions, type PlatformWindow } from '../shared/platform-window.js';
import { portalApi } from '../shared/portal-api.js';
import { createSocialLogin } from '../shared/social-login.js';
import { DEFAULT_PLATFORM_TIMEOUT_MS } from '../shared/timeout.js';
import { initialized } from '../shared/initialized.js';
import { assertVkBridgeMethodAllowed } from './vk-bridge-allow-list.js';
import { bundledVkBridge } from './vk-bridge-client.js';
import type { VkBridge, VkBridgeEvent, VkUser } from './vk-bridge-types.js';
import { checkVkAds, vkAdMethods } from './vkcom-ads.js';
import { vkAnalyticsSink } from './vkcom-analytics.js';
import { buyOnVk } from './vkcom-purchase.js';
import { vkGameLink, vkPlacement, type VkPlacement } from './vkcom-links.js';
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
  const ready: AdReadiness = { video: false, interstitial: false };
  let bridge: VkBridge | null = null;
  let host: AdapterHost | null = null;
  let api: ApiClient | null = null;
  // The portal's analytics (with the platform's own sink), in-game events, documents and support requests.
  const services = createPortalServices('vkcom');
  let launch = new URLSearchParams();
  let placement: VkPlacement = vkPlacement(launch, options.directHost);
  const vk = () => initialized(bridge);
  const onEvent = ({ detail }: VkBridgeEvent) => {
    if (detail.type === 'VKWebAppViewHide') host?.emit('FocusChanged', { focused: false });
    if (detail.type === 'VKWebAppViewRestore') host?.emit('FocusChanged', { focused: true });
  };
  const wait = (ms: number) => new Promise<void>((resolve) => host!.context.setTimeout(resolve, ms));

  return extendAdapter(createDefaultAdapter(), {
    name: 'vkcom',
    supports: {
      payments: true, rewardedAds: true, interstitialAds: true, stickyBanner: true, friends: true, invite: true,
      community: true, favorites: true, review: true, focus: true, login: true, vkBridge: true,
    },
    async init(h) {
      host = h;
      api = portalApi(h);
      launch = queryParams(h.context.window);
      placement = vkPlacement(launch, options.directHost);
      if (placement.direct && !options.directHost) {
        h.context.log('warn', 'VK opened the game with direct=true, but no direct host is configured: links point at vk.com');
      }
      const win = h.context.window as PlatformWindow;
      const loaded = options.scriptUrl
        ? await loadPlatformScript(h, options.scriptUrl, () => win.vkBridge as VkBridge | undefined, timeout)
        : await bundledVkBridge();
      // The message is the spec's, spelling included: partners match on it.
      await startPlatform(h, 'Failed to initiialize vk bridge', () => loaded.send('VKWebAppInit'), timeout);
      bridge = loaded;
      bridge.subscribe(onEvent);
      services.start(h, api, { vkcom: vkAnalyticsSink(bridge, h.context) });
      await checkVkAds(bridge, h, ready);
      await createSocialLogin(h, api)
        .login({ Social: 'VkontakteCom', VkontakteCom: { LaunchParams: launch.toString() } })
        .catch((err: unknown) => h.context.log('warn', 'VK sign-in failed:', err));
    },
    async getSocialInfo() {
      vk(); // NotConnected before init, without the wait
      await wait(PLATFORM_CONSTANTS.vkSocialInfoDelayMs);
      return vkSocialInfo(await vk().send<VkUser>('VKWebAppGetUserInfo'), launch);
    },
    methods: {
      ...vkAdMethods(vk, ready),
      ...services.methods,
      BuyProduct: async (params) => buyOnVk(host!, api!, vk(), params),
      AuthenticateUser: async () => ({ authenticated: true, userId: launch.get('vk_user_id') }),
      // Friends who play the game, read with an access token, not VKWebAppGetFriends (which opens a picker).
      GetFriends: async () => ({ friends: await vkAppFriends(vk(), launch) }),
      InviteFriends: async () => ({ invited: await vk().send<{ success: boolean }>('VKWebAppShowInviteBox').then((r) => r.success === true, () => false) }),
      JoinCommunity: async () => {
        const group = options.groupId ?? Number(launch.get('vk_group_id'));
        if (!group) return { joined: false };
        return { joined: await vk().send<{ result: boolean }>('VKWebAppJoinGroup', { group_id: group }).then((r) => r.result, () => false) };
      },
      AddToFavorites: async () => ({ added: await vk().send<{ result: boolean }>('VKWebAppAddToFavorites').then((r) => r.result, () => false) }),
      CanReview: async () => ({ canReview: true }),
      RequestReview: async () => ({ feedbackSent: await vk().send<{ result: boolean }>('VKWebAppRecommend').then((r) => r.result, () => false) }),
      ReviewInfo: async () => ({ available: true, reviewed: false }),
      // The status goes out as a share of the game's link on its placement, with the status as the message.
      SetStatus: async ({ status }) => {
        const link = vkGameLink(launch, placement);
        if (!link) return { sent: false };
        return { sent: await vk().send('VKWebAppShare', { link, text: status }).then(() => true, () => false) };
      },
      SendVkBridge: async ({ method, params }) => {
        assertVkBridgeMethodAllowed(method);
        const props = params && typeof params === 'object' && !Array.isArray(params) ? (params as Record<string, unknown>) : undefined;
        try {
          return { data: JSON.parse(JSON.stringify((await vk().send(method, props)) ?? null)) };
        } catch (err) {
          throw new HostError(HostErrorCode.Unknown, `VK Bridge ${method} failed`, err);
        }
      },
    },
    destroy() {
      bridge?.unsubscribe(onEvent);
      bridge = null;
      services.destroy();
    },
  });
}
