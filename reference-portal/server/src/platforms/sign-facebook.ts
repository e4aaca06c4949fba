import { hmacSha256 } from '../crypto/digests';

/** Facebook signed request: `base64url(HMAC-SHA256(payload)).payload`, payload base64url JSON. */
export function signFacebookRequest(payload: Record<string, unknown>, secret: string): string {
  const body = Buffer.from(JSON.stringify({ algorithm: 'HMAC-SHA256', ...payload })).toString('base64url');
  return `${hmacSha256(secret, body).toString('base64url')}.${body}`;
}
