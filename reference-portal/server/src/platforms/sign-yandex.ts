import { createHmac } from 'node:crypto';

/**
 * Yandex Games signed data, made as Yandex makes it: `<signature>.<payload>`, the payload the base64
 * of the JSON `{ algorithm, issuedAt, requestPayload, data }`, the signature the base64 of
 * HMAC-SHA256 over that JSON text with the game's secret.
 */
export function signYandexData(data: unknown, secret: string, issuedAt = Math.floor(Date.now() / 1000)): string {
  const json = JSON.stringify({ algorithm: 'HMAC-SHA256', issuedAt, requestPayload: '', data });
  return `${createHmac('sha256', secret).update(json, 'utf8').digest('base64')}.${Buffer.from(json, 'utf8').toString('base64')}`;
}
