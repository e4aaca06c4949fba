import type { SocialInfo } from '@playport/sdk/protocol';
import { PLATFORM_CONSTANTS } from '../shared/constants.js';
import { joinName, okGender, socialInfo } from '../shared/social-info.js';
import type { OkClient } from './ok-client.js';
import type { OkUser } from './fapi-types.js';

const FIELDS = 'uid,name,first_name,last_name,gender,pic224x224,locale';
const size = PLATFORM_CONSTANTS.okAvatarSize;

/** An OK user as the protocol's friend ('m'/'male', 'f'/'female'; 224x224 avatar). */
export function okFriend(user: OkUser) {
  return {
    uid: String(user.uid),
    firstName: user.first_name || null,
    lastName: user.last_name || null,
    displayName: user.name || joinName(user.first_name, user.last_name),
    gender: okGender(user.gender),
    photo: user.pic224x224 ? { width: size, height: size, url: user.pic224x224 } : null,
  };
}

export async function okSocialInfo(ok: OkClient): Promise<SocialInfo> {
  const user = await ok.rest<OkUser>({ method: 'users.getCurrentUser', fields: FIELDS });
  const { uid: _uid, ...person } = okFriend(user);
  return socialInfo('Odnoklassniki', {
    ...person,
    userId: String(user.uid),
    paymentsAvailable: true,
    capabilities: ['FriendsList', 'FriendsInvite', 'AdsAvailable', 'RateApplication'],
    socialLocale: user.locale ?? null,
  });
}

/** The player's friends: ids from `friends.get`, details from `users.getInfo` in batches of 100. */
export async function okFriends(ok: OkClient) {
  const uids = await ok.rest<string[]>({ method: 'friends.get' });
  const users: OkUser[] = [];
  for (let i = 0; i < uids.length; i += PLATFORM_CONSTANTS.okFriendBatch) {
    const batch = uids.slice(i, i + PLATFORM_CONSTANTS.okFriendBatch).join(',');
    users.push(...(await ok.rest<OkUser[]>({ method: 'users.getInfo', uids: batch, fields: FIELDS })));
  }
  return users.map(okFriend);
}
