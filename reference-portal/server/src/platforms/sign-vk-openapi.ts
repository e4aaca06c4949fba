import { md5Hex } from '../crypto/digests';

/** VK OpenAPI session `sig`: MD5 of `expire=…mid=…secret=…sid=…` followed by the app secret. */
export function vkOpenApiSig(
  s: { expire: string; mid: string; secret: string; sid: string },
  appSecret: string,
): string {
  return md5Hex(`expire=${s.expire}mid=${s.mid}secret=${s.secret}sid=${s.sid}${appSecret}`);
}
