import { createHash } from 'node:crypto';
import { safeEqual } from '../crypto/tokens';

/**
 * The MD5 signature VK, OK and VK Play put on the payment notifications they send an application's server:
 * `sig` is the MD5 (lower-case hex) of every other parameter as `key=value`, sorted by key and
 * concatenated without separators, followed by the application's secret.
 *
 * - VK (dev.vk.com/ru/api/payments/notifications/overview): the app's secure key; POST form fields.
 * - OK (apiok.ru/dev/methods/rest/callbacks/callbacks.payment; "Подпись запроса" in apiok.ru/dev/methods):
 *   the application's secret key; GET query parameters.
 * - VK Play's billing URL (dev.games.mail.ru/ru/docs/free_to_play/billing/): the game's secret; GET
 *   query parameters, the signature under `sign`.
 *
 * Returns the parameters without the signature, or null when `sig` is missing, repeated or wrong, or a
 * parameter is repeated (the platforms send each once).
 */
export function verifyMd5Params(
  params: URLSearchParams,
  secret: string,
  sigKey: 'sig' | 'sign' = 'sig',
): Map<string, string> | null {
  const sig = params.get(sigKey);
  if (!sig || params.getAll(sigKey).length !== 1) return null;
  const fields = new Map<string, string>();
  for (const [key, value] of params) {
    if (key === sigKey) continue;
    if (fields.has(key)) return null;
    fields.set(key, value);
  }
  const keys = [...fields.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const expected = createHash('md5')
    .update(keys.map((k) => `${k}=${fields.get(k)}`).join('') + secret, 'utf8')
    .digest('hex');
  return safeEqual(sig.toLowerCase(), expected) ? fields : null;
}
