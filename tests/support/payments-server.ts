import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { magicLinkFor, newEmail } from './portal.js';

const repo = fileURLToPath(new URL('../../', import.meta.url));

// Ports of the payments suite, apart from `npm start` and the portal suite: four from this base.
const PAY_PORT = Number(process.env.PLAYPORT_TEST_PAY_PORT ?? 18787);
export const PAY_API = `http://127.0.0.1:${PAY_PORT}`;
export const PAY_ORIGIN = `http://localhost:${PAY_PORT + 2}`;
/** The partner page that buys: a third site, served by Playwright's router. */
export const SHOP_ORIGIN = `http://127.0.0.1:${PAY_PORT + 3}`;

/** Starts the reference server in this worker (local mode, fresh PGlite), with the payments origin. */
export async function startPaymentsServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'playport-payments-'));
  const { main } = await import('../../reference-portal/server/src/main.js');
  const server = await main({
    PORT: String(PAY_PORT),
    GAMES_PORT: String(PAY_PORT + 1),
    PAYMENTS_PORT: String(PAY_PORT + 2),
    PUBLIC_URL: PAY_API,
    DATA_DIR: dataDir,
    PGLITE_FSYNC: 'off',
    LOG_LEVEL: 'warn',
    SIGNIN_RATE_PER_MINUTE: '1000',
    ALLOWED_REDIRECT_ORIGINS: SHOP_ORIGIN,
  });
  return {
    /** Sets the Store config of a game (the provider flags). */
    async useStore(game: string, store: Record<string, unknown>) {
      await server.database.db.execute(
        sql`update games set config = jsonb_set(config, '{Store}', ${JSON.stringify(store)}::jsonb) where system_name = ${game}`,
      );
    },
    async stop() {
      await Promise.all(server.servers.map((s) => new Promise<void>((done) => s.close(() => done()))));
      await server.database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs a fresh address in through the magic link and returns the session token. */
export async function signIn(): Promise<string> {
  const email = newEmail('buyer');
  const post = (path: string, body: unknown) =>
    fetch(`${PAY_API}/api/v1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/invite/email_invite', {
    CaptchaResult: 'XXXX.DUMMY.TOKEN.XXXX',
    Email: email,
    GameSystemName: 'conformance-game',
  });
  const invite = new URL(await magicLinkFor(email, PAY_API)).searchParams.get('inviteToken');
  return (
    (await (await post('/auth/authenticate_from_email_invite', { InviteToken: invite })).json()) as { Token: string }
  ).Token;
}

/**
 * Serves the shop page (the host bundle with the payment flow, the simulators as provider scripts)
 * from a real local server, so the browser sees a loopback site like the others.
 */
export async function startShop(token: () => string) {
  const bundle = readFileSync(join(repo, 'host/dist/browser/playport-host.js'), 'utf8');
  const shop = createServer((req, res) => {
    const script = req.url === '/playport-host.js';
    res.writeHead(200, { 'Content-Type': script ? 'text/javascript' : 'text/html', 'Cache-Control': 'no-store' });
    res.end(script ? bundle : shopHtml(token()));
  });
  await new Promise<void>((done) => shop.listen(PAY_PORT + 3, '127.0.0.1', done));
  return { stop: () => new Promise<void>((done) => shop.close(() => done())) };
}

/** Opens the shop page and waits for its `buy`. */
export async function openShop(page: Page) {
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(`${SHOP_ORIGIN}/`);
  await page.waitForFunction(() => 'buy' in window);
}

const shopHtml = (token: string) => `<!doctype html><html><head><meta charset="utf-8"><title>Shop</title></head><body>
<script type="module">
import { createAllowedOrigins, createApiClient, createBrowserContext, createDefaultUi, createPaymentFlow, simulatorScripts } from '/playport-host.js';
const PAY = ${JSON.stringify(PAY_ORIGIN)};
const context = createBrowserContext(window);
const api = createApiClient({ context, baseUrl: ${JSON.stringify(PAY_API)}, getToken: () => ${JSON.stringify(token)} });
const flow = createPaymentFlow({
  context, api, ui: createDefaultUi(), game: 'conformance-game', platform: 'FxId',
  origins: createAllowedOrigins({ xsolla: [PAY], moneyMailRu: [PAY] }), scripts: simulatorScripts(PAY),
});
await context.loadScript(PAY + '/simulators/facebook.js');
window.api = api;
window.buy = (sku) => flow.buy({ sku }).then((ok) => ({ ok }), (e) => ({ error: { code: e.code, message: e.message } }));
</script></body></html>`;
