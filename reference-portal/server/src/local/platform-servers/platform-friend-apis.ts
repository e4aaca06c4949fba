import { createHash, createHmac } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Config } from '../../config';
import { notFound } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { problemResponse } from '../../http/problem';
import { readJson, readParams } from '../../http/validate';

/*
 * Local stand-ins of the three platform APIs the server reads a player's friends from at sign-in
 * (services/platform-friends.ts), served under /dev/platform-api/{vk,ok,facebook}/ in local mode only.
 * Each answers in its platform's documented shape, checks what its platform checks, with code of its
 * own (nothing here is shared with the caller it stands in for):
 *
 * - VK, `GET /vk/method/friends.get` (dev.vk.com/ru/method/friends.get; errors: dev.vk.com/ru/reference/errors):
 *   `access_token` (the app's service token) and `v` required; `{response: {count, items: [ids]}}`,
 *   or `{error: {error_code, error_msg, request_params}}` (5: authorization failed, 10: internal error).
 * - OK, `GET /ok/fb.do?method=friends.getAppUsers` (apiok.ru/dev/methods/rest/friends/friends.getAppUsers,
 *   apiok.ru/dev/methods "Расчет подписи запроса"): a session call, `sig` = md5 of the sorted `k=v`
 *   pairs but `session_key` and `sig`, concatenated, plus the session's `session_secret_key`;
 *   `{uids: [ids]}`, or `{error_code, error_msg, error_data}` (104: PARAM_SIGNATURE, 1: UNKNOWN).
 * - Facebook, `GET /facebook/me/friends` (developers.facebook.com/docs/graph-api/reference/user/friends,
 *   developers.facebook.com/docs/graph-api/guides/error-handling): the player's `access_token`;
 *   `{data: [{id, name}], paging, summary: {total_count}}`, or `{error: {message, type, code, fbtrace_id}}`
 *   (190: invalid OAuth token, 2: service temporarily unavailable).
 *
 * Who is whose friend is the developer's to set: `PUT /dev/platform-api/{platform}/friends/{userId}`
 * with `{"Friends": ["id", …]}` (friendship on a platform goes both ways, so each friend lists the
 * player too), `GET /dev/platform-api/{platform}/friends` shows every list. `PUT
 * /dev/platform-api/{platform}/failure` with `{"Failure": true}` makes that platform's API answer its
 * documented error until `{"Failure": false}`.
 */

export const FRIEND_API_PLATFORMS = ['vk', 'ok', 'facebook'] as const;
export type FriendApiPlatform = (typeof FRIEND_API_PLATFORMS)[number];

/** The OK session a local launch of `uid` opens: its key, and its secret derived from the key with the app secret. */
export function localOkSession(uid: string, appSecret: string): { sessionKey: string; sessionSecretKey: string } {
  const sessionKey = `local-session-${uid}`;
  return { sessionKey, sessionSecretKey: okSessionSecret(sessionKey, appSecret) };
}

const okSessionSecret = (sessionKey: string, appSecret: string) =>
  createHmac('sha256', appSecret).update(`ok-session:${sessionKey}`).digest('hex').slice(0, 32);

/** The access token the local Facebook of `userId` hands out: the id and its HMAC with the app secret. */
export function localFacebookToken(userId: string, appSecret: string): string {
  return `local-fb.${userId}.${fbTokenMac(userId, appSecret)}`;
}

const fbTokenMac = (userId: string, appSecret: string) =>
  createHmac('sha256', appSecret).update(`fb-token:${userId}`).digest('base64url');

const platformParam = z.object({ platform: z.enum(FRIEND_API_PLATFORMS) });
const userParams = z.object({ platform: z.enum(FRIEND_API_PLATFORMS), userId: z.string().regex(/^[\w-]{1,64}$/) });
const friendsBody = z.object({ Friends: z.array(z.string().regex(/^[\w-]{1,64}$/)).max(5000) });
const failureBody = z.object({ Failure: z.boolean() });

/** The platforms' friends graphs of one server: each platform's user → their friends, both ways. */
class FriendGraphs {
  private readonly graphs = new Map<FriendApiPlatform, Map<string, Set<string>>>(
    FRIEND_API_PLATFORMS.map((p) => [p, new Map()]),
  );
  readonly failing = new Set<FriendApiPlatform>();

  friendsOf(platform: FriendApiPlatform, userId: string): string[] {
    return [...(this.graphs.get(platform)!.get(userId) ?? [])];
  }

