import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema';
import { TURNSTILE_TEST_TOKEN } from '../services/turnstile';
import { json, useTestApp } from '../test/test-app';

const t = useTestApp();

type Invite = { InviteId: string; InviteUrl: string; ExpiresAt: string };

const createInvite = async (token: string, Game: string | null = 'hello-game'): Promise<Invite> => {
  const res = await t().post('/api/v1/friends/create_invite', { Game }, token);
  expect(res.status).toBe(200);
  return json<Invite>(res);
};
const accept = (InviteId: unknown, token?: string) =>
  t().post('/api/v1/invite/accept_friend_invite', { InviteId }, token);
const info = (InviteId: unknown) => t().post('/api/v1/invite/friend_invite', { InviteId });
const friendIds = async (token: string) =>
  (
    await json<{ Friends: { FriendAccountId: string }[] }>(
      await t().post('/api/v1/friends/get', { FriendsIds: [] }, token),
    )
  ).Friends.map((f) => f.FriendAccountId).sort();
const problem = async (res: Response) => ({
  ...(await json<{ Code: string; Message: string }>(res)),
  status: res.status,
  contentType: res.headers.get('content-type'),
});
const named = async (accountId: string, name: string) =>
  void (await t().database.db.update(accounts).set({ name }).where(eq(accounts.id, accountId)));

