import { importSPKI, jwtVerify } from 'jose';
import { type PlatformIdentity, invalidSignature } from './identity';

export interface CrazyGamesKeys {
  /** PEM public key (RS256) CrazyGames signs user tokens with; production. */
  readonly publicKey?: string | undefined;
  /** HS256 secret used when no public key is configured (local simulator). */
  readonly secret?: string | undefined;
}

export async function verifyCrazyGames(token: string, keys: CrazyGamesKeys, now: Date): Promise<PlatformIdentity> {
  try {
    if (!keys.publicKey && !keys.secret) throw new Error('no key');
    const key = keys.publicKey ? await importSPKI(keys.publicKey, 'RS256') : new TextEncoder().encode(keys.secret);
    const { payload } = await jwtVerify(token, key, {
      algorithms: [keys.publicKey ? 'RS256' : 'HS256'],
      currentDate: now,
      // CrazyGames user tokens expire after an hour; a token without `exp` would be good forever.
      requiredClaims: ['exp'],
    });
    if (typeof payload.userId !== 'string' || !payload.userId) throw new Error('userId');
    return {
      type: 'CrazyGames',
      id: payload.userId,
      name: typeof payload.username === 'string' ? payload.username : undefined,
    };
  } catch {
    throw invalidSignature('CrazyGames', 'invalid user token');
  }
}
