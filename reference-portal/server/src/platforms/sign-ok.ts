import { md5Hex } from '../crypto/digests';
import { sortedEntries, toParams } from './launch-params';

/** OK `sig`: MD5 of the sorted `k=v` pairs concatenated, followed by the application secret. */
export function okSig(params: string | Record<string, unknown>, secret: string): string {
  const pairs = sortedEntries(toParams(params), ['sig']).map(([k, v]) => `${k}=${v}`);
  return md5Hex(pairs.join('') + secret);
}

export function signOkLaunchParams(params: Record<string, string>, secret: string): string {
  return new URLSearchParams({ ...params, sig: okSig(params, secret) }).toString();
}
