import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { Config } from '../config';
import type { AppEnv } from '../http/app-env';

const DEFAULT_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8', '.map': 'application/json', '.woff2': 'font/woff2',
};

/** What the portal reads from `window.__PLAYPORT_CONFIG__` (see reference-portal/web/src/shared/config). */
export function portalRuntimeConfig(config: Config, env: Record<string, string | undefined> = process.env) {
  return {
    fixedGame: env.PORTAL_FIXED_GAME || null,
    forcedAdapter: env.PORTAL_FORCED_ADAPTER || null,
    basePath: env.PORTAL_BASE_PATH || '/',
    apiBase: env.PORTAL_API_BASE || '',
    router: env.PORTAL_ROUTER === 'hash' ? 'hash' : 'browser',
    local: config.MODE === 'local',
    // Local mode: platform scripts and payment widgets come from the server's simulators.
    platformSimulatorsUrl: config.MODE === 'local' ? '/dev/simulators/' : null,
    paymentsOrigin: config.MODE === 'local' ? config.paymentsOrigin : null,
    gamesBaseUrl: env.PORTAL_GAMES_BASE_URL || config.gamesOrigin,
    sentryDsn: env.PORTAL_SENTRY_DSN || config.SENTRY_DSN || null,
    debugConsoleUrl: env.PORTAL_DEBUG_CONSOLE_URL || 'https://cdn.jsdelivr.net/npm/eruda',
  };
}

async function fileIn(root: string, urlPath: string): Promise<string | null> {
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (rel.includes('\0')) return null;
  const full = resolve(root, normalize(`.${sep}${rel}`));
  if (!full.startsWith(root + sep)) return null;
  const data = await readFile(full).catch(() => null);
  return data ? full : null;
}

/**
 * The built portal (`reference-portal/web/dist`) at `/`: its files, `/config.js` with the runtime
 * configuration, and index.html for every other page path so the client router can answer it.
 * Registered last, and only when the build exists.
 */
export function webRoutes(config: Config, dist = DEFAULT_DIST, env: Record<string, string | undefined> = process.env) {
  const app = new Hono<AppEnv>();
  if (!existsSync(resolve(dist, 'index.html'))) return app;
  const runtime = `window.__PLAYPORT_CONFIG__ = ${JSON.stringify(portalRuntimeConfig(config, env)).replace(/</g, '\\u003c')};\n`;

  app.get('/config.js', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.body(runtime, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });

  app.get('*', async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path.startsWith('/dev/')) return next();
    const file = path === '/' ? null : await fileIn(dist, path);
    if (file) {
      const immutable = path.startsWith('/assets/');
      c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (path === '/service-worker.js') c.header('Service-Worker-Allowed', '/');
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(await readFile(file), 200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    }
    if (extname(path) && !path.includes('@')) return next();
    c.header('Cache-Control', 'no-cache');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    return c.html(await readFile(resolve(dist, 'index.html'), 'utf8'));
  });
  return app;
}
