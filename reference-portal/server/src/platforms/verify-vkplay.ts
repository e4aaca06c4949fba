import { safeEqual } from '../services/tokens';
import { toParams } from './crypto';
import { type PlatformIdentity, invalidSignature } from './identity';
import { vkPlaySign } from './sign-vkplay';

export function verifyVkPlay(launchParams: string, secret: string): PlatformIdentity {
  const params = toParams(launchParams);
  const sign = params.get('sign')?.toLowerCase();
  const uid = params.get('uid');
  if (!sign || !uid) throw invalidSignature('VK Play', 'sign or uid missing');
  if (!safeEqual(sign, vkPlaySign(Object.fromEntries(params), secret))) throw invalidSignature('VK Play');
  return { type: 'VkontaktePlay', id: uid };
}
