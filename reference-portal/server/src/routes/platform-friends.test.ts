import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_PLATFORM_SECRETS as S } from '../platforms/local-secrets';
import { signFacebookRequest } from '../platforms/sign-facebook';
import { signOkLaunchParams } from '../platforms/sign-ok';
import { signVkLaunchParams } from '../platforms/sign-vk';
import { loadConfig } from '../config';
import { friendsApiBase } from '../services/platform-friends';
import { json, useTestApp } from '../test/test-app';

const VK_SERVICE_TOKEN = 'vk-service-token-0123456789';

/*
 * The three platforms' friend APIs as their documentation describes them, with a friends graph per
 * platform. Each call is recorded, so a test can see what the server asked.
 * - VK (dev.vk.com/ru/method/friends.get): GET /method/friends.get?user_id&access_token&v, a service
 *   token allowed; `{response: {count, items}}` or `{error: {error_code, error_msg}}`.
 * - OK (apiok.ru/dev/methods): GET /fb.do?method=friends.getAppUsers&application_key&session_key&sig,
 *   sig = md5(sorted k=v of all but session_key and sig, concatenated, + session_secret_key); `{uids}`,
 *   or `{error_code: 104, error_msg}` for a wrong signature.
 * - Facebook (developers.facebook.com/docs/graph-api/reference/user/friends): GET /me/friends?access_token,
 *   `{data: [{id, name}], paging}`, or `{error: {message, type, code: 190}}` for a bad token.
 */
const vkGraph: Record<string, string[]> = { 601: ['602', '603'], 602: ['601', '604'], 603: ['601'] };
const okSessions: Record<string, { uid: string; secret: string }> = {};
const okGraph: Record<string, string[]> = { 701: ['702'], 702: ['701', '601'] };
const fbTokens: Record<string, string> = { 'fb-token-801': '801', 'fb-token-802': '802' };
const fbGraph: Record<string, string[]> = { 801: ['802'], 802: ['801'] };
const calls: URL[] = [];
let vkDown = false;

