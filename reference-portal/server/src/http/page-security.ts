import manifest from '../../../../platforms.json' with { type: 'json' };
import type { Config } from '../config';
import { LOCAL_SOURCES } from './script-sources';

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
 * The security headers of every portal page. Everything not named below: only the portal itself
 * (`default-src 'self'`). Scripts: the portal's own and the origins `scriptSources` names (derived from
 * the configuration: script-sources.ts); never inline code, `data:` or `javascript:`. Frames, images,
 * styles, fonts, media and connections: also any https origin (game frames and covers live on the
 * games' own hosts; payment and sign-in widgets frame their pages) and, in local mode, which is served
 * over http, any http origin too (the local origins, and the documents of other sites a game names).
 * Framing: only the portal itself, except the game-player routes, which the platform an adapter belongs
 * to (and `FRAME_ANCESTORS`) may frame.
 */
export function pageSecurityHeaders(
  config: Pick<Config, 'MODE' | 'FRAME_ANCESTORS'>,
  path: string,
  scriptSources: readonly string[],
): Record<string, string> {
  const local = config.MODE === 'local' ? [...LOCAL_SOURCES] : [];
  const adapter = framedAdapter(path);
  const ancestors = adapter
    ? ["'self'", ...(PLATFORM_FRAME_ANCESTORS[adapter] ?? []), ...config.FRAME_ANCESTORS, ...local]
    : ["'self'"];
  const open = (...more: string[]) => ["'self'", 'https:', ...(local.length ? ['http:'] : []), ...more].join(' ');
  const policy = [
    "default-src 'self'",
    `script-src ${[...new Set(["'self'", ...scriptSources])].join(' ')}`,
    // Workers: the service worker, and the error reporter's compression worker made from a blob.
    "worker-src 'self' blob:",
    `connect-src ${open('wss:', ...(local.length ? ['ws://localhost:*', 'ws://127.0.0.1:*'] : []))}`,
    `frame-src ${open()}`,
    `img-src ${open('data:', 'blob:')}`,
    // Inline styles: widgets and sanitised markdown carry style attributes; no script runs from CSS.
    `style-src ${open("'unsafe-inline'")}`,
    `font-src ${open('data:')}`,
    `media-src ${open('data:', 'blob:')}`,
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
