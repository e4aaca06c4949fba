// The README's partner quickstart, copied as written into a page on a third origin (neither the
// partner page's nor the games'), with `/host/` and `/adapters/` served from the browser builds and the
// local games origin told to allow that page (PLAYPORT_PARTNER_ORIGINS in `npm start`).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type ConsoleMessage } from '@playwright/test';
import { repoRoot, startServers } from '../../scripts/lib/servers.mjs';
import { createStaticServer } from '../../scripts/lib/static-server.mjs';
import { README_GAMES_ORIGIN, readmeHtmlBlock } from '../support/readme.js';

const BASE = Number(process.env.PLAYPORT_TEST_QUICKSTART_PORT ?? 5276);
/** The partner's own page, allowed to frame the games. */
const PAGE_ORIGIN = `http://127.0.0.1:${BASE}`;
/** The same page on an origin the games origin does not allow. */
const REFUSED_ORIGIN = `http://127.0.0.1:${BASE + 3}`;

let dir: string;
let servers: { gameOrigin: string; close(): Promise<unknown> };
const pageServers: Server[] = [];

test.beforeAll(async () => {
  // A fresh server migrates its database first, which takes long on a loaded machine.
  test.setTimeout(180_000);
  servers = await startServers({ hostPort: BASE + 1, gamePort: BASE + 2, partnerOrigins: [PAGE_ORIGIN] });
  dir = mkdtempSync(join(tmpdir(), 'playport-quickstart-'));
  const snippet = readmeHtmlBlock('Quickstart: platform partner');
  expect(snippet).toContain(`src: '${README_GAMES_ORIGIN}/hello-game/'`);
  const page = (src: string, extra = '') =>
    snippet.replace(`src: '${README_GAMES_ORIGIN}/hello-game/'`, `src: '${src}'${extra}`);
  writeFileSync(join(dir, 'index.html'), page(`${servers.gameOrigin}/hello-game/`));
  // The failures, with a short connectTimeoutMs instead of the default 20 s.
  writeFileSync(join(dir, 'missing.html'), page(`${servers.gameOrigin}/no-such-game/`, ', connectTimeoutMs: 3000'));
  writeFileSync(join(dir, 'refused.html'), page(`${servers.gameOrigin}/hello-game/`, ', connectTimeoutMs: 3000'));
  for (const port of [BASE, BASE + 3]) {
    const server = createStaticServer({
      mounts: [
        { prefix: '/host/', dir: join(repoRoot, 'host/dist/browser') },
        { prefix: '/adapters/', dir: join(repoRoot, 'adapters/dist/browser') },
        { prefix: '/', dir },
      ],
    });
    await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
    pageServers.push(server);
  }
});

test.afterAll(async () => {
  for (const server of pageServers) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
  await servers?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const errorsOf = (messages: ConsoleMessage[]) => messages.filter((m) => m.type() === 'error').map((m) => m.text());

test.describe("the README's partner quickstart", () => {
  test('runs as written on a third origin: the game connects, fills its 960×600 container and hears the language', async ({
    page,
  }) => {
    const console: ConsoleMessage[] = [];
    page.on('console', (m) => console.push(m));
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(`${PAGE_ORIGIN}/`);
    const game = page.frameLocator('#game iframe');
    await expect(game.locator('#language')).toHaveText('de');
    await expect(game.locator('#mode')).toHaveText('host');
    const box = await page.locator('#game iframe').boundingBox();
    expect(box && { width: box.width, height: box.height }).toEqual({ width: 960, height: 600 });
    expect(pageErrors).toEqual([]);
    expect(errorsOf(console).filter((text) => text.startsWith('NotConnected'))).toEqual([]);
  });

  for (const [name, origin, file] of [
    ['a game URL that does not load a game', PAGE_ORIGIN, 'missing.html'],
    ['a games origin that refuses to be framed by the page', REFUSED_ORIGIN, 'refused.html'],
  ] as const) {
    test(`rejects connection.connected with NotConnected 'Not initialized' for ${name}`, async ({ page }) => {
      const console: ConsoleMessage[] = [];
      page.on('console', (m) => console.push(m));
      await page.goto(`${origin}/${file}`);
      const src = `${servers.gameOrigin}/${file === 'missing.html' ? 'no-such-game' : 'hello-game'}/`;
      await expect
        .poll(() => errorsOf(console).find((text) => text.startsWith('NotConnected')), { timeout: 10_000 })
        .toBe(`NotConnected Not initialized {src: ${src}, connectTimeoutMs: 3000}`);
      const details = await console
        .find((m) => m.text().startsWith('NotConnected'))!
        .args()[2]!
        .jsonValue();
      expect(details).toEqual({ src, connectTimeoutMs: 3000 });
    });
  }
});
