import { HOST_ORIGIN_PARAM, NONCE_PARAM } from '../protocol/names.js';

/** What the host put in the frame URL's fragment, and what is left for the game. */
export interface LaunchParams {
  nonce?: string;
  /** The host's origin (the host writes its `location.origin`). */
  hostOrigin?: string;
  /** The fragment without the Playport params, like `location.hash`: `''` or `#…`. */
  hash: string;
}

/**
 * Splits a fragment such as `#level=3&playport-nonce=n1&playport-host=https%3A%2F%2Fportal.example` into
 * the launch params and the game's own part (`#level=3`).
 */
export function readLaunchParams(fragment: string): LaunchParams {
  const body = fragment.replace(/^#/, '');
  const params = new URLSearchParams(body);
  const rest = body
    .split('&')
    .filter((part) => ![NONCE_PARAM, HOST_ORIGIN_PARAM].includes(part.split('=')[0]!))
    .join('&');
  return {
    nonce: params.get(NONCE_PARAM) || undefined,
    hostOrigin: params.get(HOST_ORIGIN_PARAM) || undefined,
    hash: rest && '#' + rest,
  };
}
