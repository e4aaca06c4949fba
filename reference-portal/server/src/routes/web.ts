import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Hono } from 'hono';
import type { Config } from '../config';
import type { AppEnv } from '../http/app-env';
import { pageSecurityHeaders } from '../http/page-security';
import { portalScriptSources } from '../http/script-sources';
import type { GameScriptNeeds } from '../services/game-script-needs';
import { usableSecret } from '../platforms/platform-secrets';
import type { VapidKeys } from '../push/vapid-keys';
import { codingOfName, resolveStaticFile, staticBody } from '../http/static-files';
import { serverPath } from '../server-root';
import { coverPreloadLink } from './landing-preload';
import { playPreloadScript, routeChunks } from './play-preload';

const DEFAULT_DIST = serverPath('../web/dist');
/**
 * A last path segment that names a file: a missing one is a 404, not a page. Anything else with a
 * dot (a game's JWT in `/LoginFromGame/{game}/{token}`, an e-mail in a path) is a page path.
 */
const FILE_NAME =
  /\.(?:html?|m?js|css|json|map|webmanifest|txt|xml|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|wasm|data|pdf|zip|mp3|mp4|ogg|webm)$/i;
/** The debug console of local mode, pinned to one release. */
export const PINNED_DEBUG_CONSOLE = 'https://cdn.jsdelivr.net/npm/eruda@3.4.3/eruda.min.js';

/** What the portal reads from `window.__PLAYPORT_CONFIG__` (see reference-portal/web/src/shared/config). */
export function portalRuntimeConfig(
  config: Config,
  env: Record<string, string | undefined> = process.env,
  vapid: VapidKeys | null = null,
) {
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
    // The application server key the portal subscribes to web push with; null means no push.
    vapidPublicKey: vapid?.publicKey ?? null,
    // `?eruda` loads a debug console: in local mode a pinned release; in production only a URL the operator sets.
    debugConsoleUrl: env.PORTAL_DEBUG_CONSOLE_URL || (config.MODE === 'local' ? PINNED_DEBUG_CONSOLE : null),
    // The pinned Absolute Games SDK (local mode: the simulator, from platformSimulatorsUrl).
    agSdk:
      config.MODE !== 'local' && config.PORTAL_AG_SDK_URL && config.PORTAL_AG_SDK_INTEGRITY
        ? { url: config.PORTAL_AG_SDK_URL, integrity: config.PORTAL_AG_SDK_INTEGRITY }
        : null,
    // Public: the profile's Twitch connect sends it to Twitch's authorize page (local mode: the stand-in).
    twitchClientId: usableSecret(config, config.TWITCH_CLIENT_ID) ? config.TWITCH_CLIENT_ID : null,
  };
}

/**
 * The built portal (`reference-portal/web/dist`) at `/`: its files, `/config.js` with the runtime
 * configuration (on a play path and on `/` it also starts the page's downloads: play-preload.ts), and
 * index.html for every other page path so the client router can answer it. On the multi-game
 * portal's home page (browser router) a `Link` header preloads `landingCover()`, the hero's cover
 * (landing-preload.ts), so the page's largest paint does not wait for its script to ask for the games.
 * Each page's CSP lets scripts load from what the configuration uses (`gameScriptNeeds`: script-sources.ts).
 * Registered last, and only when the build exists.
 */
export function webRoutes(
  config: Config,
  dist = DEFAULT_DIST,
  env: Record<string, string | undefined> = process.env,
  vapid: VapidKeys | null = null,
  landingCover: () => Promise<string | null> = async () => null,
  gameScriptNeeds: () => Promise<readonly GameScriptNeeds[]> = async () => [],
) {
  const app = new Hono<AppEnv>();
  if (!existsSync(resolve(dist, 'index.html'))) return app;
  const runtimeConfig = portalRuntimeConfig(config, env, vapid);
  const runtime =
    `window.__PLAYPORT_CONFIG__ = ${JSON.stringify(runtimeConfig).replace(/</g, '\\u003c')};\n` +
    playPreloadScript(routeChunks(dist));
  const landingPath =
    runtimeConfig.fixedGame || runtimeConfig.router === 'hash' ? null : runtimeConfig.basePath.replace(/\/?$/, '/');

  app.get('/config.js', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.body(runtime, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });

  app.get('*', async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path.startsWith('/dev/')) return next();
    // `app.js.br` and `app.js.gz` are forms of `app.js`, sent in its place; never resources of their own.
    if (codingOfName(path)) return next();
    const acceptEncoding = c.req.header('accept-encoding');
    const file = path === '/' ? null : await resolveStaticFile(dist, path);
    if (file) {
      const immutable = path.startsWith('/assets/');
      c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (path === '/service-worker.js') c.header('Service-Worker-Allowed', '/');
      const { body, headers } = await staticBody(file, acceptEncoding);
      return c.body(body, 200, headers);
    }
    if (FILE_NAME.test(path)) return next();
    c.header('Cache-Control', 'no-cache');
    // Local mode's scripts come from the local origins whatever the games enable: no games to read.
    const needs = config.MODE === 'local' ? [] : await gameScriptNeeds();
    const scripts = portalScriptSources(config, runtimeConfig, needs);
    for (const [name, value] of Object.entries(pageSecurityHeaders(config, path, scripts))) c.header(name, value);
    if (landingPath !== null && (path === landingPath || `${path}/` === landingPath)) {
      const cover = await landingCover();
      const link = cover && coverPreloadLink(cover);
      if (link) c.header('Link', link);
    }
    // One body for every page path; only the headers above depend on the path.
    const { body, headers } = await staticBody(resolve(dist, 'index.html'), acceptEncoding);
    return c.body(body, 200, headers);
  });
  return app;
}
