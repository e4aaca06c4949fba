import { hmacSha256 } from './crypto';

/**
 * Yandex Games signed data: `<signature>.<payload>` where payload is base64 JSON and signature is
 * base64 HMAC-SHA256 of the payload string with the application secret.
 */
export function signYandexData(data: unknown, secret: string, issuedAt = Math.floor(Date.now() / 1000)): string {
  const payload = Buffer.from(JSON.stringify({ algorithm: 'HMAC-SHA256', issuedAt, requestPayload: '', data })).toString('base64');
  return `${hmacSha256(secret, payload).toString('base64')}.${payload}`;
}
