import { toHex } from '../shared/hex.js';
import { md5Hex } from './md5.js';

const encoder = new TextEncoder();

/** HMAC-SHA256 with WebCrypto, so simulators sign the same way in a page and in tests. */
export async function hmacSha256(key: string | Uint8Array, data: string): Promise<Uint8Array> {
  const raw: Uint8Array<ArrayBuffer> = typeof key === 'string' ? encoder.encode(key) : new Uint8Array(key);
  const cryptoKey = await crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(data)));
}

export const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
export const toBase64Url = (bytes: Uint8Array) =>
  toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
export const utf8Base64 = (text: string) => toBase64(encoder.encode(text));

const sorted = (params: Record<string, string>, skip: string) =>
  Object.entries(params)
    .filter(([k]) => k !== skip)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** VK Mini Apps launch params with `sign` (HMAC-SHA256 of the sorted vk_* params, base64url). */
export async function signVkLaunch(params: Record<string, string>, secret: string): Promise<string> {
  const vk = sorted(params, 'sign').filter(([k]) => k.startsWith('vk_'));
  const sign = toBase64Url(await hmacSha256(secret, new URLSearchParams(vk).toString()));
  return new URLSearchParams({ ...params, sign }).toString();
}

/** OK and VK Play launch params: MD5 of the sorted `k=v` pairs and the secret, under `key`. */
export function signMd5Launch(params: Record<string, string>, secret: string, key: 'sig' | 'sign'): string {
  const base = sorted(params, key)
    .map(([k, v]) => `${k}=${v}`)
    .join('');
  return new URLSearchParams({ ...params, [key]: md5Hex(base + secret) }).toString();
}

/** Telegram init data with its `hash`. */
export async function signTelegramInitData(fields: Record<string, string>, botToken: string): Promise<string> {
  const check = sorted(fields, 'hash')
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
  const hash = toHex(await hmacSha256(await hmacSha256('WebAppData', botToken), check));
  return new URLSearchParams({ ...fields, hash }).toString();
}

/** Facebook signed request `base64url(sig).base64url(payload)`. */
export async function signFacebookRequest(payload: Record<string, unknown>, secret: string): Promise<string> {
  const body = toBase64Url(encoder.encode(JSON.stringify({ algorithm: 'HMAC-SHA256', ...payload })));
  return `${toBase64Url(await hmacSha256(secret, body))}.${body}`;
}

/** An HS256 JWT (CrazyGames user token, WizQ access token). */
export async function signHs256(claims: Record<string, unknown>, secret: string): Promise<string> {
  const part = (value: unknown) => toBase64Url(encoder.encode(JSON.stringify(value)));
  const head = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${head}.${toBase64Url(await hmacSha256(secret, head))}`;
}

export { md5Hex, toHex };
