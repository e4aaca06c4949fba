import { createHmac } from 'node:crypto';
import { safeEqual } from '../crypto/tokens';
import { type PlatformIdentity, invalidSignature } from './identity';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Checks Yandex Games signed data `<signature>.<payload>` and returns the payload's `data`.
 * Both parts are base64; the signature is HMAC-SHA256, keyed with the game's secret, over the
 * base64-DECODED payload (the JSON text), not over the base64 text
 * (https://yandex.ru/dev/games/doc/ru/sdk/sdk-purchases#signature; see adapters/src/yandex/README.md).
 */
export function verifyYandexData(signed: string, secret: string): unknown {
  const [signature, payload, extra] = signed.split('.');
  if (!signature || !payload || extra !== undefined || !BASE64.test(signature) || !BASE64.test(payload)) {
    throw invalidSignature('Yandex Games', 'malformed signature');
  }
  const message = Buffer.from(payload, 'base64');
  if (!safeEqual(signature, createHmac('sha256', secret).update(message).digest('base64')))
    throw invalidSignature('Yandex Games');
  try {
    const body = JSON.parse(message.toString('utf8')) as { algorithm?: unknown; data?: unknown };
    if (body.algorithm !== 'HMAC-SHA256') throw new Error('algorithm');
    return body.data;
  } catch {
    throw invalidSignature('Yandex Games', 'malformed payload');
  }
}
/** Player signature from `getPlayer({ signed: true })`; lite (unauthorised) players are guests. */
export function verifyYandexPlayer(signed: string, secret: string): PlatformIdentity {
  const data = verifyYandexData(signed, secret) as {
    uniqueID?: unknown;
    publicName?: unknown;
    lang?: unknown;
    mode?: unknown;
  };
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
