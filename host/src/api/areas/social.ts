import type { ApiTransport } from '../transport.js';
import { areaCalls } from './call-helpers.js';

/** The signed-in account (`/profile/*`, all auth). */
export function createProfileApi(t: ApiTransport) {
  const call = areaCalls(t, 'profile');
  return {
    /** The account as seen from one game. */
    get: call.body('get'),
    /** Sets the account's language; refresh the profile afterwards. */
    update: call.body('update'),
    /** Sets the marketing consent flag. */
    marketing: call.body('marketing'),
    /** The account's connection to a game. */
    fetchFxIdGameConnection: call.body('fetchFxIdGameConnection'),
  };
}

/** Friends and status updates (`/friends/*`, all auth). */
export function createFriendsApi(t: ApiTransport) {
  const call = areaCalls(t, 'friends');
  return {
    /** Friends with their latest status. */
    get: call.body('get'),
    /** Notifies friends of an invite. */
    sendInviteNotification: call.body('sendInviteNotification'),
    /** Posts the player's status line; the answer is not read. */
    status: call.body('status'),
    /** Makes a single-use friend invite link of the player. */
    createInvite: call.body('createInvite'),
  };
}

/** Magic links and game-connection invites (`/invite/*`). */
export function createInviteApi(t: ApiTransport) {
  const call = areaCalls(t, 'invite');
  return {
    /** A game asks to link its account; returns the invite to open. */
    connectFromGame: call.body('connectFromGame'),
    /** Sends the magic sign-in link (after the robot check). */
    emailInvite: call.body('emailInvite'),
    /** Where a game-connection invite stands. */
    status: call.body('status'),
    /** Accepts or declines a game-connection invite. */
    updateConnectGameInvite: call.body('updateConnectGameInvite'),
    /** Who a friend invite link is from and whether it still works. */
    friendInvite: call.body('friendInvite'),
    /** Accepts a friend invite link as the signed-in player: both become friends. */
    acceptFriendInvite: call.body('acceptFriendInvite'),
  };
}

/** Web push subscriptions (`/push_tokens/*`). */
export function createPushTokensApi(t: ApiTransport) {
  const call = areaCalls(t, 'pushTokens');
  return {
    /** Saves the browser's push token for a game (auth). */
    save: call.body('save'),
  };
}

/** Support requests (`/support/*`). */
export function createSupportApi(t: ApiTransport) {
  const call = areaCalls(t, 'support');
  return {
    /** Sends a support message (auth). */
    sendMessage: call.body('sendMessage'),
  };
}

/** The `profile` area of the API client. */
export type ProfileApi = ReturnType<typeof createProfileApi>;
/** The `friends` area of the API client. */
export type FriendsApi = ReturnType<typeof createFriendsApi>;
/** The `invite` area of the API client. */
export type InviteApi = ReturnType<typeof createInviteApi>;
/** The `pushTokens` area of the API client. */
export type PushTokensApi = ReturnType<typeof createPushTokensApi>;
/** The `support` area of the API client. */
export type SupportApi = ReturnType<typeof createSupportApi>;
