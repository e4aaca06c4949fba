import { hmacSha256 } from '../crypto/digests';
import { sortedEntries, toParams } from './launch-params';

/** VK Mini Apps `sign`: HMAC-SHA256 (base64url, no padding) of the sorted `vk_*` params as a query string. */
export function vkSign(params: string | Record<string, unknown>, secret: string): string {
  const vk = sortedEntries(toParams(params), ['sign']).filter(([k]) => k.startsWith('vk_'));
  return hmacSha256(secret, new URLSearchParams(vk).toString()).toString('base64url');
}

/** Launch params with `sign` added, as the VK simulator hands them to a game. */
export function signVkLaunchParams(params: Record<string, string>, secret: string): string {
  return new URLSearchParams({ ...params, sign: vkSign(params, secret) }).toString();
}
