import { Hono } from 'hono';
import { encodedFileBody, resolveStaticFile, staticBody, staticCorsHeaders } from '@playport/server/local-portal';

export interface GameOriginOptions {
  /** Folders served under a path prefix: `{ '/my-game/': '/home/me/my-game', '/sdk/': '…/sdk/dist' }`. */
  readonly mounts: Readonly<Record<string, string>>;
  /** The portal's origins: the only ones that may read these files (CORS) and, by default, frame them. */
  readonly portalOrigins: readonly string[];
  /** Who may frame the pages instead (CSP source expressions), when that is not only the portal. */
  readonly frameAncestors?: readonly string[];
}

// What a project keeps beside its game and no game loads over HTTP: its dependencies (the SDK is at
// /sdk/) and, at the top of the folder, its package and Playport configuration.
const PROJECT_FILES = new Set([
  'playport.config.json',
  'package.json',
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'bun.lockb',
]);

/** Whether a path under a mount names one of the project's own files rather than the game's. */
function isProjectFile(urlPath: string): boolean {
  let segments: string[];
  try {
    // Lowercased: on a case-insensitive disk `Node_Modules/` is `node_modules/`.
    segments = decodeURIComponent(urlPath).toLowerCase().split(/[\\/]/);
  } catch {
    return true;
  }
  return segments.includes('node_modules') || (segments.length === 1 && PROJECT_FILES.has(segments[0]!));
}

/**
 * The game's own origin in `playport dev`: the game's files of the developer's folder and the SDK
 * build, framable and readable only by the local portal, never cached (an edit shows on reload).
 * Never served: a path segment starting with `.` (`.env`, `.git/`), a file reached through a link
 * pointing out of the folder (http/static-files.ts), `node_modules/` and the project's configuration.
 */
export function createGameOriginApp({ mounts, portalOrigins, frameAncestors = portalOrigins }: GameOriginOptions) {
  const app = new Hono();
  const prefixes = Object.keys(mounts).sort((a, b) => b.length - a.length);
  app.get('*', async (c) => {
    const path = c.req.path;
    const prefix = prefixes.find((p) => path.startsWith(p) || `${path}/` === p);
    if (prefix && `${path}/` === prefix) return c.redirect(prefix, 301);
    const rel = prefix ? path.slice(prefix.length) : '';
    const file =
      prefix && !isProjectFile(rel) ? await resolveStaticFile(mounts[prefix]!, rel, { directoryIndex: true }) : null;
    c.header('Content-Security-Policy', `frame-ancestors ${frameAncestors.join(' ')}`);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-cache');
    if (!file) return c.text('Not found', 404);
    const { body, headers } =
      (await encodedFileBody(file)) ?? (await staticBody(file, c.req.header('accept-encoding')));
    return c.body(body, 200, {
      ...headers,
      ...staticCorsHeaders(c.req.header('origin'), portalOrigins, headers.Vary),
    });
  });
  return app;
}
