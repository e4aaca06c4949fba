import { resolve } from 'node:path';
import { Hono } from 'hono';
import type { Config } from '../config';
import { staticCorsHeaders } from '../http/static-cors';
import { encodedFileBody, resolveStaticFile, staticBody } from '../http/static-files';
import { serverPath } from '../server-root';

const REPO = serverPath('../..');
/**
 * The second origin of local mode: the example games (`examples/`), the SDK build (`/sdk/` →
 * `sdk/dist/`) and the portal's Unity player page (`/unity-player/` → `reference-portal/web/unity-player/`),
 * framable and readable (CORS) only by the portal origins.
 */
export function createGamesOriginApp(config: Config, repoRoot = REPO) {
  const app = new Hono();
  const portalOrigins = config.CORS_ORIGINS.filter((o) => o !== config.gamesOrigin);
  const ancestors = portalOrigins.join(' ');
  const roots = {
    sdk: resolve(repoRoot, 'sdk', 'dist'),
    examples: resolve(repoRoot, 'examples'),
    unityPlayer: resolve(repoRoot, 'reference-portal', 'web', 'unity-player'),
  };
  app.get('*', async (c) => {
    // `/dev/games/{game}/copy` names its copies `{game}--{tag}`; they are served from the game's folder.
    const path = c.req.path.replace(/^\/([a-z0-9-]+?)--[a-z0-9-]+(?=\/)/, '/$1');
    const file = path.startsWith('/sdk/')
      ? await resolveStaticFile(roots.sdk, path.slice('/sdk/'.length), { directoryIndex: true })
      : path.startsWith('/unity-player/')
        ? await resolveStaticFile(roots.unityPlayer, path.slice('/unity-player/'.length), { directoryIndex: true })
        : await resolveStaticFile(roots.examples, path, { directoryIndex: true });
    c.header('Content-Security-Policy', `frame-ancestors ${ancestors}`);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-cache');
    if (!file) return c.text('Not found', 404);
    // Unity's compressed WebGL builds load `Build/*.{data,wasm,framework.js}.{br,gz}` by those names and
    // need them sent with Content-Encoding and the inner file's type (application/wasm for streaming
    // compilation): https://docs.unity3d.com/Documentation/Manual/webgl-deploying.html and
    // https://docs.unity3d.com/Documentation/Manual/webgl-server-configuration-code-samples.html
    const { body, headers } =
      (await encodedFileBody(file)) ?? (await staticBody(file, c.req.header('accept-encoding')));
    return c.body(body, 200, { ...headers, ...staticCorsHeaders(c.req.header('origin'), portalOrigins, headers.Vary) });
  });
  return app;
}
