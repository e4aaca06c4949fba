import { safeEqual } from '../services/tokens';
import { hmacSha256 } from './crypto';
import { type PlatformIdentity, invalidSignature } from './identity';

/** Checks `<signature>.<payload>` and returns the payload's `data`. */
export function verifyYandexData(signed: string, secret: string): unknown {
  const [signature, payload, extra] = signed.split('.');
  if (!signature || !payload || extra !== undefined) throw invalidSignature('Yandex Games', 'malformed signature');
  if (!safeEqual(signature, hmacSha256(secret, payload).toString('base64'))) throw invalidSignature('Yandex Games');
  try {
    const body = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { algorithm?: unknown; data?: unknown };
    if (body.algorithm !== 'HMAC-SHA256') throw new Error('algorithm');
    return body.data;
  } catch {
    throw invalidSignature('Yandex Games', 'malformed payload');
  }
}

/** Player signature from `getPlayer({ signed: true })`; lite (unauthorised) players are guests. */
export function verifyYandexPlayer(signed: string, secret: string): PlatformIdentity {
  const data = verifyYandexData(signed, secret) as { uniqueID?: unknown; publicName?: unknown; lang?: unknown; mode?: unknown };
  if (typeof data?.uniqueID !== 'string' || !data.uniqueID) throw invalidSignature('Yandex Games', 'uniqueID missing');
  const guest = data.mode === 'lite';
  return {
    type: guest ? 'YandexGamesGuest' : 'YandexGames',
    id: data.uniqueID,
    name: typeof data.publicName === 'string' ? data.publicName : undefined,
    locale: typeof data.lang === 'string' ? data.lang : undefined,
    guest,
  };
}
