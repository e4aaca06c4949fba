import { API_ROUTES } from '@playport/api-contract/routes';
import type { ApiTransport } from '../transport.js';
import type {
  AcceptedFriendInvite,
  AccountInfo,
  ConnectFromGameRequest,
  FriendInvite,
  FriendInviteIdRequest,
  FriendInviteInfo,
  FriendInviteRequest,
  ConnectGameInvite,
  EmailInviteRequest,
  EmailInviteResponse,
  FetchGameConnectionRequest,
  FetchGameConnectionResponse,
  FriendStatusUpdate,
  FriendsRequest,
  FriendsResponse,
  InviteNotificationRequest,
  InviteNotificationResponse,
  InviteStatusRequest,
  InviteStatusResponse,
  ProfileMarketingRequest,
  ProfileRequest,
  ProfileUpdateRequest,
  PushTokenRequest,
  SupportMessageRequest,
  SupportMessageResponse,
  UpdateConnectGameInviteRequest,
  UpdateConnectGameInviteResponse,
} from '../types.js';
import { bodyCall } from './call-helpers.js';

/** The signed-in account (`/profile/*`, all auth). */
export function createProfileApi(t: ApiTransport) {
  const r = API_ROUTES.profile;
  return {
    /** The account as seen from one game. */
    get: bodyCall<ProfileRequest, AccountInfo>(t, r.get),
    /** Sets the account's language; refresh the profile afterwards. */
    update: bodyCall<ProfileUpdateRequest, AccountInfo>(t, r.update),
    /** Sets the marketing consent flag. */
    marketing: bodyCall<ProfileMarketingRequest, AccountInfo>(t, r.marketing),
    /** The account's connection to a game. */
    fetchFxIdGameConnection: bodyCall<FetchGameConnectionRequest, FetchGameConnectionResponse>(
      t,
      r.fetchFxIdGameConnection,
    ),
  };
}

/** Friends and status updates (`/friends/*`, all auth). */
export function createFriendsApi(t: ApiTransport) {
  const r = API_ROUTES.friends;
  return {
    /** Friends with their latest status. */
    get: bodyCall<FriendsRequest, FriendsResponse>(t, r.get),
    /** Notifies friends of an invite. */
    sendInviteNotification: bodyCall<InviteNotificationRequest, InviteNotificationResponse>(
      t,
      r.sendInviteNotification,
    ),
    /** Posts the player's status line; the answer is not read. */
    status: bodyCall<FriendStatusUpdate, void>(t, r.status),
    /** Makes a single-use friend invite link of the player. */
    createInvite: bodyCall<FriendInviteRequest, FriendInvite>(t, r.createInvite),
  };
}

/** Magic links and game-connection invites (`/invite/*`). */
export function createInviteApi(t: ApiTransport) {
  const r = API_ROUTES.invite;
  return {
    /** A game asks to link its account; returns the invite to open. */
    connectFromGame: bodyCall<ConnectFromGameRequest, ConnectGameInvite>(t, r.connectFromGame),
    /** Sends the magic sign-in link (after the robot check). */
    emailInvite: bodyCall<EmailInviteRequest, EmailInviteResponse>(t, r.emailInvite),
    /** Where a game-connection invite stands. */
    status: bodyCall<InviteStatusRequest, InviteStatusResponse>(t, r.status),
    /** Accepts or declines a game-connection invite. */
    updateConnectGameInvite: bodyCall<UpdateConnectGameInviteRequest, UpdateConnectGameInviteResponse>(
      t,
      r.updateConnectGameInvite,
    ),
    /** Who a friend invite link is from and whether it still works. */
    friendInvite: bodyCall<FriendInviteIdRequest, FriendInviteInfo>(t, r.friendInvite),
    /** Accepts a friend invite link as the signed-in player: both become friends. */
    acceptFriendInvite: bodyCall<FriendInviteIdRequest, AcceptedFriendInvite>(t, r.acceptFriendInvite),
  };
}

/** Web push subscriptions (`/push_tokens/*`). */
export function createPushTokensApi(t: ApiTransport) {
  return {
    /** Saves the browser's push token for a game (auth). */
    save: bodyCall<PushTokenRequest, void>(t, API_ROUTES.pushTokens.save),
  };
}

/** Support requests (`/support/*`). */
export function createSupportApi(t: ApiTransport) {
  return {
    /** Sends a support message (auth). */
    sendMessage: bodyCall<SupportMessageRequest, SupportMessageResponse>(t, API_ROUTES.support.sendMessage),
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