  /** Makes `friends` exactly `userId`'s friends on `platform`, mirrored on each side. */
  set(platform: FriendApiPlatform, userId: string, friends: readonly string[]): void {
    const graph = this.graphs.get(platform)!;
    const list = (id: string) => graph.get(id) ?? graph.set(id, new Set()).get(id)!;
    for (const old of list(userId)) graph.get(old)?.delete(userId);
    const next = new Set(friends.filter((f) => f !== userId));
    graph.set(userId, next);
    for (const friend of next) list(friend).add(userId);
  }

  all(platform: FriendApiPlatform): Record<string, string[]> {
    return Object.fromEntries([...this.graphs.get(platform)!].filter(([, f]) => f.size).map(([id, f]) => [id, [...f]]));
  }
}

export function platformFriendApiRoutes(config: Config) {
  const app = new Hono<AppEnv>();
  const graphs = new FriendGraphs();

  app.get('/vk/method/friends.get', (c) => {
    const q = c.req.query();
    const requestParams = Object.entries(q)
      .filter(([k]) => k !== 'access_token')
      .map(([key, value]) => ({ key, value }));
    const error = (code: number, msg: string) =>
      c.json({ error: { error_code: code, error_msg: msg, request_params: requestParams } });
    if (!q.access_token || q.access_token !== config.VK_SERVICE_TOKEN)
      return error(5, 'User authorization failed: invalid access_token (4).');
    if (!q.v) return error(8, 'Invalid request: v (version) is required');
    if (graphs.failing.has('vk')) return error(10, 'Internal server error');
    const items = graphs.friendsOf('vk', q.user_id ?? '').map((id) => (/^\d+$/.test(id) ? Number(id) : id));
    return c.json({ response: { count: items.length, items } });
  });

  app.get('/ok/fb.do', (c) => {
    const q = new URL(c.req.url).searchParams;
    const error = (code: number, msg: string) => c.json({ error_code: code, error_msg: msg, error_data: null });
    if (q.get('method') !== 'friends.getAppUsers') return error(3, 'METHOD : Method not found');
    const sessionKey = q.get('session_key') ?? '';
    const uid = /^local-session-(\w{1,64})$/.exec(sessionKey)?.[1];
    let signed = '';
    for (const [k, v] of [...q]
      .filter(([k]) => k !== 'session_key' && k !== 'sig')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      signed += `${k}=${v}`;
    const expected = uid
      ? createHash('md5')
          .update(signed + okSessionSecret(sessionKey, config.OK_APP_SECRET ?? ''), 'utf8')
          .digest('hex')
      : null;
    if (!uid || q.get('sig') !== expected) return error(104, 'PARAM_SIGNATURE : Invalid signature');
    if (graphs.failing.has('ok')) return error(1, 'UNKNOWN : Unknown error');
    return c.json({ uids: graphs.friendsOf('ok', uid) });
  });

  app.get('/facebook/me/friends', (c) => {
    const fbError = (status: 400 | 500, message: string, type: string, code: number) =>
      c.json({ error: { message, type, code, fbtrace_id: 'local' } }, status);
    const [prefix, userId = '', mac] = (c.req.query('access_token') ?? '').split('.');
    if (prefix !== 'local-fb' || mac !== fbTokenMac(userId, config.FACEBOOK_APP_SECRET ?? ''))
      return fbError(400, 'Invalid OAuth access token data.', 'OAuthException', 190);
    if (graphs.failing.has('facebook'))
      return fbError(500, 'Service temporarily unavailable', 'FacebookApiException', 2);
    const data = graphs.friendsOf('facebook', userId).map((id) => ({ id, name: `Player ${id}` }));
    return c.json({ data, paging: { cursors: {} }, summary: { total_count: data.length } });
  });

  app.get('/:platform/friends', (c) => {
    const { platform } = readParams(c, platformParam);
    return c.json({ Platform: platform, Friends: graphs.all(platform), Failure: graphs.failing.has(platform) });
  });

  app.put('/:platform/friends/:userId', async (c) => {
    const { platform, userId } = readParams(c, userParams);
    const { Friends } = await readJson(c, friendsBody);
    graphs.set(platform, userId, Friends);
    return c.json({ UserId: userId, Friends: graphs.friendsOf(platform, userId) });
  });

  app.put('/:platform/failure', async (c) => {
    const { platform } = readParams(c, platformParam);
    const { Failure } = await readJson(c, failureBody);
    if (Failure) graphs.failing.add(platform);
    else graphs.failing.delete(platform);
    return c.json({ Platform: platform, Failure });
  });

  app.all('*', (c) => problemResponse(c, notFound(`No local platform API at ${c.req.path}`)));
  return app;
}
