import manifest from '../../../../platforms.json' with { type: 'json' };
import type { Config } from '../config';

/**
 * The platforms' own pages that frame a game route (`/play/{game}/iframe/{adapter}`, …), by adapter,
 * from platforms.json (sources there).
 */
export const PLATFORM_FRAME_ANCESTORS: Readonly<Record<string, readonly string[]>> = Object.freeze(
  Object.fromEntries(
    manifest.platforms
      .filter((p) => p.frameAncestors.length > 0)
      .map((p) => [p.name, Object.freeze([...p.frameAncestors])]),
  ),
);

/** The adapter of a game-player route that a platform frames, or null for every other page. */
export function framedAdapter(path: string): string | null {
  const match = /^\/(?:play\/[^/]+\/iframe|[^/]+\/iframe|iframe)\/([^/?#]+)\/?$/i.exec(path);
  return match ? decodeURIComponent(match[1]!).toLowerCase() : null;
}

/**
 * The security headers of every portal page. Scripts: the portal's own, https sources (the platform
 * scripts, payment widgets, sign-in and error-reporting SDKs it loads by configuration) and, in local
 * mode, the local origins; never inline code, `data:` or `javascript:`. Framing: only the portal itself,
 * except the game-player routes, which the platform an adapter belongs to (and `FRAME_ANCESTORS`) may frame.
 */
export function pageSecurityHeaders(
  config: Pick<Config, 'MODE' | 'FRAME_ANCESTORS'>,
  path: string,
): Record<string, string> {
  const local = config.MODE === 'local' ? ['http://localhost:*', 'http://127.0.0.1:*'] : [];
  const adapter = framedAdapter(path);
  const ancestors = adapter
    ? ["'self'", ...(PLATFORM_FRAME_ANCESTORS[adapter] ?? []), ...config.FRAME_ANCESTORS, ...local]
    : ["'self'"];
  const policy = [
    `script-src 'self' https: ${local.join(' ')}`.trim(),
    // Workers: the service worker, and the error reporter's compression worker made from a blob.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${[...new Set(ancestors)].join(' ')}`,
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