describe('friend invite links', () => {
  it('a link, opened and accepted by another player, makes both friends once', async () => {
    const ann = await t().signIn();
    const bob = await t().signIn();
    await named(ann.accountId, 'Ann');
    const invite = await createInvite(ann.token);
    expect(invite.InviteUrl).toBe(`http://localhost:8787/FriendInvite/${invite.InviteId}`);
    expect(invite.InviteId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(Date.parse(invite.ExpiresAt) - t().now().getTime()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(await json(await info(invite.InviteId))).toEqual({
      Status: 'Open',
      InviterName: 'Ann',
      Game: 'hello-game',
      GameTitle: 'Hello Game',
      ExpiresAt: invite.ExpiresAt,
    });

    expect(await friendIds(ann.token)).toEqual([]);
    const accepted = await accept(invite.InviteId, bob.token);
    expect(accepted.status).toBe(200);
    expect(await json(accepted)).toEqual({
      Status: 'Accepted',
      FriendAccountId: ann.accountId,
      FriendName: 'Ann',
      Game: 'hello-game',
    });
    expect(await friendIds(ann.token)).toEqual([bob.accountId]);
    expect(await friendIds(bob.token)).toEqual([ann.accountId]);
    expect((await json(await info(invite.InviteId))).Status).toBe('Used');

    // Replayed by the same player or opened by a third: the link is spent.
    const carl = await t().signIn();
    for (const token of [bob.token, carl.token]) {
      expect(await problem(await accept(invite.InviteId, token))).toMatchObject({
        status: 410,
        contentType: 'application/problem+json',
        Code: 'InviteUsed',
        Message: 'This friend invite was already accepted',
      });
    }
    expect(await friendIds(carl.token)).toEqual([]);
    expect(await friendIds(ann.token)).toEqual([bob.accountId]);
  });

  it("one's own link, a friend's link, an expired and an unknown link each answer with their own code", async () => {
    const ann = await t().signIn();
    const bob = await t().signIn();
    const first = await createInvite(ann.token, null);
    expect(await problem(await accept(first.InviteId, ann.token))).toMatchObject({
      status: 409,
      Code: 'OwnInvite',
      Message: 'This is your own friend invite; send it to a friend',
    });
    expect((await accept(first.InviteId, bob.token)).status).toBe(200);

    const second = await createInvite(ann.token);
    expect(await problem(await accept(second.InviteId, bob.token))).toMatchObject({
      status: 409,
      Code: 'AlreadyFriends',
      Message: 'You are already friends',
    });
    // A friend's answer leaves the link open for someone else.
    expect((await json(await info(second.InviteId))).Status).toBe('Open');
    const carl = await t().signIn();
    expect((await accept(second.InviteId, carl.token)).status).toBe(200);

    const third = await createInvite(ann.token);
    t().advance(7 * 86_400_000 + 1000);
    const dan = await t().signIn();
    expect((await json(await info(third.InviteId))).Status).toBe('Expired');
    expect(await problem(await accept(third.InviteId, dan.token))).toMatchObject({
      status: 410,
      Code: 'InviteExpired',
      Message: 'This friend invite has expired',
    });
    expect(await friendIds(dan.token)).toEqual([]);

    const unknown = 'u'.repeat(32);
    expect(await problem(await accept(unknown, dan.token))).toMatchObject({
      status: 404,
      Code: 'NotFound',
      Message: 'Unknown friend invite',
    });
    expect(await problem(await info(unknown))).toMatchObject({
      status: 404,
      Code: 'NotFound',
      Message: 'Unknown friend invite',
    });
  });

  it('two players answering one link at once: one becomes the friend, the other finds it spent', async () => {
    const ann = await t().signIn();
    const bob = await t().signIn();
    const carl = await t().signIn();
    const invite = await createInvite(ann.token);
    const answers = await Promise.all([accept(invite.InviteId, bob.token), accept(invite.InviteId, carl.token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 410]);
    expect((await friendIds(ann.token)).length).toBe(1);
  });

  it('refuses bad input, visitors and a game token of another game', async () => {
    const ann = await t().signIn();
    expect(await problem(await accept('short', ann.token))).toMatchObject({ status: 400, Code: 'ValidationFailed' });
    expect(await problem(await accept(42, ann.token))).toMatchObject({ status: 400, Code: 'ValidationFailed' });
    expect(await problem(await info(undefined))).toMatchObject({ status: 400, Code: 'ValidationFailed' });
    expect(
      await problem(await t().post('/api/v1/invite/accept_friend_invite', '{"InviteId":', ann.token)),
    ).toMatchObject({ status: 400, Code: 'MalformedJson' });
    const invite = await createInvite(ann.token);
    expect(await problem(await accept(invite.InviteId))).toMatchObject({ status: 401, Code: 'Unauthorized' });
    expect(await problem(await t().post('/api/v1/friends/create_invite', { Game: 'hello-game' }))).toMatchObject({
      status: 401,
      Code: 'Unauthorized',
    });
    expect(
      await problem(await t().post('/api/v1/friends/create_invite', { Game: 'no-such-game' }, ann.token)),
    ).toMatchObject({ status: 404, Code: 'UnknownGame' });
    expect(await problem(await t().post('/api/v1/friends/create_invite', { Game: 7 }, ann.token))).toMatchObject({
      status: 400,
      Code: 'ValidationFailed',
    });

    const profile = await json<{ ConnectedGames: { Game: string; GameJwt: string }[] }>(
      await t().post('/api/v1/profile', { Game: 'hello-game' }, ann.token),
    );
    const gameToken = profile.ConnectedGames.find((g) => g.Game === 'hello-game')!.GameJwt;
    const fromGame = await t().post('/api/v1/friends/create_invite', { Game: 'hello-game' }, gameToken);
    expect(fromGame.status).toBe(200);
    expect(
      await problem(await t().post('/api/v1/friends/create_invite', { Game: 'conformance-game' }, gameToken)),
    ).toMatchObject({ status: 403, Code: 'GameTokenScope' });
    // Accepting is the portal's: a game token does not accept for the player.
    const bob = await t().signIn();
    const bobGame = (
      await json<{ ConnectedGames: { Game: string; GameJwt: string }[] }>(
        await t().post('/api/v1/profile', { Game: 'hello-game' }, bob.token),
      )
    ).ConnectedGames.find((g) => g.Game === 'hello-game')!.GameJwt;
    expect(await problem(await accept((await json<Invite>(fromGame)).InviteId, bobGame))).toMatchObject({
      status: 403,
      Code: 'GameTokenScope',
    });
  });
});

describe('e-mail friend invites (/invite/email_invite with InviteFriend)', () => {
  const emailInvite = (body: Record<string, unknown>, token?: string) =>
    t().post(
      '/api/v1/invite/email_invite',
      { CaptchaResult: TURNSTILE_TEST_TOKEN, GameSystemName: 'hello-game', InviteFriend: true, ...body },
      token,
    );

  it("mails the sender's invite link; the addressee accepts it and both are friends", async () => {
    const ann = await t().signIn('ann-mail@example.com');
    const res = await emailInvite({ Email: 'Bob-Mail@Example.com' }, ann.token);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ Token: null });
    const mail = t().mails.at(-1)!;
    expect(mail.to).toBe('bob-mail@example.com');
    expect(mail.subject).toBe('ann-mail@example.com invites you to be friends on Playport');
    expect(mail.link).toMatch(/^http:\/\/localhost:8787\/FriendInvite\/[A-Za-z0-9_-]{32}$/);
    expect(mail.text).toContain(mail.link);
    const id = mail.link!.split('/').at(-1)!;
    expect(await json(await info(id))).toMatchObject({ Status: 'Open', Game: 'hello-game' });

    const bob = await t().signIn('bob-mail@example.com');
    expect((await accept(id, bob.token)).status).toBe(200);
    expect(await friendIds(ann.token)).toEqual([bob.accountId]);
    expect(await friendIds(bob.token)).toEqual([ann.accountId]);
    expect((await accept(id, bob.token)).status).toBe(410);
  });

  it('needs a signed-in sender, a robot check token, a valid address and a known game', async () => {
    const before = t().mails.length;
    expect(await problem(await emailInvite({ Email: 'x@example.com' }))).toMatchObject({
      status: 401,
      Code: 'Unauthorized',
      Message: 'Sign in to invite a friend by e-mail',
    });
    const ann = await t().signIn();
    const sent = t().mails.length;
    expect(sent).toBe(before + 1);
    expect(await problem(await emailInvite({ Email: 'x@example.com', CaptchaResult: '' }, ann.token))).toMatchObject({
      status: 400,
      Code: 'ValidationFailed',
      Message: 'Invalid value for CaptchaResult: Captcha token is required for email login',
    });
    expect(await problem(await emailInvite({ Email: 'not-an-address' }, ann.token))).toMatchObject({
      status: 400,
      Code: 'ValidationFailed',
    });
    expect(await problem(await emailInvite({ Email: 'x@example.com', InviteFriend: 'yes' }, ann.token))).toMatchObject({
      status: 400,
      Code: 'ValidationFailed',
    });
    expect(
      await problem(await emailInvite({ Email: 'x@example.com', GameSystemName: 'no-such-game' }, ann.token)),
    ).toMatchObject({ status: 404, Code: 'UnknownGame' });
    expect(t().mails.length).toBe(sent);
  });
});
