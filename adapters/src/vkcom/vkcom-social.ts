import type { SocialInfo } from '@playport/sdk/protocol';
import { PLATFORM_CONSTANTS } from '../shared/constants.js';
import { joinName, socialInfo, vkGender } from '../shared/social-info.js';
import type { VkBridge, VkUser } from './vk-bridge-types.js';

const photo = (url: string | undefined) =>
  url ? { width: PLATFORM_CONSTANTS.vkAvatarSize, height: PLATFORM_CONSTANTS.vkAvatarSize, url } : null;

/** A VK user as the protocol's friend. */
export function vkFriend(user: VkUser) {
  return {
    uid: String(user.id),
    firstName: user.first_name || null,
    lastName: user.last_name || null,
    displayName: joinName(user.first_name, user.last_name),
    gender: vkGender(user.sex),
    photo: photo(user.photo_200),
  };
}

/** Social info of the VK player, with the vkcom block from the launch params. */
export function vkSocialInfo(user: VkUser, launch: URLSearchParams): SocialInfo {
  const { uid: _uid, ...person } = vkFriend(user);
  return socialInfo('VkontakteCom', {
    ...person,
    userId: String(user.id),
    paymentsAvailable: true,
    capabilities: ['FriendsList', 'FriendsInvite', 'AdsAvailable', 'RateApplication'],
    socialLocale: launch.get('vk_language'),
    socialFlavor: launch.get('vk_platform'),
    vkcom: {
      appId: launch.get('vk_app_id') ?? '',
      defaultApiVersion: PLATFORM_CONSTANTS.vkApiVersion,
      defaultAccessToken: null,
    },
  });
}

/** The most ids `users.get` takes in one call (dev.vk.com/ru/method/users.get). */
const USERS_GET_MAX = 1000;

/**
 * The player's friends who play this game, as the spec reads them: an access token with the `friends`
 * scope (`VKWebAppGetAuthToken`), then `friends.getAppUsers` and `users.get` (fields `photo_200,sex`)
 * through `VKWebAppCallAPIMethod`, API version 5.131. A refused token or a failed call gives no friends.
 */
export async function vkAppFriends(bridge: VkBridge, launch: URLSearchParams): Promise<ReturnType<typeof vkFriend>[]> {
  const appId = Number(launch.get('vk_app_id'));
  if (!Number.isInteger(appId) || appId <= 0) return [];
  try {
    const token = await bridge.send<{ access_token?: string; scope?: string }>('VKWebAppGetAuthToken', {
      app_id: appId,
      scope: 'friends',
    });
    if (!token.access_token || !(token.scope ?? '').split(',').includes('friends')) return [];
    const call = async (method: string, params: Record<string, unknown>) =>
      (
        await bridge.send<{ response?: unknown }>('VKWebAppCallAPIMethod', {
          method,
          params: { ...params, v: PLATFORM_CONSTANTS.vkApiVersion, access_token: token.access_token },
        })
      ).response;
    const ids = await call('friends.getAppUsers', {});
    if (!Array.isArray(ids) || ids.length === 0) return [];
    const users = await call('users.get', { user_ids: ids.slice(0, USERS_GET_MAX).join(','), fields: 'photo_200,sex' });
    return Array.isArray(users) ? (users as VkUser[]).map(vkFriend) : [];
  } catch {
    return [];
  }
}
