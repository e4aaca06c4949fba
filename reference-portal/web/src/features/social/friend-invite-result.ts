import { ApiError } from '@playport/host/api';

const KEYS = {
  OwnInvite: 'friendInvite.errors.own',
  AlreadyFriends: 'friendInvite.errors.alreadyFriends',
  InviteUsed: 'friendInvite.errors.used',
  InviteExpired: 'friendInvite.errors.expired',
  NotFound: 'friendInvite.errors.unknown',
} as const;

export type FriendInviteMessageKey = (typeof KEYS)[keyof typeof KEYS] | 'errors.generic';

/**
 * The message of a refused friend invite by the problem's `Code` (see the server's
 * `/invite/accept_friend_invite`); a 400 (not an invite id) reads as unknown, anything else as the
 * generic error.
 *
 * @example `t(friendInviteErrorKey(error))`
 */
export function friendInviteErrorKey(error: unknown): FriendInviteMessageKey {
  if (!(error instanceof ApiError)) return 'errors.generic';
  const code = (error.body as { Code?: unknown } | undefined)?.Code;
  if (typeof code === 'string' && Object.hasOwn(KEYS, code)) return KEYS[code as keyof typeof KEYS];
  return error.status === 400 ? KEYS.NotFound : 'errors.generic';
}

/** The message of a link that can no longer be accepted, by the status `/invite/friend_invite` reports; null while open. */
export function friendInviteStatusKey(status: string): FriendInviteMessageKey | null {
  if (status === 'Open') return null;
  return status === 'Used' ? KEYS.InviteUsed : status === 'Expired' ? KEYS.InviteExpired : 'errors.generic';
}
