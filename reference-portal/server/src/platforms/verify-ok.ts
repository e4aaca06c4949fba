import { type PlatformIdentity, invalidSignature } from './identity';
import { verifyMd5Params } from './verify-payment-callback';

/**
 * OK launch parameters (apiok.ru/dev/methods/, "Подпись запроса"): `sig` is the MD5 of the other
 * parameters sorted by key as `key=value`, concatenated, followed by the application's secret key.
 */
export function verifyOk(launchParams: string, secret: string): PlatformIdentity {
  const query = new URLSearchParams(launchParams.replace(/^[?#]/, ''));
  const userId = query.get('logged_user_id');
  if (!query.get('sig') || !userId) throw invalidSignature('OK', 'sig or logged_user_id missing');
  if (!verifyMd5Params(query, secret, 'sig')) throw invalidSignature('OK');
  return { type: 'Odnoklassniki', id: userId };
}
