import { HOST_ORIGIN_PARAM, NONCE_PARAM } from '@playport/sdk/protocol';

const isLaunchParam = (part: string) => part.startsWith(NONCE_PARAM + '=') || part.startsWith(HOST_ORIGIN_PARAM + '=');

/**
 * Adds the nonce and the host origin to the game URL's fragment, after any fragment the game already
 * has. Launch params already present (a copied frame URL) are replaced: the SDK reads the first one.
 *
 * @example
 * ```ts
 * buildFrameSrc(new URL('https://g.example/#level=3'), 'ab12', 'https://portal.example');
 * // 'https://g.example/#level=3&playport-nonce=ab12&playport-host=https%3A%2F%2Fportal.example'
 * ```
 */
export function buildFrameSrc(gameUrl: URL, nonce: string, hostOrigin: string): string {
  const url = new URL(gameUrl.href);
  const kept = url.hash
    .replace(/^#/, '')
    .split('&')
    .filter((part) => part !== '' && !isLaunchParam(part));
  kept.push(`${NONCE_PARAM}=${nonce}`, `${HOST_ORIGIN_PARAM}=${encodeURIComponent(hostOrigin)}`);
  url.hash = kept.join('&');
  return url.href;
}
