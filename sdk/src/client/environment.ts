import type { GetInfoReply } from '../protocol/types.js';

const OS_PATTERNS: ReadonlyArray<readonly [string, RegExp]> = [
  ['android', /android/i],
  ['ios', /iphone|ipad|ipod/i],
  ['windows', /windows/i],
  ['macos', /mac os/i],
  ['linux', /linux|cros/i],
];

/** The environment block of GetInfo as the game can see it itself (standalone mode). */
export function detectEnvironment(nav: Navigator | undefined): GetInfoReply['environment'] {
  const ua = nav?.userAgent ?? '';
  return {
    os: OS_PATTERNS.find(([, pattern]) => pattern.test(ua))?.[0] ?? 'unknown',
    isMobile: /mobi|android|iphone|ipad|ipod/i.test(ua),
    // The host reads four CSS variables for this; alone, the spec's default of 0 applies.
    safeArea: { left: 0, right: 0, top: 0, bottom: 0 },
  };
}
