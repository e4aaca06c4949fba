import { Hono } from 'hono';
import { encodedFileBody, resolveStaticFile, staticBody } from '../../../reference-portal/server/src/http/static-files';

export interface GameOriginOptions {
  /** Folders served under a path prefix: `{ '/my-game/': '/home/me/my-game', '/sdk/': '…/sdk/dist' }`. */
  readonly mounts: Readonly<Record<string, string>>;
  /** Origins that may frame these pages (the portal). */
  readonly frameAncestors: readonly string[];
}

/**
 * The game's own origin in `playport dev`: the developer's folder and the SDK build, framable only by
 * the local portal, never cached (an edit shows on reload).
 */
export function createGameOriginApp({ mounts, frameAncestors }: GameOriginOptions) {
  const app = new Hono();
  const prefixes = Object.keys(mounts).sort((a, b) => b.length - a.length);
  app.get('*', async (c) => {
    const path = c.req.path;
    const prefix = prefixes.find((p) => path.startsWith(p) || `${path}/` === p);
    if (prefix && `${path}/` === prefix) return c.redirect(prefix, 301);
    const file = prefix
      ? await resolveStaticFile(mounts[prefix]!, path.slice(prefix.length), { directoryIndex: true })
      : null;
    c.header('Content-Security-Policy', `frame-ancestors ${frameAncestors.join(' ')}`);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-cache');
    c.header('Access-Control-Allow-Origin', '*');
    if (!file) return c.text('Not found', 404);
    const { body, headers } =
      (await encodedFileBody(file)) ?? (await staticBody(file, c.req.header('accept-encoding')));
    return c.body(body, 200, headers);
  });
  return app;
}
