import { createHash } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Config } from '../config';
import { socialIdentifiers } from '../db/schema';
import type { Deps } from '../http/app-env';
import { verifyFacebookRequest } from '../platforms/verify-facebook';
import type { SocialBlocks, SocialPlatform } from '../platforms/social-blocks';
import { makeFriends } from './friend-invites';

/** The platforms whose friends list the server reads itself at sign-in. */
export type FriendsPlatform = Extract<SocialPlatform, 'VkontakteCom' | 'Odnoklassniki' | 'FacebookGames'>;

/** VK API version of the calls below. */
const VK_API_VERSION = '5.131';
/** A platform friends call that takes longer than this is given up; the sign-in goes on without it. */
const FRIENDS_TIMEOUT_MS = 5000;
/** The most friends read from one platform answer. */
const MAX_FRIENDS = 5000;

/**
 * The base URL of each platform's API: configured, else the platform's own in production and, in
 * local mode, this server's stand-in under /dev/platform-api/ (local/platform-servers/platform-friend-apis.ts).
 */
export function friendsApiBase(config: Config, platform: FriendsPlatform): string {
  const configured = {
    VkontakteCom: config.VK_API_URL,
    Odnoklassniki: config.OK_API_URL,
    FacebookGames: config.FACEBOOK_GRAPH_URL,
  }[platform];
  if (configured) return configured.replace(/\/?$/, '/');
  if (config.MODE === 'local') {
    const standIn = { VkontakteCom: 'vk', Odnoklassniki: 'ok', FacebookGames: 'facebook' }[platform];
    return new URL(`/dev/platform-api/${standIn}/`, config.PUBLIC_URL).href;
  }
  return {
    VkontakteCom: 'https://api.vk.com/',
    Odnoklassniki: 'https://api.ok.ru/',
    FacebookGames: 'https://graph.facebook.com/',
  }[platform];
}

class PlatformFriendsError extends Error {}

/** The code of the warning logged when a platform's friends cannot be read at sign-in. */
export const PLATFORM_FRIENDS_UNAVAILABLE = 'PlatformFriendsUnavailable';

async function getJson(deps: Deps, url: URL): Promise<Record<string, unknown>> {
  const res = await deps.fetch(url.href, { signal: AbortSignal.timeout(FRIENDS_TIMEOUT_MS) });
  if (!res.ok) throw new PlatformFriendsError(`HTTP ${res.status}`);
  const body = (await res.json()) as unknown;
  if (!body || typeof body !== 'object') throw new PlatformFriendsError('not a JSON object');
  return body as Record<string, unknown>;
}

const idList = (value: unknown): string[] => {
  if (!Array.isArray(value)) throw new PlatformFriendsError('no list of ids');
  return value
    .filter((v) => typeof v === 'string' || typeof v === 'number')
    .map(String)
    .slice(0, MAX_FRIENDS);
};

/**
 * VK (dev.vk.com/ru/method/friends.get): `friends.get` with the app's service token and the player's
 * verified `vk_user_id` answers `{response: {count, items: [ids]}}`, or `{error: {error_code, error_msg}}`.
 */
async function vkFriends(deps: Deps, base: string, userId: string): Promise<string[] | null> {
  const token = deps.config.VK_SERVICE_TOKEN;
  if (!token) return null;
  const url = new URL('method/friends.get', base);
  url.search = new URLSearchParams({
    user_id: userId,
    count: String(MAX_FRIENDS),
    access_token: token,
    v: VK_API_VERSION,
  }).toString();
  const body = await getJson(deps, url);
  if (body.error) throw new PlatformFriendsError(`VK error ${JSON.stringify(body.error)}`);
  return idList((body.response as { items?: unknown } | undefined)?.items);
}

/**
 * OK (apiok.ru/dev/methods, "Расчет подписи запроса"; apiok.ru/dev/methods/rest/friends/friends.getAppUsers):
 * a call in the player's session takes the `session_key` and `application_key` of the signed launch
 * parameters; `sig` = md5 of the other parameters sorted as `k=v`, concatenated, plus `session_secret_key`
 * (`session_key` itself is left out). `friends.getAppUsers` answers `{uids: [ids]}`, an error
 * `{error_code, error_msg}`.
 */
