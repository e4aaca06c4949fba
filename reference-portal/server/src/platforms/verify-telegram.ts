import { createHmac } from 'node:crypto';
import { safeEqual } from '../crypto/tokens';
import { type PlatformIdentity, invalidSignature } from './identity';

/**
 * The `hash` Telegram puts on a Mini App's init data (core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app):
 * hex HMAC-SHA256 of the other fields sorted by key as `key=value` lines joined by `\n`, keyed with
 * HMAC-SHA256 of the bot token under the key `WebAppData`.
 */
function expectedHash(params: URLSearchParams, botToken: string): string {
  const lines = [...params]
    .filter(([k]) => k !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`);
  const key = createHmac('sha256', 'WebAppData').update(botToken).digest();
  return createHmac('sha256', key).update(lines.join('\n')).digest('hex');
}

const MAX_CLOCK_SKEW_SECONDS = 60;
const MAX_AGE_SECONDS = 24 * 3600;

export function verifyTelegram(initData: string, botToken: string, now: Date): PlatformIdentity {
  const params = new URLSearchParams(initData.replace(/^[?#]/, ''));
  const hash = params.get('hash');
  if (!hash || params.getAll('hash').length !== 1) throw invalidSignature('Telegram', 'hash missing');
  if (!safeEqual(hash, expectedHash(params, botToken))) throw invalidSignature('Telegram');
  const authDate = Number(params.get('auth_date'));
  if (!Number.isInteger(authDate) || authDate <= 0 || now.getTime() / 1000 - authDate > MAX_AGE_SECONDS) {
    throw invalidSignature('Telegram', 'init data expired');
  }
  // Telegram dates the data when it opens the Mini App: a date in the future beyond a small clock skew is forged or replayed.
  if (authDate - now.getTime() / 1000 > MAX_CLOCK_SKEW_SECONDS)
    throw invalidSignature('Telegram', 'init data dated in the future');
  let user: { id?: unknown; first_name?: unknown; last_name?: unknown; language_code?: unknown };
  try {
    user = JSON.parse(params.get('user') ?? '');
  } catch {
    throw invalidSignature('Telegram', 'Telegram user is missing!');
  }
  if (typeof user.id !== 'number' && typeof user.id !== 'string')
    throw invalidSignature('Telegram', 'Telegram user is missing!');
  const name = [user.first_name, user.last_name].filter((s) => typeof s === 'string').join(' ');
  return {
    type: 'Telegram',
    id: String(user.id),
    name,
    locale: typeof user.language_code === 'string' ? user.language_code : undefined,
  };
}
