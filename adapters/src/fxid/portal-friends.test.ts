import { describe, expect, it, vi } from 'vitest';
import { invokeMethod } from '../contract/invoke.js';
import { problem, startPortal } from './portal-test-kit.js';

const ann = {
  FriendAccountId: 'acc-ann',
  GameId: 'space',
  Game: 'space',
  InThisGame: true,
  LastUpdatedAt: '2026-01-01T00:00:00.000Z',
  Name: 'Ann',
  Status: 'Level 3',
};
const bob = { ...ann, FriendAccountId: 'acc-bob', InThisGame: false, Name: null, Status: null };

describe('portal friends', () => {
  it('GetFriends maps the portal friends to the protocol shape', async () => {
    const { adapter, fake } = await startPortal({ api: { '/friends/get': { Friends: [ann, bob] } } });
    expect(adapter.supports.friends).toBe(true);
    expect(await invokeMethod(adapter, 'GetFriends')).toEqual({
      friends: [
        { uid: 'acc-ann', firstName: null, lastName: null, displayName: 'Ann', gender: 'unspecified', photo: null },
        { uid: 'acc-bob', firstName: null, lastName: null, displayName: null, gender: 'unspecified', photo: null },
      ],
    });
    expect(fake.api.of('/friends/get')[0]!.body).toEqual({ FriendsIds: [], Game: 'space' });
  });

  it('GetFriends: visitor, server failure and malformed answers are coded errors', async () => {
    const visitor = await startPortal({ signedIn: false });
    await expect(invokeMethod(visitor.adapter, 'GetFriends')).rejects.toMatchObject({ code: 'NotSupported' });
    expect(visitor.fake.api.of('/friends/get')).toHaveLength(0);
    const failing = await startPortal({ api: { '/friends/get': problem(503) } });
    await expect(invokeMethod(failing.adapter, 'GetFriends')).rejects.toMatchObject({
      code: 'ApiError',
      problem: { status: 503 },
    });
    for (const body of [{}, { Friends: [{ Name: 'x' }] }, { Friends: 'many' }]) {
      const bad = await startPortal({ api: { '/friends/get': body } });
      await expect(invokeMethod(bad.adapter, 'GetFriends')).rejects.toMatchObject({
        code: 'Unknown',
        message: expect.stringContaining('/friends/get'),
      });
    }
  });

  it('SetStatus posts the status for this game', async () => {
    const { adapter, fake } = await startPortal({ api: { '/friends/status': null } });
    expect(await invokeMethod(adapter, 'SetStatus', [], { status: 'Boss defeated', priority: 5 })).toEqual({
      sent: true,
    });
    expect(fake.api.of('/friends/status')[0]!.body).toEqual({
      Name: '',
      Priority: 5,
      Status: 'Boss defeated',
      Game: 'space',
    });
    await invokeMethod(adapter, 'SetStatus', [], { status: 'Idle' });
    expect(fake.api.of('/friends/status')[1]!.body).toMatchObject({ Priority: 0 });
  });

  it('SetStatus failures and visitors are logged and answer sent: false', async () => {
    const failing = await startPortal({ api: { '/friends/status': problem(500) } });
    expect(await invokeMethod(failing.adapter, 'SetStatus', [], { status: 'x' })).toEqual({ sent: false });
    expect(failing.fake.logs.some((l) => String(l[1]).includes('SetStatus failed'))).toBe(true);
    const visitor = await startPortal({ signedIn: false });
    expect(await invokeMethod(visitor.adapter, 'SetStatus', [], { status: 'x' })).toEqual({ sent: false });
    expect(visitor.fake.api.of('/friends/status')).toHaveLength(0);
  });

  it("InviteFriends notifies friends not in this game and shares the player's friend invite link", async () => {
    const showShare = vi.fn(async () => {});
    const link = {
      InviteId: 'i'.repeat(32),
      InviteUrl: `https://portal.test/FriendInvite/${'i'.repeat(32)}`,
      ExpiresAt: '2026-02-01T00:00:00.000Z',
    };
    const { adapter, fake } = await startPortal({
      api: {
        '/friends/get': { Friends: [ann, bob] },
        '/friends/send_invite_notification': { Sent: 1 },
        '/friends/create_invite': link,
      },
      ui: { showShare },
    });
    expect(await invokeMethod(adapter, 'InviteFriends', [], { text: 'Come and play' })).toEqual({ invited: true });
    expect(fake.api.of('/friends/send_invite_notification')[0]!.body).toEqual({
      Game: 'space',
      FriendAccountIds: ['acc-bob'],
      Message: 'Come and play',
    });
    expect(fake.api.of('/friends/create_invite').map((c) => c.body)).toEqual([{ Game: 'space' }]);
    expect(showShare).toHaveBeenCalledWith({ url: link.InviteUrl, text: 'Come and play' });
  });

  it("InviteFriends shares the game's link for a visitor, and when the invite link fails or is malformed", async () => {
    for (const [signedIn, answer, logged] of [
      [false, undefined, false],
      [true, problem(500), true],
      [true, { InviteUrl: 'javascript:alert(1)' }, true],
    ] as const) {
      const showShare = vi.fn(async () => {});
      const { adapter, fake } = await startPortal({
        signedIn,
        api: { '/friends/get': { Friends: [] }, ...(answer ? { '/friends/create_invite': answer } : {}) },
        ui: { showShare },
      });
      expect(await invokeMethod(adapter, 'InviteFriends', [], { text: 'Hi' })).toEqual({ invited: true });
      expect(showShare).toHaveBeenCalledWith({ url: 'https://portal.test/play/space', text: 'Hi' });
      expect(fake.api.of('/friends/create_invite')).toHaveLength(signedIn ? 1 : 0);
      expect(fake.logs.some((l) => String(l[1]).includes('Friend invite link failed'))).toBe(logged);
    }
  });

  it('InviteFriends without friends to notify, or failing, still shares; headless answers invited: false', async () => {
    const failing = await startPortal({ api: { '/friends/get': problem(500) } });
    expect(await invokeMethod(failing.adapter, 'InviteFriends')).toEqual({ invited: true });
    expect(failing.fake.logs.some((l) => String(l[1]).includes('Invite notification failed'))).toBe(true);
    const allPlaying = await startPortal({ api: { '/friends/get': { Friends: [ann] } } });
    await invokeMethod(allPlaying.adapter, 'InviteFriends');
    expect(allPlaying.fake.api.of('/friends/send_invite_notification')).toHaveLength(0);
    const headless = await startPortal({ signedIn: false, ui: { headless: true } });
    expect(await invokeMethod(headless.adapter, 'InviteFriends')).toEqual({ invited: false });
  });
});