async function okFriends(deps: Deps, base: string, launchParams: string): Promise<string[] | null> {
  const launch = new URLSearchParams(launchParams.replace(/^[?#]/, ''));
  const sessionKey = launch.get('session_key');
  const sessionSecret = launch.get('session_secret_key');
  const applicationKey = launch.get('application_key');
  if (!sessionKey || !sessionSecret || !applicationKey) return null;
  const params: Record<string, string> = {
    application_key: applicationKey,
    format: 'json',
    method: 'friends.getAppUsers',
  };
  const text = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('');
  const sig = createHash('md5')
    .update(text + sessionSecret, 'utf8')
    .digest('hex');
  const url = new URL('fb.do', base);
  url.search = new URLSearchParams({ ...params, session_key: sessionKey, sig }).toString();
  const body = await getJson(deps, url);
  if (body.error_code !== undefined)
    throw new PlatformFriendsError(
      `OK error ${JSON.stringify(body.error_code)} ${typeof body.error_msg === 'string' ? body.error_msg : ''}`,
    );
  return idList(body.uids);
}

/**
 * Facebook (developers.facebook.com/docs/games/gamesonfacebook/login#parsingsr,
 * developers.facebook.com/docs/graph-api/reference/user/friends): the signed request of a player who
 * authorised the app carries `oauth_token`; `GET /me/friends` with it lists the friends who use the app
 * too (`user_friends` permission): `{data: [{id, name}], paging}`.
 */
async function facebookFriends(
  deps: Deps,
  base: string,
  signedRequest: string,
  secret: string,
): Promise<string[] | null> {
  const token = verifyFacebookRequest(signedRequest, secret).oauth_token;
  if (typeof token !== 'string' || !token) return null;
  const url = new URL('me/friends', base);
  url.search = new URLSearchParams({ fields: 'id', limit: String(MAX_FRIENDS), access_token: token }).toString();
  const body = await getJson(deps, url);
  if (body.error) throw new PlatformFriendsError(`Facebook error ${JSON.stringify(body.error)}`);
  if (!Array.isArray(body.data)) throw new PlatformFriendsError('no data');
  return idList(body.data.map((f: unknown) => (f as { id?: unknown } | null)?.id));
}

/** The player's friends on the platform, as the platform itself says (never as a client says); null when it cannot be asked. */
export async function readPlatformFriends(
  deps: Deps,
  platform: FriendsPlatform,
  blocks: SocialBlocks,
  platformUserId: string,
): Promise<string[] | null> {
  const base = friendsApiBase(deps.config, platform);
  switch (platform) {
    case 'VkontakteCom':
      return vkFriends(deps, base, platformUserId);
    case 'Odnoklassniki':
      return okFriends(deps, base, blocks.Odnoklassniki!.LaunchParams);
    case 'FacebookGames': {
      const secret = deps.config.FACEBOOK_APP_SECRET;
      return secret ? facebookFriends(deps, base, blocks.FacebookGames!.SignedRequest, secret) : null;
    }
  }
}

/** Makes `accountId` a friend of every account that signed in with one of `friendIds` on the platform of `identityType`. */
export async function befriendPlatformFriends(
  deps: Deps,
  accountId: string,
  identityType: string,
  friendIds: readonly string[],
): Promise<number> {
  if (!friendIds.length) return 0;
  const owners = await deps.db
    .selectDistinct({ accountId: socialIdentifiers.accountId })
    .from(socialIdentifiers)
    .where(
      and(
        eq(socialIdentifiers.type, identityType),
        inArray(socialIdentifiers.externalId, [...new Set(friendIds)]),
        ne(socialIdentifiers.accountId, accountId),
      ),
    );
  for (const owner of owners) await makeFriends(deps.db, accountId, owner.accountId);
  return owners.length;
}

const isFriendsPlatform = (p: string): p is FriendsPlatform =>
  p === 'VkontakteCom' || p === 'Odnoklassniki' || p === 'FacebookGames';

/**
 * After a verified VK, OK or Facebook sign-in: the player's platform friends who have portal accounts
 * (signed in there too) become the player's friends. A platform that cannot be asked or fails is
 * logged; the sign-in goes on.
 */
export async function importPlatformFriends(
  deps: Deps,
  accountId: string,
  platform: string,
  blocks: SocialBlocks,
  identity: { type: string; id: string },
): Promise<void> {
  if (!isFriendsPlatform(platform)) return;
  try {
    const ids = await readPlatformFriends(deps, platform, blocks, identity.id);
    if (ids === null) return;
    const added = await befriendPlatformFriends(deps, accountId, identity.type, ids);
    deps.logger.info({ platform, friends: ids.length, portalFriends: added }, 'Platform friends read at sign-in');
  } catch (err) {
    deps.logger.warn(
      { code: PLATFORM_FRIENDS_UNAVAILABLE, platform, err: (err as Error).message },
      'Platform friends could not be read at sign-in',
    );
  }
}
