import type { AnyRequestMethodName } from '@vkontakte/vk-bridge';
import { HostError, HostErrorCode } from '@playport/host/adapter-kit';

/**
 * The vk-bridge methods a game may send through SendVkBridge: display and device state, ads, and the
 * boxes in which the player decides (share, invite, leaderboard, recommend, favorites). The names are
 * checked against `@vkontakte/vk-bridge`'s own request map (`AnyRequestMethodName`).
 *
 * Everything else is refused, in particular what spends money or acts in the host's name: the order,
 * subscription and pay boxes, tokens and signatures (`VKWebAppGetAuthToken`, `VKWebAppGetCommunityToken`,
 * `VKWebAppGetLaunchParams`, `VKWebAppCreateHash`), API calls (`VKWebAppCallAPIMethod`), the player's
 * contact data (`VKWebAppGetEmail`, `VKWebAppGetPhoneNumber`, `VKWebAppGetPersonalCard`, geodata),
 * the app's storage, statistics and pixels, community and notification grants, and navigation.
 */
export const VK_BRIDGE_ALLOWED_METHODS = Object.freeze([
  'VKWebAppGetClientVersion',
  'VKWebAppGetConfig',
  'VKWebAppGetUserInfo',
  'VKWebAppAddToHomeScreenInfo',
  'VKWebAppCheckNativeAds',
  'VKWebAppShowNativeAds',
  'VKWebAppCheckBannerAd',
  'VKWebAppShowBannerAd',
  'VKWebAppHideBannerAd',
  'VKWebAppShare',
  'VKWebAppShowInviteBox',
  'VKWebAppShowLeaderBoardBox',
  'VKWebAppShowImages',
  'VKWebAppRecommend',
  'VKWebAppAddToFavorites',
  'VKWebAppAddToHomeScreen',
  'VKWebAppCopyText',
  'VKWebAppSetViewSettings',
  'VKWebAppResizeWindow',
  'VKWebAppScroll',
  'VKWebAppDisableSwipeBack',
  'VKWebAppEnableSwipeBack',
  'VKWebAppTapticImpactOccurred',
  'VKWebAppTapticNotificationOccurred',
  'VKWebAppTapticSelectionChanged',
] as const satisfies readonly AnyRequestMethodName[]);

const ALLOWED: ReadonlySet<string> = new Set(VK_BRIDGE_ALLOWED_METHODS);

/** Throws NotSupported, naming the method, unless a game may send `method` through SendVkBridge. */
export function assertVkBridgeMethodAllowed(method: string): void {
  if (!ALLOWED.has(method)) {
    throw new HostError(HostErrorCode.NotSupported, `VK Bridge method ${method} is not available to games`);
  }
}
