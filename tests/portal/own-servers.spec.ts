import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildSteps, whyBuild } from '../../scripts/lib/build-steps.mjs';
import { listExampleGames, repoRoot } from '../../scripts/lib/servers.mjs';
import { PORTAL_PORT } from '../support/portal-origins.js';
import { startProcess } from '../support/server-process.js';

// These tests start servers of their own, one after the other, on the ports after the suite's three.
test.describe.configure({ mode: 'serial' });
const BASE = PORTAL_PORT + 3;

test('the single-game site: a real server with PORTAL_FIXED_GAME plays the game at / and keeps the single-game routes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const origin = `http://127.0.0.1:${BASE}`;
  const games = `http://localhost:${BASE + 1}`;
  const server = startProcess(['--import', 'tsx', 'reference-portal/web/scripts/serve.ts'], {
    PORT: String(BASE),
    GAMES_PORT: String(BASE + 1),
    PAYMENTS_PORT: String(BASE + 2),
    PORTAL_FIXED_GAME: 'hello-game',
  });
  try {
    await expect
      .poll(
        () =>
          fetch(`${origin}/config.js`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 90_000 },
      )
      .toBe(200);
    const runtime = await (await fetch(`${origin}/config.js`)).text();
    expect(runtime).toContain('"fixedGame":"hello-game"');
    expect(runtime).toContain(`"gamesBaseUrl":"${games}"`);

    await page.goto(`${origin}/?lng=en`);
    await expect(page.getByRole('region', { name: 'Hello Game' })).toBeVisible();
    await expect
      .poll(
        () =>
          page
            .frames()
            .map((f) => f.url())
            .find((url) => url.startsWith(`${games}/hello-game/`)) ?? '',
      )
      .not.toBe('');
    // Only the single-game routes: the multi-game pages go home.
    for (const path of ['/Profile', '/Store/hello-game', '/no/such/page']) {
      await page.goto(`${origin}${path}?lng=en`);
      await expect(page, path).toHaveURL(`${origin}/`);
    }
    await page.goto(`${origin}/discord-qr?lng=en`);
    await expect(page.getByRole('img', { name: "QR code of the game's community chat" })).toBeVisible();
    await page.goto(`${origin}/Docs/tos?lng=en`);
    // The page's title and the game's own terms (their latest version, rendered from markdown).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText([
      'Terms of service',
      'Terms of Service (version 2)',
    ]);
  } finally {
    await server.stop();
  }
});

test('npm start: builds nothing that is current, prints every address, and the README quickstart loads the SDK from the portal', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The suite runs on a current build; `npm start` must see that too.
  expect(buildSteps(repoRoot).map((step) => whyBuild(repoRoot, step))).toEqual([null, null]);
  const [portal, games, payments, partner, partnerGames] = [BASE, BASE + 1, BASE + 2, BASE + 3, BASE + 4];
  const gameServers: Server[] = [];
  const start = startProcess(['scripts/start.mjs'], {
    PORT: String(portal),
    GAMES_PORT: String(games),
    PAYMENTS_PORT: String(payments),
    HOST_PORT: String(partner),
    GAME_PORT: String(partnerGames),
  });
  try {
    await expect.poll(start.output, { timeout: 90_000 }).toContain('Press Ctrl+C to stop.');
    const lines = start.output().split('\n');
    expect(lines.filter((line) => line.startsWith('Build of the'))).toEqual([
      'Build of the libraries (sdk, contract, host, adapters): current, not rebuilt.',
      'Build of the portal (reference-portal/web): current, not rebuilt.',
    ]);
    const p = `http://127.0.0.1:${portal}`;
    const examples = listExampleGames(repoRoot).join(', ');
    expect(lines).toEqual(
      expect.arrayContaining([
        `Portal (local mode):        ${p}/   API ${p}/api/v1   mail outbox ${p}/dev/outbox`,
        `SDK for game pages:         ${p}/sdk/playport.js`,
        `Games origin:               http://localhost:${games}/  (${examples})`,
        `Payments origin:            http://localhost:${payments}/  (payment-widget simulators)`,
        `Partner page (host):        http://127.0.0.1:${partner}/`,
        `Partner page's games:       http://localhost:${partnerGames}/  (${examples}); framable by http://127.0.0.1:${partner}`,
      ]),
    );
    // Each printed address answers.
    for (const url of [
      `${p}/`,
      `${p}/sdk/playport.js`,
      `http://localhost:${games}/hello-game/`,
      `http://127.0.0.1:${partner}/`,
    ]) {
      expect((await fetch(url)).status, url).toBe(200);
    }
    expect((await fetch(`http://localhost:${payments}/`)).status).not.toBe(0);
    expect(await (await fetch(`${p}/sdk/playport.js`)).text()).toBe(
      readFileSync(join(repoRoot, 'sdk/dist/playport.js'), 'utf8'),
    );

    // The README's game-developer quickstart, as written, with the portal's address for your-portal.example.
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    const quickstart = /## Quickstart: game developer\n[\s\S]*?```html\n([\s\S]*?)```/.exec(readme)![1]!;
    expect(quickstart).toContain('<script src="https://your-portal.example/sdk/playport.js"></script>');
    const html = quickstart.replace('https://your-portal.example', p);
    // A game page on an origin of its own, served from the loopback like the portal (Chromium lets
    // a page load from the loopback only when it comes from there too).
    const gameServer = createServer((_req, res) =>
      res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><title>game</title>${html}`),
    );
    await new Promise<void>((done) => gameServer.listen(BASE + 5, '127.0.0.1', done));
    const gamePage = `http://localhost:${BASE + 5}/quickstart.html`;
    gameServers.push(gameServer);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const sdk = page.waitForResponse(`${p}/sdk/playport.js`);
    await page.goto(gamePage);
    expect((await sdk).status()).toBe(200);
    // Outside a portal, init() answers in standalone mode: the snippet runs without an error.
    const standalone = await page.evaluate(async () => {
      const playport = await (
        window as unknown as {
          Playport: { init(): Promise<{ mode: string; getInfo(): Promise<{ game: string; fxId: unknown }> }> };
        }
      ).Playport.init();
      const { game, fxId } = await playport.getInfo();
      return { mode: playport.mode, game, fxId };
    });
    expect(standalone).toEqual({ mode: 'standalone', game: 'standalone', fxId: null });
    expect(errors).toEqual([]);
  } finally {
    for (const server of gameServers) server.close();
    await start.stop();
  }
});
