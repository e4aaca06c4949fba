import { ApiError } from '@playport/host/api';
import { describe, expect, it } from 'vitest';
import { friendInviteErrorKey, friendInviteStatusKey } from './friend-invite-result';

const refused = (status: number, Code?: string) =>
  new ApiError(
    {
      type: `urn:playport:error:${Code}`,
      title: 'Error',
      status,
      detail: 'x',
      instance: '/api/v1/invite/accept_friend_invite',
    },
    Code ? { Code } : undefined,
  );

describe('friend invite messages', () => {
  it('maps each refusal code to its own message', () => {
    expect(friendInviteErrorKey(refused(409, 'OwnInvite'))).toBe('friendInvite.errors.own');
    expect(friendInviteErrorKey(refused(409, 'AlreadyFriends'))).toBe('friendInvite.errors.alreadyFriends');
    expect(friendInviteErrorKey(refused(410, 'InviteUsed'))).toBe('friendInvite.errors.used');
    expect(friendInviteErrorKey(refused(410, 'InviteExpired'))).toBe('friendInvite.errors.expired');
    expect(friendInviteErrorKey(refused(404, 'NotFound'))).toBe('friendInvite.errors.unknown');
    expect(friendInviteErrorKey(refused(400, 'ValidationFailed'))).toBe('friendInvite.errors.unknown');
  });

  it('reads anything else as the generic error', () => {
    expect(friendInviteErrorKey(refused(500, 'Internal'))).toBe('errors.generic');
    expect(friendInviteErrorKey(refused(503))).toBe('errors.generic');
    expect(friendInviteErrorKey(refused(409, 'toString'))).toBe('errors.generic');
    expect(friendInviteErrorKey(new Error('boom'))).toBe('errors.generic');
  });

  it('tells an open link from a spent or expired one', () => {
    expect(friendInviteStatusKey('Open')).toBeNull();
    expect(friendInviteStatusKey('Used')).toBe('friendInvite.errors.used');
    expect(friendInviteStatusKey('Expired')).toBe('friendInvite.errors.expired');
    expect(friendInviteStatusKey('Other')).toBe('errors.generic');
  });
});
