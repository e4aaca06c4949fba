import { safeEqual } from '../crypto/tokens';
import { hmacSha256 } from '../crypto/digests';
import { type PlatformIdentity, invalidSignature } from './identity';

const unpad = (s: string) => s.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/**
 * Checks a signed request `base64url(HMAC-SHA256(payload part)).base64url(JSON)` whose JSON names
 * `algorithm: HMAC-SHA256`, and returns its payload: Facebook's (canvas, pay dialog, Instant Games;
 * developers.facebook.com/docs/games/gamesonfacebook/login#parsingsr) and Kongregate's API callbacks,
 * which use the same format with the game's API key (docs.kongregate.com/docs/concepts-signed-requests).
 */
export function verifySignedRequest(signed: string, secret: string, platform = 'Facebook'): Record<string, unknown> {
  const [sig, body, extra] = signed.split('.');
  if (!sig || !body || extra !== undefined) throw invalidSignature(platform, 'malformed signed request');
  if (!safeEqual(unpad(sig), hmacSha256(secret, body).toString('base64url'))) throw invalidSignature(platform);
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (String(payload.algorithm).toUpperCase() !== 'HMAC-SHA256') throw new Error('algorithm');
    return payload;
  } catch {
    throw invalidSignature(platform, 'malformed payload');
  }
}

/** A Facebook signed request (see {@link verifySignedRequest}). */
export const verifyFacebookRequest = (signed: string, secret: string): Record<string, unknown> =>
  verifySignedRequest(signed, secret, 'Facebook');

/** Web Games on Facebook: `user_id`. Instant Games: the per-game `player_id`. */
export function verifyFacebookPlayer(signed: string, secret: string, instant: boolean): PlatformIdentity {
  const payload = verifyFacebookRequest(signed, secret);
  const id = instant ? payload.player_id : payload.user_id;
  if (typeof id !== 'string' && typeof id !== 'number') throw invalidSignature('Facebook', 'player id missing');
  return { type: instant ? 'FacebookNamespaced' : 'FacebookGames', id: String(id) };
}
