import { toHostError, type AdapterHandler, type AdapterHost } from '@playport/host/adapter-kit';
import type { ApiClient } from '@playport/host/api';
import type { MethodResult } from '@playport/sdk/protocol';
import { isSignedIn, requireSignedIn, unexpectedAnswer } from './portal-session.js';

type PortalFriend = Awaited<ReturnType<ApiClient['friends']['get']>>['Friends'][number];
type ProtocolFriend = MethodResult<'GetFriends'>['friends'][number];

/** How many friends one invite notification names at most (the server's limit). */
export const MAX_INVITE_NOTIFICATIONS = 50;

const isFriend = (f: unknown): f is PortalFriend =>
  !!f &&
  typeof f === 'object' &&
  typeof (f as PortalFriend).FriendAccountId === 'string' &&
  (f as PortalFriend).FriendAccountId !== '';

/** A portal friend in the protocol's shape: the account id as uid, the status name as display name. */
export function toProtocolFriend(f: PortalFriend): ProtocolFriend {
  return {
    uid: f.FriendAccountId,
    firstName: null,
    lastName: null,
    displayName: f.Name || null,
    gender: 'unspecified',
    photo: null,
  };
}

/**
 * Friends on the portal adapter. `GetFriends` lists the signed-in player's friends (`/friends/get`);
 * `SetStatus` posts the player's status line for this game (`/friends/status`; as the spec says, a
 * failure or a visitor is only logged and answers `sent: false`); `InviteFriends` notifies friends who
 * do not play this game yet (`/friends/send_invite_notification`, failures logged) and opens the share
 * modal with the player's friend invite link (`/friends/create_invite`: whoever accepts it becomes a
 * friend), or for a visitor or when that fails, with the game's link.
 *
 * @example
 * ```ts
 * const friends = createPortalFriends(host, portalApi(host), gameUrl);
 * ```
 */
export function createPortalFriends(host: AdapterHost, api: ApiClient, gameUrl: () => string) {
  const game = host.game;
  const log = (what: string, err: unknown) => host.context.log('warn', `${what} failed:`, toHostError(err).message);

  const fetchFriends = async (method: string): Promise<PortalFriend[]> => {
    const answer = (await api.friends.get({ FriendsIds: [], Game: game })) as { Friends?: unknown } | null | undefined;
    const list = answer?.Friends;
    if (!Array.isArray(list) || !list.every(isFriend)) throw unexpectedAnswer(method, '/friends/get');
    return list;
  };

  const GetFriends: AdapterHandler<'GetFriends'> = async () => {
    requireSignedIn(host, 'GetFriends');
    return { friends: (await fetchFriends('GetFriends')).map(toProtocolFriend) };
  };

  const SetStatus: AdapterHandler<'SetStatus'> = async (params) => {
    if (!isSignedIn(host)) {
      host.context.log('warn', 'SetStatus: the player is not signed in; the status was not sent');
      return { sent: false };
    }
    try {
      // An empty Name lets the portal show the account's own name.
      await api.friends.status({ Name: '', Priority: params.priority ?? 0, Status: params.status, Game: game });
      return { sent: true };
    } catch (err) {
      log('SetStatus', err);
      return { sent: false };
    }
  };

  const notify = async (text: string | undefined): Promise<number> => {
    if (!isSignedIn(host)) return 0;
    try {
      const targets = (await fetchFriends('InviteFriends')).filter((f) => !f.InThisGame).map((f) => f.FriendAccountId);
      if (!targets.length) return 0;
      const answer = await api.friends.sendInviteNotification({
        Game: game,
        FriendAccountIds: targets.slice(0, MAX_INVITE_NOTIFICATIONS),
        Message: text ?? null,
      });
      return typeof answer?.Sent === 'number' ? answer.Sent : 0;
    } catch (err) {
      log('Invite notification', err);
      return 0;
    }
  };

  /** A signed-in player's friend invite link (`/friends/create_invite`); a visitor's, or on failure, the game's link. */
  const inviteLink = async (): Promise<string> => {
    if (!isSignedIn(host)) return gameUrl();
    try {
      const answer = (await api.friends.createInvite({ Game: game })) as { InviteUrl?: unknown } | null | undefined;
      if (typeof answer?.InviteUrl === 'string' && /^https?:\/\//.test(answer.InviteUrl)) return answer.InviteUrl;
      log('Friend invite link', unexpectedAnswer('InviteFriends', '/friends/create_invite'));
    } catch (err) {
      log('Friend invite link', err);
    }
    return gameUrl();
  };

  const InviteFriends: AdapterHandler<'InviteFriends'> = async (params) => {
    const notified = await notify(params?.text);
    const shown = !host.ui.headless;
    const url = shown ? await inviteLink() : gameUrl();
    // The answer does not wait for the modal to close: the game's call would time out.
    if (shown) void host.ui.showShare({ url, text: params?.text }).catch((err: unknown) => log('Share modal', err));
    return { invited: notified > 0 || shown };
  };

  return { methods: { GetFriends, SetStatus, InviteFriends } };
}
