import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../config';

const TTL_SECONDS = 3600;

export interface GameClaims {
  readonly accountId: string;
  readonly game: string;
  readonly gameUid: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);
const audience = (game: string) => `playport:game:${game}`;

/** A short-lived JWT scoped to one game: `sub` is the game uid, never the account id. */
export async function signGameJwt(config: Pick<Config, 'JWT_SECRET' | 'PUBLIC_URL'>, claims: GameClaims, now: Date) {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ aid: claims.accountId, game: claims.game })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.gameUid)
    .setIssuer(config.PUBLIC_URL)
    .setAudience(audience(claims.game))
    .setIssuedAt(iat)
    .setExpirationTime(iat + TTL_SECONDS)
    .sign(key(config.JWT_SECRET));
}

/** Verifies a game JWT for the given game; null when invalid, expired or for another game. */
export async function verifyGameJwt(
  config: Pick<Config, 'JWT_SECRET' | 'PUBLIC_URL'>,
  token: string,
  game: string,
  now: Date,
): Promise<GameClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(config.JWT_SECRET), {
      issuer: config.PUBLIC_URL,
      audience: audience(game),
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.aid !== 'string') return null;
    return { accountId: payload.aid, game, gameUid: payload.sub };
  } catch {
    return null;
  }
}
