import { and, eq, gt, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { connectedGames, sessions } from '../db/schema';
import { type GameClaims, verifyAnyGameJwt, verifyGameJwt } from './game-jwt';

/** Why {@link checkGameToken} refused a token. */
export type GameTokenRefusal = 'invalid' | 'session-ended' | 'not-connected';

export type GameTokenCheck = { readonly claims: GameClaims } | { readonly refused: GameTokenRefusal };

/**
 * Everything a route that accepts a game token checks, in one statement: the signature and the hour
 * (`invalid`), the portal session that minted it still live (`session-ended`: logged out or expired),
 * and the game still connected to the account under the token's game uid (`not-connected`).
 * `game` is the game the route serves; null takes the game the token names.
 */
export async function checkGameToken(
  db: Db,
  config: Pick<Config, 'JWT_SECRET' | 'PUBLIC_URL' | 'MODE'>,
  token: string,
  game: string | null,
  now: Date,
): Promise<GameTokenCheck> {
  const claims = await (game === null ? verifyAnyGameJwt(config, token, now) : verifyGameJwt(config, token, game, now));
  if (!claims) return { refused: 'invalid' };
  const session = and(
    eq(sessions.id, claims.sessionId),
    eq(sessions.accountId, claims.accountId),
    gt(sessions.expiresAt, now),
  );
  const link = and(
    eq(connectedGames.accountId, claims.accountId),
    eq(connectedGames.game, claims.game),
    eq(connectedGames.gameUid, claims.gameUid),
  );
  const result = await db.execute(sql`select
    exists (select 1 from ${sessions} where ${session}) as session_live,
    exists (select 1 from ${connectedGames} where ${link}) as connected`);
  const row = (result as { rows: { session_live: boolean; connected: boolean }[] }).rows[0];
  if (!row?.session_live) return { refused: 'session-ended' };
  if (!row.connected) return { refused: 'not-connected' };
  return { claims };
}
