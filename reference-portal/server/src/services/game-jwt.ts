import { createHmac } from 'node:crypto';
import { decodeJwt, jwtVerify } from 'jose';
import type { Config } from '../config';
import { ApiError, ErrorCode } from '../http/api-error';
import { LOCAL_SECRET_VALUES } from '../local/local-defaults';

const TTL_SECONDS = 3600;
const AUDIENCE_PREFIX = 'playport:game:';

export interface GameClaims {
  readonly accountId: string;
  readonly game: string;
  readonly gameUid: string;
  /** The id of the portal session that minted the token (`sid`): the token is refused once it ends. */
  readonly sessionId: string;
}

type JwtConfig = Pick<Config, 'JWT_SECRET' | 'PUBLIC_URL' | 'MODE'>;

/** The shortest HS256 secret production takes (`JWT_SECRET`, a game's server secret): the key size, 32 bytes (RFC 7518 §3.2). */
export const MIN_HS256_SECRET_BYTES = 32;

/**
 * Why production may not sign HS256 tokens with `secret`, or null when it may: `published` names the
 * development value it is, if it is one (said as the caller words it).
 */
export function hs256SecretProblem(secret: string, published: string | null): string | null {
  if (published) return published;
  if (Buffer.byteLength(secret) < MIN_HS256_SECRET_BYTES) return `is shorter than ${MIN_HS256_SECRET_BYTES} bytes`;
  return null;
}

/** Why production may not sign with this `JWT_SECRET`, or null when it may. */
export function jwtSecretProblem(secret: string | undefined): string | null {
  if (!secret) return 'missing';
  return hs256SecretProblem(secret, LOCAL_SECRET_VALUES.has(secret) ? 'is the published development value' : null);
}

const keys = new Map<string, Promise<CryptoKey>>();

/** The secret games' JWTs are signed with; none in production when it is missing, short or a development value. */
function usableSecret(config: JwtConfig): string | null {
  const secret = config.JWT_SECRET;
  return !secret || (config.MODE !== 'local' && jwtSecretProblem(secret)) ? null : secret;
}

/**
 * The verification key of {@link usableSecret}. Imported once per secret: jose would import a raw secret
 * on every check.
 */
function key(config: JwtConfig): Promise<CryptoKey> | null {
  const secret = usableSecret(config);
  if (!secret) return null;
  let imported = keys.get(secret);
  if (!imported) {
    imported = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, imported);
  }
  return imported;
}
const audience = (game: string) => `${AUDIENCE_PREFIX}${game}`;
const HS256_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * A short-lived JWT scoped to one game: `sub` is the game uid, never the account id. It is the only
 * credential a game ever holds (`fxId.token` and `fxId.gameToken` of `GetInfo`); the portal API
 * accepts it on the routes of that game only, while the session named by `sid` is live, and refuses it
 * on every account-level route. Signature and lifetime are checked here; the session by
 * `checkGameToken`.
 */
export function signGameJwt(config: JwtConfig, claims: GameClaims, now: Date): string {
  const secret = usableSecret(config);
  if (!secret) throw new ApiError(501, ErrorCode.NotConfigured, 'Game JWTs are not configured on this server');
  const iat = Math.floor(now.getTime() / 1000);
  // The claims in the order jose's SignJWT writes them (aid, game, sid, sub, iss, aud, iat, exp): the same token.
  const payload = {
    aid: claims.accountId,
    game: claims.game,
    sid: claims.sessionId,
    sub: claims.gameUid,
    iss: config.PUBLIC_URL,
    aud: audience(claims.game),
    iat,
    exp: iat + TTL_SECONDS,
  };
  // HS256 (RFC 7515 §A.1) with node:crypto: jose signs through WebCrypto, an asynchronous job on the thread
  // pool for every token, which cost the profile route an eighth of its time.
  const input = `${HS256_HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

/** Verifies a game JWT's signature and lifetime for the given game; null when invalid, expired or for another game. */
export async function verifyGameJwt(
  config: JwtConfig,
  token: string,
  game: string,
  now: Date,
): Promise<GameClaims | null> {
  const secret = key(config);
  if (!secret) return null;
  try {
    const { payload } = await jwtVerify(token, await secret, {
      issuer: config.PUBLIC_URL,
      audience: audience(game),
      algorithms: ['HS256'],
      currentDate: now,
    });
    const { sub, aid, sid } = payload;
    if (typeof sub !== 'string' || typeof aid !== 'string' || typeof sid !== 'string') return null;
    return { accountId: aid, game, gameUid: sub, sessionId: sid };
  } catch {
    return null;
  }
}

/** The game a token claims to be scoped to (unverified), or null when it is not a game JWT at all. */
export function claimedGame(token: string): string | null {
  try {
    const aud = decodeJwt(token).aud;
    const value = Array.isArray(aud) ? aud[0] : aud;
    return typeof value === 'string' && value.startsWith(AUDIENCE_PREFIX) ? value.slice(AUDIENCE_PREFIX.length) : null;
  } catch {
    return null;
  }
}

/** Verifies a game JWT for whichever game it names; null when it is no valid, live game JWT. */
export async function verifyAnyGameJwt(config: JwtConfig, token: string, now: Date) {
  const game = claimedGame(token);
  return game ? verifyGameJwt(config, token, game, now) : null;
}
