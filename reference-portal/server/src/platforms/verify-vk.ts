import { safeEqual } from '../services/tokens';
import { toParams } from './crypto';
import { type PlatformIdentity, invalidSignature } from './identity';
import { vkSign } from './sign-vk';

export function verifyVk(launchParams: string, secret: string): PlatformIdentity {
  const params = toParams(launchParams);
  const sign = params.get('sign');
  const userId = params.get('vk_user_id');
  if (!sign || !userId) throw invalidSignature('VK', 'sign or vk_user_id missing');
  if (!safeEqual(sign, vkSign(Object.fromEntries(params), secret))) throw invalidSignature('VK');
  return { type: 'VkontakteCom', id: userId, locale: params.get('vk_language') };
}
