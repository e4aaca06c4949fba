import type { ReceiveDataMap } from '@vkontakte/vk-bridge';
import type { VkcomScenario } from './vkcom-scenario.js';

/** VK's happy-path answers, by method (vk-bridge types). */
export function defaultVkAnswers(script: VkcomScenario, launch: URLSearchParams): Record<string, unknown> {
  const user = { id: 7, first_name: 'Vera', last_name: 'Kotova', sex: 1, ...script.user };
  return {
    VKWebAppInit: { result: true },
    VKWebAppGetLaunchParams: Object.fromEntries(launch),
    VKWebAppGetUserInfo: {
      ...user,
      photo_100: `https://vk.test/${user.id}_100.jpg`,
      photo_200: `https://vk.test/${user.id}_200.jpg`,
    },
    VKWebAppShowOrderBox: { success: true, order_id: 1001 },
    VKWebAppCheckNativeAds: { result: true },
    VKWebAppShowNativeAds: { result: true },
    VKWebAppShowBannerAd: { result: true, banner_width: 320, banner_height: 50 },
    VKWebAppHideBannerAd: { result: true },
    VKWebAppGetFriends: {
      users: [{ id: 8, first_name: 'Ivan', last_name: 'Petrov', sex: 2, photo_200: 'https://vk.test/8_200.jpg' }],
    },
    VKWebAppGetAuthToken: { access_token: 'vk-user-token', scope: 'friends' },
    VKWebAppShowInviteBox: { success: true },
    VKWebAppShare: { type: 'message' },
    // The player published the post (vk-bridge's ReceiveDataMap; dev.vk.com/ru/bridge/VKWebAppShowWallPostBox).
    VKWebAppShowWallPostBox: { post_id: 4604 } satisfies ReceiveDataMap['VKWebAppShowWallPostBox'],
    VKWebAppJoinGroup: { result: true },
    VKWebAppAddToFavorites: { result: true },
    VKWebAppRecommend: { result: true },
    VKWebAppTrackEvent: { result: true },
    VKWebAppConversionHit: { result: true },
  };
}
