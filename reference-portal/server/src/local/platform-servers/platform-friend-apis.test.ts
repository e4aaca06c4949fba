import { describe, expect, it, vi } from 'vitest';
import { LOCAL_SECRET_DEFAULTS, LOCAL_SECRET_DEFAULTS as L } from '../local-defaults';
import { signFacebookRequest } from '../../platforms/sign-facebook';
import { devLaunchParams } from '../../routes/dev-platforms';
import { loadConfig } from '../../config';
import { importPlatformFriends, PLATFORM_FRIENDS_UNAVAILABLE } from '../../services/platform-friends';
import type { Deps } from '../../http/app-env';
import { json, useTestApp } from '../../test/test-app';
import { localFacebookToken } from './platform-friend-apis';

// Local mode with no platform API configured: sign-ins read friends from this server's stand-ins.
const t = useTestApp();

const signIn = async (block: Record<string, unknown>) => {
  const res = await t().post('/api/v1/auth/authenticate_from_social', { Game: 'hello-game', Locale: 'en', ...block });
  expect(res.status).toBe(200);
  return json<{ Token: string; AccountId: string }>(res);
};
const vk = (user: string) =>
  signIn({ VkontakteCom: { LaunchParams: devLaunchParams('vkcom', t().config, Date.now(), user).search } });
const ok = (user: string) =>
  signIn({ Odnoklassniki: { LaunchParams: devLaunchParams('ok', t().config, Date.now(), user).search } });
const facebook = (user: string, token = localFacebookToken(user, L.FACEBOOK_APP_SECRET)) =>
  signIn({
    FacebookGames: { SignedRequest: signFacebookRequest({ user_id: user, oauth_token: token }, L.FACEBOOK_APP_SECRET) },
  });
const friendIds = async (token: string) =>
  (
    await json<{ Friends: { FriendAccountId: string }[] }>(
      await t().post('/api/v1/friends/get', { FriendsIds: [] }, token),
    )
  ).Friends.map((f) => f.FriendAccountId).sort();
const setFriends = (platform: string, user: string, friends: string[]) =>
  t().request('PUT', `/dev/platform-api/${platform}/friends/${user}`, { body: { Friends: friends } });
const fail = (platform: string, failure: boolean) =>
  t().request('PUT', `/dev/platform-api/${platform}/failure`, { body: { Failure: failure } });
const get = async (path: string) => {
  const res = await t().request('GET', path);
  return { status: res.status, body: await res.json() };
};

describe("the local stand-ins of the platforms' friends APIs", () => {
  it("answer in each platform's documented shape, with the lists a developer set, both ways", async () => {
    expect(await json(await setFriends('vk', '901', ['902', '903']))).toEqual({
      UserId: '901',
      Friends: ['902', '903'],
    });
    const token = LOCAL_SECRET_DEFAULTS.VK_SERVICE_TOKEN;
    expect(await get(`/dev/platform-api/vk/method/friends.get?user_id=902&access_token=${token}&v=5.131`)).toEqual({
      status: 200,
      body: { response: { count: 1, items: [901] } },
    });
    expect(
      (await get('/dev/platform-api/vk/method/friends.get?user_id=902&access_token=wrong&v=5.131')).body,
    ).toMatchObject({ error: { error_code: 5 } });
    // Setting a list again replaces it on both sides.
    await setFriends('vk', '901', ['903']);
    expect(await get('/dev/platform-api/vk/friends')).toEqual({
      status: 200,
      body: { Platform: 'vk', Friends: { 901: ['903'], 903: ['901'] }, Failure: false },
    });
    expect(
      (
        await get(
          `/dev/platform-api/ok/fb.do?method=friends.getAppUsers&application_key=k&session_key=local-session-5&sig=0`,
        )
      ).body,
    ).toEqual({ error_code: 104, error_msg: 'PARAM_SIGNATURE : Invalid signature', error_data: null });
    expect(await get('/dev/platform-api/facebook/me/friends?access_token=forged')).toEqual({
      status: 400,
      body: {
        error: { message: 'Invalid OAuth access token data.', type: 'OAuthException', code: 190, fbtrace_id: 'local' },
      },
    });
  });

  it('VK, OK and Facebook sign-ins make friends of the platform friends with portal accounts, and of no one else', async () => {
    await setFriends('vk', '911', ['912']);
    const ann = await vk('911');
    const bob = await vk('912');
    const carl = await vk('913');
    expect(await friendIds(ann.Token)).toEqual([bob.AccountId]);
    expect(await friendIds(bob.Token)).toEqual([ann.AccountId]);
    expect(await friendIds(carl.Token)).toEqual([]);

    await setFriends('ok', '921', ['922']);
    const dan = await ok('921');
    const eve = await ok('922');
    expect(await friendIds(eve.Token)).toEqual([dan.AccountId]);

    await setFriends('facebook', '931', ['932']);
    const fay = await facebook('931');
    const gus = await facebook('932');
    expect(await friendIds(gus.Token)).toEqual([fay.AccountId]);
    // A token the local Facebook did not hand out reads nothing.
    const hal = await facebook('931', 'local-fb.931.forged');
    expect(await friendIds(hal.Token)).toEqual([gus.AccountId]);
  });

  it('a failing platform API answers its documented error; the sign-in succeeds with no friends added', async () => {
    await setFriends('vk', '941', ['942']);
    const ivy = await vk('941');
    expect(await json(await fail('vk', true))).toEqual({ Platform: 'vk', Failure: true });
    expect(
      (
        await get(
          `/dev/platform-api/vk/method/friends.get?user_id=941&access_token=${LOCAL_SECRET_DEFAULTS.VK_SERVICE_TOKEN}&v=5.131`,
        )
      ).body,
    ).toMatchObject({ error: { error_code: 10, error_msg: 'Internal server error' } });
    const jon = await vk('942');
    expect(await friendIds(jon.Token)).toEqual([]);
    expect(await friendIds(ivy.Token)).toEqual([]);
    await fail('vk', false);
    await fail('ok', true);
    await setFriends('ok', '951', ['952']);
    await ok('951');
    expect(await friendIds((await ok('952')).Token)).toEqual([]);
    await fail('ok', false);
  });

  it('bad requests to the developer routes are problem details', async () => {
    expect((await setFriends('myspace', '1', [])).status).toBe(400);
    expect((await setFriends('vk', '1', ['not an id'])).status).toBe(400);
    expect((await get('/dev/platform-api/vk/method/users.get')).status).toBe(404);
  });
});

describe('a platform that fails at sign-in', () => {
  it('logs a warning with its code', async () => {
    const warn = vi.fn();
    const deps = {
      config: loadConfig({ VK_API_URL: 'https://vk.test' }),
      logger: { warn, info: vi.fn() },
      fetch: (async () => new Response('bad gateway', { status: 502 })) as typeof fetch,
    } as unknown as Deps;
    await importPlatformFriends(deps, 'account-1', 'VkontakteCom', {}, { type: 'VkontakteCom', id: '601' });
    expect(warn).toHaveBeenCalledWith(
      { code: PLATFORM_FRIENDS_UNAVAILABLE, platform: 'VkontakteCom', err: 'HTTP 502' },
      'Platform friends could not be read at sign-in',
    );
    expect(PLATFORM_FRIENDS_UNAVAILABLE).toBe('PlatformFriendsUnavailable');
  });
});
