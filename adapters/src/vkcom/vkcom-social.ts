import type { SocialInfo } from '@playport/sdk/protocol';
import { PLATFORM_CONSTANTS } from '../shared/constants.js';
import { joinName, socialInfo, vkGender } from '../shared/social-info.js';
import type { VkUser } from './vk-bridge-types.js';

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
    vkcom: { appId: launch.get('vk_app_id') ?? '', defaultApiVersion: PLATFORM_CONSTANTS.vkApiVersion, defaultAccessToken: null },
  });
}
