import type { ApiClient } from '@playport/host/api';

/** A game token is renewed this long before it expires (the server issues them for one hour). */
export const GAME_TOKEN_RENEW_BEFORE_MS = 5 * 60_000;
/** Renewals are at least this far apart, whatever the clocks say. */
const MIN_RENEW_DELAY_MS = 60_000;

/** When a JWT expires (ms since the epoch), read from its `exp`; 0 when it has none. */
export function jwtExpiresAt(token: string): number {
  try {
    const part = token.split('.')[1] ?? '';
    const payload = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/** The game-scoped token a game gets as `fxId.token`, fetched with the portal session and renewed. */
export interface GameTokenSource {
  /** The game's token for the signed-in session (cached until shortly before it expires), or null. */
  get(session: string): Promise<string | null>;
  /** Milliseconds until the cached token is due for renewal, or null when nothing is cached. */
  renewIn(): number | null;
}

/**
 * Fetches the game's own token (`POST /profile/fetch_fxid_game_connection`, audience the game,
 * short-lived) so that a game never holds the portal session.
 *
 * @example `const tokens = createGameTokenSource(api, 'hello-game'); const token = await tokens.get(session.token);`
 */
export function createGameTokenSource(api: ApiClient, game: string, now: () => number = Date.now): GameTokenSource {
  let cached: { session: string; token: string; expiresAt: number } | null = null;
  return {
    async get(session) {
      if (cached?.session === session && cached.expiresAt - GAME_TOKEN_RENEW_BEFORE_MS > now()) return cached.token;
      cached = null;
      const reply = await api.profile.fetchFxIdGameConnection({ Game: game });
      const token = reply.ConnectedGame?.GameJwt ?? null;
      const expiresAt = token ? jwtExpiresAt(token) : 0;
      if (token && expiresAt) cached = { session, token, expiresAt };
      return token;
    },
    renewIn: () =>
      cached ? Math.max(MIN_RENEW_DELAY_MS, cached.expiresAt - GAME_TOKEN_RENEW_BEFORE_MS - now()) : null,
  };
}
