import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { turnstileSimulatorRoutes } from './turnstile-simulator';
import type { GameScriptNeeds } from '../services/game-script-needs';
import { webRoutes } from './web';

const dist = mkdtempSync(join(tmpdir(), 'playport-web-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
writeFileSync(join(dist, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(join(dist, 'assets', 'main-abc.js'), 'console.log(1)');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = new Hono();
app.route(
  '/',
  webRoutes(loadConfig({ GAMES_PORT: '9999' }), dist, { PORTAL_FIXED_GAME: 'hello-game', PORTAL_ROUTER: 'hash' }),
);
app.notFound((c) => c.text('api 404', 404));

describe('the built portal at /', () => {
  it('answers page paths with index.html so the client router decides', async () => {
    for (const path of ['/', '/Profile', '/play/hello-game/iframe/vkcom', '/LoginValidateEmail?inviteToken=x']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<title>portal</title>');
    }
  });

  it('answers a page path whose last segment has dots (a game token, an e-mail) with index.html', async () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJoZXJvIn0.3q2-7xN4n6QvW1kO0sXbq8y0sVn0c2mQwEhRrL0Tt_A';
    for (const path of [`/LoginFromGame/hello-game/${jwt}`, '/Docs/player@example.com', '/Store/hello-game.v2']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toBe('<!doctype html><title>portal</title>');
    }
    for (const path of ['/missing.js', '/icon.png', '/docs/fxid/en/missing.txt', '/fonts/missing.woff2']) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });

  it('serves the files, the service worker at the root scope and immutable assets', async () => {
    const sw = await app.request('/service-worker.js');
    expect(sw.headers.get('Content-Type')).toContain('text/javascript');
    expect(sw.headers.get('Service-Worker-Allowed')).toBe('/');
    expect((await app.request('/assets/main-abc.js')).headers.get('Cache-Control')).toContain('immutable');
  });

  it('leaves /api and /dev, missing files and path escapes alone', async () => {
    expect(await (await app.request('/api/v1/nothing')).text()).toBe('api 404');
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    expect((await app.request('/..%2f..%2fetc%2fpasswd.js')).status).toBe(404);
  });

  it('publishes the runtime configuration as /config.js', async () => {
    const text = await (await app.request('/config.js')).text();
    const config = JSON.parse(/^window\.__PLAYPORT_CONFIG__ = (.*);$/m.exec(text)![1]!);
    expect(config).toMatchObject({
      fixedGame: 'hello-game',
      router: 'hash',
      basePath: '/',
      apiBase: '',
      local: true,
      gamesBaseUrl: 'http://localhost:9999',
    });
  });

  it('is absent when the portal was not built', async () => {
    const empty = new Hono().route('/', webRoutes(loadConfig({}), join(dist, 'nope')));
    expect((await empty.request('/')).status).toBe(404);
  });
});

describe('the Turnstile simulator', () => {
  it('defines the turnstile API with the test outcomes', async () => {
    const script = await (await new Hono().route('/', turnstileSimulatorRoutes()).request('/api.js')).text();
    for (const name of ['ready', 'render', 'execute', 'reset', 'remove', 'getResponse'])
      expect(script).toContain(`${name}(`);
    expect(script).toContain('XXXX.DUMMY.TOKEN.XXXX');
    expect(script).toContain("startsWith('2x')");
  });
});

describe('page security headers', () => {
  const production = new Hono();
  production.route(
    '/',
    webRoutes(
      loadConfig({
        MODE: 'production',
        PUBLIC_URL: 'https://portal.example',
        FRAME_ANCESTORS: 'https://partner.example',
      }),
      dist,
      {},
    ),
  );
  const csp = async (target: Hono, path: string) =>
    (await target.request(path)).headers.get('Content-Security-Policy') ?? '';

  it('every page: only the portal by default; scripts from the portal and the hosts the configuration loads, never any https host or inline code; no plugins, nosniff and a referrer policy', async () => {
    for (const path of ['/', '/Profile', '/LoginFromGame/hello-game/abc', '/play/hello-game']) {
      const res = await production.request(path);
      const policy = res.headers.get('Content-Security-Policy') ?? '';
      // No game configured: the portal adapter's ad networks and Turnstile.
      expect(policy, path).toBe(
        [
          "default-src 'self'",
          "script-src 'self' https://yandex.ru https://pagead2.googlesyndication.com https://challenges.cloudflare.com",
          "worker-src 'self' blob:",
          "connect-src 'self' https: wss:",
          "frame-src 'self' https:",
          "img-src 'self' https: data: blob:",
          "style-src 'self' https: 'unsafe-inline'",
          "font-src 'self' https: data:",
          "media-src 'self' https: data: blob:",
          "object-src 'none'",
          "base-uri 'self'",
          "frame-ancestors 'self'",
        ].join('; '),
      );
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('only the portal frames its pages; a game-player route may be framed by its platform and FRAME_ANCESTORS', async () => {
    for (const path of ['/', '/Profile', '/LoginFromGame/hello-game/abc', '/Store/hello-game', '/play/hello-game']) {
      expect(await csp(production, path), path).toMatch(/frame-ancestors 'self'$/);
    }
    expect(await csp(production, '/play/hello-game/iframe/vkcom')).toContain(
      "frame-ancestors 'self' https://vk.com https://*.vk.com",
    );
    expect(await csp(production, '/play/hello-game/iframe/vkcom')).toContain('https://partner.example');
    expect(await csp(production, '/play/hello-game/iframe/yandex')).toContain('https://*.yandex.ru');
    expect(await csp(production, '/play/hello-game/iframe/yandex')).not.toContain('vk.com');
    expect(await csp(production, '/iframe/ok')).toContain('https://ok.ru');
    expect(await csp(production, '/play/hello-game/iframe/fxid')).not.toContain('localhost');
  });

  it('local mode also lets the local origins load scripts and frame the game-player routes, and any http origin be shown', async () => {
    expect(await csp(app, '/')).toContain(
      "script-src 'self' http://localhost:* http://127.0.0.1:* https://cdn.jsdelivr.net; worker-src",
    );
    expect(await csp(app, '/')).toContain(
      "connect-src 'self' https: http: wss: ws://localhost:* ws://127.0.0.1:*; frame-src 'self' https: http:;",
    );
    expect(await csp(app, '/play/hello-game/iframe/fxid')).toContain(
      "frame-ancestors 'self' http://localhost:* http://127.0.0.1:*",
    );
    expect(await csp(app, '/Profile')).toMatch(/frame-ancestors 'self'$/);
  });
});

describe('page script sources: derived from the configuration', () => {
  const integrity = `sha384-${Buffer.alloc(48, 7).toString('base64')}`;
  const scriptSrc = async (env: Record<string, string>, needs: GameScriptNeeds[], pageEnv = {}) => {
    const routes = new Hono().route(
      '/',
      webRoutes(
        loadConfig({ MODE: 'production', PUBLIC_URL: 'https://portal.example', ...env }),
        dist,
        pageEnv,
        null,
        async () => null,
        async () => needs,
      ),
    );
    const policy = (await routes.request('/')).headers.get('Content-Security-Policy') ?? '';
    return /script-src ([^;]*)/.exec(policy)![1];
  };
  const DEFAULTS = 'https://yandex.ru https://pagead2.googlesyndication.com';

  it("adds the SDK hosts of the adapters games enable and their payment widgets' hosts, nothing for the rest", async () => {
    expect(
      await scriptSrc({}, [
        { adapters: ['ok', 'fbgames', 'vkcom'], provider: 'Xsolla' },
        { adapters: ['telegram', 'crazygames'], provider: 'Stripe' },
        { adapters: ['kg', 'ymobage', 'vkplay', 'fbinstantgames'], provider: 'Yookassa' },
        { adapters: ['yandex', 'steam'], provider: 'Aghanim' },
      ]),
    ).toBe(
      [
        "'self'",
        DEFAULTS,
        // The manifest's order (fxid, ok, vkplay, vkcom, yandex, ag, kg, fbgames, …), then the widgets'.
        'https://api.ok.ru https://vkplay.ru https://cdn1.kongregate.com https://connect.facebook.net',
        'https://sdk.crazygames.com https://cdn-sdk-prod.mobage.jp https://telegram.org',
        'https://cdn.xsolla.net https://yookassa.ru https://js.stripe.com https://challenges.cloudflare.com',
      ].join(' '),
    );
  });

  it("AG enabled: the pinned SDK copy's host (none without one); a forced adapter and a debug console count too", async () => {
    const ag = {
      PORTAL_AG_SDK_URL: 'https://static.portal.example/agru-sdk@1.4.2/index.min.js',
      PORTAL_AG_SDK_INTEGRITY: integrity,
    };
    expect(await scriptSrc(ag, [{ adapters: ['ag'], provider: 'Sandbox' }])).toBe(
      `'self' ${DEFAULTS} https://static.portal.example https://challenges.cloudflare.com`,
    );
    expect(await scriptSrc(ag, [])).toBe(`'self' ${DEFAULTS} https://challenges.cloudflare.com`);
    expect(await scriptSrc({}, [{ adapters: ['ag'], provider: 'Sandbox' }])).toBe(
      `'self' ${DEFAULTS} https://challenges.cloudflare.com`,
    );
    expect(
      await scriptSrc({}, [], {
        PORTAL_FORCED_ADAPTER: 'telegram',
        PORTAL_DEBUG_CONSOLE_URL: 'https://cdn.jsdelivr.net/npm/eruda@3.4.3/eruda.min.js',
      }),
    ).toBe(`'self' ${DEFAULTS} https://telegram.org https://challenges.cloudflare.com https://cdn.jsdelivr.net`);
  });
});

describe("the home page's cover preload", () => {
  const COVER = 'http://127.0.0.1:9999/hello-game/cover.svg';
  const HINT = `<${COVER}>; rel=preload; as=image; fetchpriority=high`;
  const portal = (env: Record<string, string>, cover: string | null = COVER) => {
    const routes = new Hono();
    routes.route(
      '/',
      webRoutes(loadConfig({ GAMES_PORT: '9999' }), dist, env, null, async () => cover),
    );
    return routes;
  };
  const link = async (routes: Hono, path: string) => (await routes.request(path)).headers.get('Link');

  it("names the cover on the multi-game portal's home page, with or without a query, and nowhere else", async () => {
    const multi = portal({});
    expect(await link(multi, '/')).toBe(HINT);
    expect(await link(multi, '/?lng=de')).toBe(HINT);
    for (const path of ['/Profile', '/play/hello-game', '/Store/hello-game', '/config.js', '/assets/main-abc.js']) {
      expect(await link(multi, path), path).toBeNull();
    }
  });

  it('under a base path, on the base path only', async () => {
    const site = portal({ PORTAL_BASE_PATH: '/site/' });
    expect(await link(site, '/site/')).toBe(HINT);
    expect(await link(site, '/site')).toBe(HINT);
    expect(await link(site, '/')).toBeNull();
  });

  it('not on a single-game site, with the hash router, without a cover, or for a URL a header cannot carry', async () => {
    expect(await link(portal({ PORTAL_FIXED_GAME: 'hello-game' }), '/')).toBeNull();
    expect(await link(portal({ PORTAL_ROUTER: 'hash' }), '/')).toBeNull();
    expect(await link(portal({}, null), '/')).toBeNull();
    const res = await portal({}, '/cover.svg>; rel=stylesheet').request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('Link')).toBeNull();
  });
});
