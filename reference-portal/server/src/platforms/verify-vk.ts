import { createHmac } from 'node:crypto';
import { safeEqual } from '../crypto/tokens';
import { type PlatformIdentity, invalidSignature } from './identity';

/**
 * VK Mini Apps launch parameters (dev.vk.com/en/mini-apps/development/launch-params-sign): `sign` is
 * the unpadded base64url HMAC-SHA256 of the `vk_*` parameters sorted by key and joined as a query
 * string, keyed with the app's secure key.
 */
export function verifyVk(launchParams: string, secret: string): PlatformIdentity {
  const params = new URLSearchParams(launchParams.replace(/^[?#]/, ''));
  const sign = params.get('sign');
  const userId = params.get('vk_user_id');
  if (!sign || !userId) throw invalidSignature('VK', 'sign or vk_user_id missing');
  const vk = [...params].filter(([k]) => k.startsWith('vk_')).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const expected = createHmac('sha256', secret).update(new URLSearchParams(vk).toString()).digest('base64url');
  if (!safeEqual(sign, expected)) throw invalidSignature('VK');
  return { type: 'VkontakteCom', id: userId, locale: params.get('vk_language') ?? undefined };
}
