import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { Config } from '../config';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.map': 'application/json', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.wasm': 'application/wasm', '.data': 'application/octet-stream', '.ico': 'image/x-icon',
};

/** A file under `root` for a URL path, refusing anything that would leave it. */
async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (rel.includes('\0')) return null;
  const full = resolve(root, normalize(`.${sep}${rel}`));
  if (full !== root && !full.startsWith(root + sep)) return null;
  const info = await stat(full).catch(() => null);
  if (info?.isDirectory()) return resolveFile(root, join(rel, 'index.html'));
  return info?.isFile() ? full : null;
}

/**
 * The second origin of local mode: the example games (`examples/`) and the SDK build (`/sdk/` →
 * `sdk/dist/`), framable only by the portal origins.
 */
export function createGamesOriginApp(config: Config, repoRoot = REPO) {
  const app = new Hono();
  const ancestors = config.CORS_ORIGINS.filter((o) => o !== config.gamesOrigin).join(' ');
  const roots = { sdk: resolve(repoRoot, 'sdk', 'dist'), examples: resolve(repoRoot, 'examples') };
  app.get('*', async (c) => {
    const path = c.req.path;
    const file = path.startsWith('/sdk/')
      ? await resolveFile(roots.sdk, path.slice('/sdk/'.length))
      : await resolveFile(roots.examples, path);
    c.header('Content-Security-Policy', `frame-ancestors ${ancestors}`);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-cache');
    c.header('Access-Control-Allow-Origin', '*');
    if (!file) return c.text('Not found', 404);
    c.header('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    return c.body(await readFile(file));
  });
  return app;
}
