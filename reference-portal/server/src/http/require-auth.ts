import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import { claimedGame, verifyAnyGameJwt } from '../services/game-jwt';
import { type GameTokenRefusal, checkGameToken } from '../services/game-token-check';
import { findSession } from '../services/sessions';
import { sha256Hex } from '../crypto/tokens';
import { ApiError, ErrorCode, unauthorized } from './api-error';
import type { AppEnv, AuthedAccount } from './app-env';
import type { ImplementOptions } from './implement';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(c: Context): string | null {
  return /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? null;
}

export const GAME_TOKEN_REFUSED = 'A game token cannot be used for account-level calls';
export const OTHER_GAME_REFUSED = 'This game token belongs to another game';

/** 403 for a game-scoped token outside its scope; `Code` tells it apart from a missing session. */
const gameScopeError = (message: string) => new ApiError(403, ErrorCode.GameTokenScope, message);

/**
 * Account-level routes: only a live portal session passes. A game-scoped token (what games get as
 * `fxId.token`) is refused with 403 `GameTokenScope`; anything else with 401.
 */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c);
  if (!token) throw unauthorized();
  const { db, clock, config } = c.get('deps');
  const account = await findSession(db, token, clock());
  if (!account) throw await refusedToken(config, token, clock());
  c.set('account', { ...account, game: null });
  await next();
};

/** The bearer token of a request {@link SESSION_IN_OWN_STATEMENT} let through; 401 without one. */
export function sessionToken(c: Context<AppEnv>): string {
  const token = bearerToken(c);
  if (!token) throw unauthorized();
  return token;
}

/**
 * `implement` options for account-level routes that find the session in their own statement (one statement
 * per request): a request without a bearer token is refused before its body is read, and when the body is
 * refused, a token that is no live session is refused first, as {@link requireAuth} would. The handler
 * takes the token with {@link sessionToken} and refuses one its statement finds no live session for with
 * {@link refusedToken}.
 */
export const SESSION_IN_OWN_STATEMENT = {
  use: [
    async (c, next) => {
      sessionToken(c);
      await next();
    },
  ],
  onInputRefused: async (c) => {
    const token = sessionToken(c);
    const { db, clock, config } = c.get('deps');
    if (!(await findSession(db, token, clock()))) throw await refusedToken(config, token, clock());
  },
} satisfies ImplementOptions;

/**
 * Why {@link requireAuth} refuses a bearer token that is no live session: 403 `GameTokenScope` for a
 * live game token, else 401. For routes that find the session in their own statement.
 */
export async function refusedToken(config: Config, token: string, now: Date): Promise<ApiError> {
  if (claimedGame(token) && (await verifyAnyGameJwt(config, token, now))) return gameScopeError(GAME_TOKEN_REFUSED);
  return unauthorized('The bearer token is invalid or expired');
}

/** What a refused game token is told (401). */
const GAME_TOKEN_REFUSALS: Record<GameTokenRefusal, string> = {
  invalid: 'The bearer token is invalid or expired',
  'session-ended': 'The session this game token belongs to has ended',
  'not-connected': 'The game is no longer connected',
};

/**
 * Routes of one game: a live portal session, or a live game token minted by a live session, whose game
 * is still connected to the account. The handler names the game of the request with {@link requireGameScope}.
 */
export const requireSessionOrGameToken: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c);
  if (!token) throw unauthorized();
  const { db, clock, config } = c.get('deps');
  const session = await findSession(db, token, clock());
  if (session) {
    c.set('account', { ...session, game: null });
    return next();
  }
  const check = await checkGameToken(db, config, token, null, clock());
  if ('refused' in check) throw unauthorized(GAME_TOKEN_REFUSALS[check.refused]);
  const { claims } = check;
  const account: AuthedAccount = {
    id: claims.accountId,
    tokenHash: sha256Hex(token),
    sessionId: claims.sessionId,
    game: claims.game,
  };
  c.set('account', account);
  await next();
};

/** Refuses a game token used for a game other than its own (or for no game); a session passes. */
export function requireGameScope(c: Context<AppEnv>, game: string | null | undefined): void {
  const scope = c.get('account').game;
  if (scope !== null && scope !== game) throw gameScopeError(OTHER_GAME_REFUSED);
}
