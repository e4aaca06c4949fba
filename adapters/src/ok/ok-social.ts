import { HostError, HostErrorCode } from '@playport/host/adapter-kit';
import type { MethodResult, SocialInfo } from '@playport/sdk/protocol';
import { PLATFORM_CONSTANTS } from '../shared/constants.js';
import { joinName, okGender, socialInfo } from '../shared/social-info.js';
import type { OkClient } from './ok-client.js';
import type { OkAppUserRating, OkUser } from './fapi-types.js';

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

/**
 * Whether the player rated the game, from OK's REST method `apps.getAppUserRating` ("get current user's
 * rating for your game", apiok.ru/en/dev/sdk/js/ui.showRatingDialog): reviewed when the answer has
 * `success: true` and a rating above 0. OK's REST errors reject with the client's coded error; an
 * answer that is not an object is `Unknown` too.
 */
export async function okReviewInfo(ok: OkClient, appId?: string): Promise<MethodResult<'ReviewInfo'>> {
  const answer = await ok.rest<OkAppUserRating | null>({
    method: 'apps.getAppUserRating',
    ...(appId ? { app_id: appId } : {}),
  });
  if (!answer || typeof answer !== 'object') {
    throw new HostError(HostErrorCode.Unknown, 'OK apps.getAppUserRating answered an unexpected shape', { answer });
  }
  return {
    available: true,
    reviewed: answer.success === true && typeof answer.rating === 'number' && answer.rating > 0,
  };
}
