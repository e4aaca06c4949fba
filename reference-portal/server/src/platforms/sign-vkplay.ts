import { md5Hex } from '../crypto/digests';
import { sortedEntries, toParams } from './launch-params';

/** VK Play `sign`: MD5 of the sorted `k=v` pairs concatenated, followed by the secret. */
export function vkPlaySign(params: string | Record<string, unknown>, secret: string): string {
  const pairs = sortedEntries(toParams(params), ['sign']).map(([k, v]) => `${k}=${v}`);
  return md5Hex(pairs.join('') + secret);
}

export function signVkPlayLaunchParams(params: Record<string, string>, secret: string): string {
  return new URLSearchParams({ ...params, sign: vkPlaySign(params, secret) }).toString();
}
