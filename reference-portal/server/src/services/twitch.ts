import { and, eq } from 'drizzle-orm';
import { twitchConnections } from '../db/schema';
import type { Deps } from '../http/app-env';
import { usableSecret } from '../platforms/platform-secrets';
import { verifyLocalIdp } from '../platforms/verify-local-idp';
import { randomToken } from '../crypto/tokens';

export interface TwitchTokens {
  readonly userId: string;
  readonly accessToken: string;
  readonly refreshToken: string;
}

const TOKEN_URL = 'https://id.twitch.tv/oauth2/token';

/**
 * Exchanges an OAuth code. Local mode: the code is a local identity-provider token and the
 * tokens are minted here; production asks Twitch. Twitch refusing, or not answering, gives null.
 */
export async function exchangeTwitchCode(deps: Deps, code: string): Promise<TwitchTokens | null> {
  if (deps.config.MODE === 'local') {
    const user = await verifyLocalIdp('Twitch', code, deps.config, deps.clock()).catch(() => null);
    return user ? { userId: user.id, accessToken: randomToken(24), refreshToken: randomToken(24) } : null;
  }
  const tokens = await twitchTokenCall(deps, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: deps.config.PUBLIC_URL,
  });
  if (!tokens) return null;
  const res = await askTwitch(deps, 'https://id.twitch.tv/oauth2/validate', {
    headers: { Authorization: `OAuth ${tokens.accessToken}` },
  });
  if (!res) return null;
  const body = (await res.json().catch(() => ({}))) as { user_id?: string };
  return res.ok && body.user_id ? { userId: body.user_id, ...tokens } : null;
}

export async function refreshTwitch(deps: Deps, refreshToken: string) {
  if (deps.config.MODE === 'local') return { accessToken: randomToken(24), refreshToken: randomToken(24) };
  return twitchTokenCall(deps, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

async function twitchTokenCall(deps: Deps, params: Record<string, string>) {
  const { TWITCH_CLIENT_ID: clientId, TWITCH_CLIENT_SECRET: clientSecret } = deps.config;
  if (!usableSecret(deps.config, clientId) || !usableSecret(deps.config, clientSecret)) {
    deps.logger.warn('TWITCH_CLIENT_ID and TWITCH_CLIENT_SECRET are not set: Twitch codes are refused');
    return null;
  }
  const body = new URLSearchParams({ client_id: clientId, client_secret: clientSecret, ...params });
  const res = await askTwitch(deps, TOKEN_URL, { method: 'POST', body });
  if (!res) return null;
  const json = (await res.json().catch(() => ({}))) as { access_token?: string; refresh_token?: string };
  return res.ok && json.access_token && json.refresh_token
    ? { accessToken: json.access_token, refreshToken: json.refresh_token }
    : null;
}

/** One call to Twitch; a network failure is logged and gives null, so the caller answers it as a refusal. */
async function askTwitch(deps: Deps, url: string, init: RequestInit): Promise<Response | null> {
  try {
    return await deps.fetch(url, init);
  } catch (err) {
    deps.logger.warn({ err, url }, 'Twitch could not be reached');
    return null;
  }
}

type TwitchConnectionTokens = Pick<typeof twitchConnections.$inferInsert, 'accessToken' | 'refreshToken'>;

const connectionOf = (accountId: string, game: string) =>
  and(eq(twitchConnections.accountId, accountId), eq(twitchConnections.game, game));

/** Stores the account's Twitch connection for the game, replacing the one it had. */
export async function saveTwitchConnection(
  deps: Deps,
  accountId: string,
  game: string,
  values: TwitchConnectionTokens & Pick<typeof twitchConnections.$inferInsert, 'userId' | 'updatedAt'>,
): Promise<void> {
  await deps.db
    .insert(twitchConnections)
    .values({ accountId, game, ...values })
    .onConflictDoUpdate({ target: [twitchConnections.accountId, twitchConnections.game], set: values });
}

/** The account's Twitch connection for the game, or null when it has none. */
export async function findTwitchConnection(deps: Deps, accountId: string, game: string) {
  const [row] = await deps.db.select().from(twitchConnections).where(connectionOf(accountId, game)).limit(1);
  return row ?? null;
}

/** Stores the tokens a refresh gave the account's Twitch connection for the game. */
export async function updateTwitchTokens(
  deps: Deps,
  accountId: string,
  game: string,
  tokens: TwitchConnectionTokens,
): Promise<void> {
  await deps.db
    .update(twitchConnections)
    .set({ ...tokens, updatedAt: deps.clock() })
    .where(connectionOf(accountId, game));
}
