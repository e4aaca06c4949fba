import { type PlatformIdentity, invalidSignature } from './identity';
import { verifyMd5Params } from './verify-payment-callback';

/**
 * VK Play launch parameters (dev.games.mail.ru, iframe games): `sign` is the MD5 of the other query
 * parameters sorted by key as `key=value`, concatenated, followed by the game's secret.
 */
export function verifyVkPlay(launchParams: string, secret: string): PlatformIdentity {
  const query = new URLSearchParams(launchParams.replace(/^[?#]/, ''));
  const uid = query.get('uid');
  if (!query.get('sign') || !uid) throw invalidSignature('VK Play', 'sign or uid missing');
  if (!verifyMd5Params(query, secret, 'sign')) throw invalidSignature('VK Play');
  return { type: 'VkontaktePlay', id: uid };
}
