import { safeEqual } from '../services/tokens';
import { hmacSha256 } from './crypto';
import { type PlatformIdentity, invalidSignature } from './identity';

const unpad = (s: string) => s.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** Checks a signed request (canvas, pay dialog, Instant Games) and returns its payload. */
export function verifyFacebookRequest(signed: string, secret: string): Record<string, unknown> {
  const [sig, body, extra] = signed.split('.');
  if (!sig || !body || extra !== undefined) throw invalidSignature('Facebook', 'malformed signed request');
  if (!safeEqual(unpad(sig), hmacSha256(secret, body).toString('base64url'))) throw invalidSignature('Facebook');
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (String(payload.algorithm).toUpperCase() !== 'HMAC-SHA256') throw new Error('algorithm');
    return payload;
  } catch {
    throw invalidSignature('Facebook', 'malformed payload');
  }
}

/** Web Games on Facebook: `user_id`. Instant Games: the per-game `player_id`. */
export function verifyFacebookPlayer(signed: string, secret: string, instant: boolean): PlatformIdentity {
  const payload = verifyFacebookRequest(signed, secret);
  const id = instant ? payload.player_id : payload.user_id;
  if (typeof id !== 'string' && typeof id !== 'number') throw invalidSignature('Facebook', 'player id missing');
  return { type: instant ? 'FacebookNamespaced' : 'FacebookGames', id: String(id) };
}
