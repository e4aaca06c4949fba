import { hmacSha256 } from '../crypto/digests';
import { sortedEntries, toParams } from './launch-params';

/** Telegram init-data `hash`: hex HMAC-SHA256 of the data-check string, keyed by HMAC_SHA256('WebAppData', bot token). */
export function telegramHash(initData: string | Record<string, unknown>, botToken: string): string {
  const check = sortedEntries(toParams(initData), ['hash'])
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
  return hmacSha256(hmacSha256('WebAppData', botToken), check).toString('hex');
}

/** Init data as Telegram.WebApp.initData carries it, `user` given as an object. */
export function signTelegramInitData(
  fields: { user: Record<string, unknown>; auth_date: number } & Record<string, unknown>,
  botToken: string,
): string {
  const flat = Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
  return new URLSearchParams({ ...flat, hash: telegramHash(flat, botToken) }).toString();
}