const platformApis = (async (input: string | URL | Request) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  calls.push(url);
  const q = url.searchParams;
  const reply = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (url.origin === 'https://vk.test' && url.pathname === '/method/friends.get') {
    if (vkDown) return new Response('bad gateway', { status: 502 });
    if (q.get('access_token') !== VK_SERVICE_TOKEN || q.get('v') !== '5.131')
      return reply({ error: { error_code: 5, error_msg: 'User authorization failed' } });
    const items = vkGraph[q.get('user_id') ?? ''] ?? [];
    return reply({ response: { count: items.length, items: items.map(Number) } });
  }
  if (url.origin === 'https://ok.test' && url.pathname === '/fb.do' && q.get('method') === 'friends.getAppUsers') {
    const session = okSessions[q.get('session_key') ?? ''];
    const signed = [...q]
      .filter(([k]) => k !== 'session_key' && k !== 'sig')
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${k}=${v}`)
      .join('');
    if (
      !session ||
      createHash('md5')
        .update(signed + session.secret)
        .digest('hex') !== q.get('sig')
    ) {
      return reply({ error_code: 104, error_msg: 'PARAM_SIGNATURE : Invalid signature', error_data: null });
    }
    return reply({ uids: okGraph[session.uid] ?? [] });
  }
  if (url.origin === 'https://graph.fb.test' && url.pathname === '/me/friends') {
    const me = fbTokens[q.get('access_token') ?? ''];
    if (!me)
      return reply({ error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } }, 400);
    return reply({
      data: (fbGraph[me] ?? []).map((id) => ({ id, name: `Player ${id}` })),
      paging: { cursors: {} },
      summary: { total_count: 2 },
    });
  }
  return new Response('not found', { status: 404 });
}) as typeof fetch;

const t = useTestApp(
  {
    VK_API_URL: 'https://vk.test',
    VK_SERVICE_TOKEN,
    OK_API_URL: 'https://ok.test/',
    FACEBOOK_GRAPH_URL: 'https://graph.fb.test',
  },
  platformApis,
);

const signIn = async (block: Record<string, unknown>) => {
  const res = await t().post('/api/v1/auth/authenticate_from_social', { Game: 'hello-game', Locale: 'en', ...block });
  expect(res.status).toBe(200);
  return json<{ Token: string; AccountId: string }>(res);
};
const friendIds = async (token: string) =>
  (
    await json<{ Friends: { FriendAccountId: string }[] }>(
      await t().post('/api/v1/friends/get', { FriendsIds: [] }, token),
    )
  ).Friends.map((f) => f.FriendAccountId).sort();
const vk = (id: string) =>
  signIn({ VkontakteCom: { LaunchParams: signVkLaunchParams({ vk_user_id: id, vk_app_id: '51000' }, S.vk) } });
const ok = (uid: string, secret = `secret-${uid}`) => {
  okSessions[`session-${uid}`] = { uid, secret: `secret-${uid}` };
  return signIn({
    Odnoklassniki: {
      LaunchParams: signOkLaunchParams(
        { logged_user_id: uid, application_key: 'CBAOKAPP', session_key: `session-${uid}`, session_secret_key: secret },
        S.ok,
      ),
    },
  });
};
const facebook = (id: string, oauthToken?: string) =>
  signIn({
    FacebookGames: {
      SignedRequest: signFacebookRequest(
        { user_id: id, ...(oauthToken ? { oauth_token: oauthToken } : {}) },
        S.facebook,
      ),
    },
  });

beforeEach(() => {
  calls.length = 0;
  vkDown = false;
});

describe('platform friends at sign-in', () => {
  it('VK: friends who signed in with VK too become portal friends, both ways', async () => {
    const ann = await vk('601');
    expect(await friendIds(ann.Token)).toEqual([]);
    expect(calls.map((u) => [u.pathname, u.searchParams.get('user_id'), u.searchParams.get('access_token')])).toEqual([
      ['/method/friends.get', '601', VK_SERVICE_TOKEN],
    ]);
    const bob = await vk('602');
    expect(await friendIds(bob.Token)).toEqual([ann.AccountId]);
    expect(await friendIds(ann.Token)).toEqual([bob.AccountId]);
    // A sign-in again changes nothing; a third friend joins both lists of their own friends only.
    expect((await vk('602')).AccountId).toBe(bob.AccountId);
    const carl = await vk('603');
    expect(await friendIds(carl.Token)).toEqual([ann.AccountId]);
    expect(await friendIds(ann.Token)).toEqual([bob.AccountId, carl.AccountId].sort());
    expect(await friendIds(bob.Token)).toEqual([ann.AccountId]);
  });

  it('OK: the session of the signed launch parameters reads the friends; a wrong session secret reads none', async () => {
    const dan = await ok('701');
    const eve = await ok('702');
    expect(await friendIds(eve.Token)).toEqual([dan.AccountId]);
    expect(await friendIds(dan.Token)).toEqual([eve.AccountId]);
    const okCall = calls.at(-1)!;
    expect(Object.fromEntries(okCall.searchParams)).toMatchObject({
      method: 'friends.getAppUsers',
      application_key: 'CBAOKAPP',
      session_key: 'session-702',
      format: 'json',
    });
    // OK's id 601 is not VK's 601: friends are matched on the same platform only.
    const vkAnn = await vk('601');
    expect(await friendIds(eve.Token)).not.toContain(vkAnn.AccountId);

    const stranger = await ok('703', 'not-the-session-secret');
    expect(await friendIds(stranger.Token)).toEqual([]);
  });

  it('Facebook: the oauth_token of the signed request reads the friends; no token, no call', async () => {
    const fay = await facebook('801', 'fb-token-801');
    const gus = await facebook('802', 'fb-token-802');
    expect(await friendIds(gus.Token)).toEqual([fay.AccountId]);
    expect(await friendIds(fay.Token)).toEqual([gus.AccountId]);
    calls.length = 0;
    await facebook('803');
    expect(calls).toEqual([]);
    const bad = await facebook('804', 'stolen-or-expired');
    expect(await friendIds(bad.Token)).toEqual([]);
  });

  it('a platform that fails does not fail the sign-in; a client cannot name friends', async () => {
    vkDown = true;
    const hal = await vk('606');
    expect(calls).toHaveLength(1);
    expect(await friendIds(hal.Token)).toEqual([]);
    vkDown = false;
    const ivy = await signIn({
      VkontakteCom: { LaunchParams: signVkLaunchParams({ vk_user_id: '605', vk_app_id: '51000' }, S.vk) },
      Friends: ['601', '602'],
      FriendAccountIds: [hal.AccountId],
    });
    expect(await friendIds(ivy.Token)).toEqual([]);
  });
});

describe("the platforms' API addresses", () => {
  it("are the configured ones, else the platforms' own in production and the local stand-ins in local mode", () => {
    const platforms = ['VkontakteCom', 'Odnoklassniki', 'FacebookGames'] as const;
    expect(platforms.map((p) => friendsApiBase(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:9430' }), p))).toEqual([
      'http://127.0.0.1:9430/dev/platform-api/vk/',
      'http://127.0.0.1:9430/dev/platform-api/ok/',
      'http://127.0.0.1:9430/dev/platform-api/facebook/',
    ]);
    // Production never points at the stand-ins, whatever its public address.
    for (const production of [
      loadConfig({ MODE: 'production' }),
      loadConfig({ MODE: 'production', PUBLIC_URL: 'http://127.0.0.1:9430' }),
    ]) {
      const bases = platforms.map((p) => friendsApiBase(production, p));
      expect(bases).toEqual(['https://api.vk.com/', 'https://api.ok.ru/', 'https://graph.facebook.com/']);
      expect(bases.join()).not.toContain('/dev/');
    }
    expect(friendsApiBase(loadConfig({ OK_API_URL: 'http://127.0.0.1:9/ok' }), 'Odnoklassniki')).toBe(
      'http://127.0.0.1:9/ok/',
    );
  });
});
