// A stranger's app built from the packed tarballs: `npm pack` of @playport/sdk, @playport/host and
// @playport/adapters, installed into a scratch app outside the repository (os.tmpdir()), type-checked
// under bundler and node10 resolution, bundled with rollup (which honours each package's `sideEffects`),
// and run in Chromium: a game that loads the SDK's <script> build through `import
// '@playport/sdk/playport.js'`, a bundled partner page, and the README's partner page served from the
// installed packages' browser builds.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { rollup } from 'rollup';
import { packPackages } from '../../scripts/lib/pack.mjs';
import { repoRoot } from '../../scripts/lib/servers.mjs';
import { createStaticServer } from '../../scripts/lib/static-server.mjs';
import { README_GAMES_ORIGIN, readmeHtmlBlock } from '../support/readme.js';

const BASE = Number(process.env.PLAYPORT_TEST_PACKED_PORT ?? 5280);
const PARTNER_ORIGIN = `http://127.0.0.1:${BASE}`;
const GAME_ORIGIN = `http://127.0.0.1:${BASE + 1}`;

test.describe.configure({ mode: 'serial' });

let scratch: string;
const servers: Server[] = [];
const npm = (cwd: string, ...args: string[]) =>
  execFileSync('npm', [...args, '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
const write = (path: string, text: string) => {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
};

/** Bundles `input` into `dir/bundle.js` (and lazy chunks), as a stranger's rollup build would. */
async function bundle(input: string, dir: string) {
  const build = await rollup({ input, plugins: [nodeResolve({ browser: true })], onwarn: () => {} });
  await build.write({ dir, format: 'es', entryFileNames: 'bundle.js', chunkFileNames: 'chunks/[name]-[hash].js' });
  await build.close();
}

async function serve(port: number, dir: string, mounts: { prefix: string; dir: string }[] = []) {
  const server = createStaticServer({
    mounts: [...mounts, { prefix: '/', dir }],
    headers: { 'Content-Security-Policy': `frame-ancestors ${PARTNER_ORIGIN}` },
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  servers.push(server);
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  scratch = mkdtempSync(join(tmpdir(), 'playport-stranger-'));
  const packed = packPackages(mkdtempSync(join(tmpdir(), 'playport-tarballs-')));
  const tarball = (name: string) => packed.find((p) => p.name === name)!.tarball;

  write(
    join(scratch, 'package.json'),
    JSON.stringify({ name: 'stranger-app', private: true, type: 'module' }, null, 2),
  );
  npm(
    scratch,
    'install',
    tarball('@playport/sdk'),
    tarball('@playport/api-contract'),
    tarball('@playport/host'),
    tarball('@playport/adapters'),
  );

  write(
    join(scratch, 'game/main.js'),
    `import '@playport/sdk/playport.js';
const playport = await Playport.init();
document.getElementById('mode').textContent = playport.mode;
playport.on('LanguageChanged', ({ language }) => (document.getElementById('language').textContent = language));
const info = await playport.getInfo();
document.getElementById('game').textContent = info.game;
try {
  await playport.buyProduct({ sku: 'gems_100' });
} catch (error) {
  document.getElementById('purchase').textContent = error instanceof Playport.PlayportError ? error.code : 'not a PlayportError';
}
`,
  );
  write(
    join(scratch, 'game/index.html'),
    `<!doctype html><meta charset="utf-8"><title>Stranger game</title>
<p>Game <b id="game">…</b> · mode <b id="mode">…</b> · language <b id="language">…</b> · purchase <b id="purchase">…</b></p>
<script type="module" src="./bundle.js"></script>
`,
  );
  write(
    join(scratch, 'partner/main.js'),
    `import { createHost } from '@playport/host';
import { createDefaultUi } from '@playport/host/ui/default';
import { createAdapterLoaders } from '@playport/adapters';
const host = createHost({ ui: createDefaultUi(), loaders: createAdapterLoaders(), game: 'stranger-game', gameConfig: null });
const { connection } = host.mountGame({ container: document.getElementById('game'), src: '${GAME_ORIGIN}/' });
await connection.connected;
host.setLanguage('de');
document.body.dataset.connected = 'yes';
`,
  );
  write(
    join(scratch, 'partner/index.html'),
    `<!doctype html><meta charset="utf-8"><title>Stranger partner</title>
<div id="game" style="width: 640px; height: 400px"></div>
<script type="module" src="./bundle.js"></script>
`,
  );
  write(
    join(scratch, 'partner/readme/index.html'),
    readmeHtmlBlock('Quickstart: platform partner')
      .replace(`${README_GAMES_ORIGIN}/hello-game/`, `${GAME_ORIGIN}/`)
      .replace("game: 'hello-game'", "game: 'stranger-game'"),
  );

  await bundle(join(scratch, 'game/main.js'), join(scratch, 'game'));
  await bundle(join(scratch, 'partner/main.js'), join(scratch, 'partner'));

  const installed = (name: string) => join(scratch, 'node_modules', name);
  await serve(BASE, join(scratch, 'partner'), [
    { prefix: '/host/', dir: join(installed('@playport/host'), 'dist/browser') },
    { prefix: '/adapters/', dir: join(installed('@playport/adapters'), 'dist/browser') },
  ]);
  await serve(BASE + 1, join(scratch, 'game'));
});

test.afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test.describe('the packed packages in a scratch app outside the repository', () => {
  test('install one host for the adapters (a peer) and no zod for a game alone', async () => {
    expect(scratch.startsWith(repoRoot)).toBe(false);
    expect(existsSync(join(scratch, 'node_modules/@playport/adapters/node_modules/@playport/host'))).toBe(false);
    expect(existsSync(join(scratch, 'node_modules/@playport/host/node_modules/@playport/sdk'))).toBe(false);

    const gameOnly = mkdtempSync(join(tmpdir(), 'playport-sdk-only-'));
    try {
      write(join(gameOnly, 'package.json'), JSON.stringify({ name: 'sdk-only', private: true }));
      const sdk = packPackages(mkdtempSync(join(tmpdir(), 'playport-tarballs-'))).find(
        (p) => p.name === '@playport/sdk',
      )!.tarball;
      npm(gameOnly, 'install', sdk);
      expect(existsSync(join(gameOnly, 'node_modules/@playport/sdk/dist/playport.js'))).toBe(true);
      expect(existsSync(join(gameOnly, 'node_modules/zod'))).toBe(false);
    } finally {
      rmSync(gameOnly, { recursive: true, force: true });
    }
  });

  test('type-check a game and a partner page under bundler and node10 resolution, with the global Playport typed', async () => {
    write(
      join(scratch, 'types/game.ts'),
      `/// <reference types="@playport/sdk/global" />
import { init, type PurchaseResult } from '@playport/sdk';
import { methodSchemas } from '@playport/sdk/protocol';
import { createHost, HostError } from '@playport/host';
import { createDefaultUi } from '@playport/host/ui/default';
import { createVkcomAdapter } from '@playport/adapters/vkcom';
const fromScript = await Playport.init();
const client = await init();
const purchase: PurchaseResult = await client.buyProduct({ sku: 'gems_100' });
const mode: 'host' | 'standalone' = fromScript.mode;
void [purchase, mode, methodSchemas.GetInfo, createHost, HostError, createDefaultUi, createVkcomAdapter];
// @ts-expect-error: sku is required
void client.buyProduct({});
`,
    );
    const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');
    for (const resolution of ['bundler', 'node10']) {
      const config = {
        compilerOptions: {
          target: 'es2022',
          module: 'esnext',
          moduleResolution: resolution,
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          lib: ['es2022', 'dom'],
          types: [],
        },
        files: ['game.ts'],
      };
      write(join(scratch, `types/tsconfig.${resolution}.json`), JSON.stringify(config));
      let output = '';
      try {
        execFileSync(process.execPath, [tsc, '-p', `tsconfig.${resolution}.json`], {
          cwd: join(scratch, 'types'),
          encoding: 'utf8',
          stdio: 'pipe',
        });
      } catch (error) {
        output = String((error as { stdout?: string }).stdout);
      }
      expect(output, resolution).toBe('');
    }
  });

  test('run a rollup-bundled game (the <script> build kept by sideEffects) in a rollup-bundled partner page', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${PARTNER_ORIGIN}/`);
    await expect(page.locator('body')).toHaveAttribute('data-connected', 'yes');
    const game = page.frameLocator('#game iframe');
    await expect(game.locator('#mode')).toHaveText('host');
    await expect(game.locator('#game')).toHaveText('stranger-game');
    await expect(game.locator('#language')).toHaveText('de');
    // The default adapter has no payments: the host's coded error reaches the game as a PlayportError.
    await expect(game.locator('#purchase')).toHaveText('NotSupported');
    const box = await page.locator('#game iframe').boundingBox();
    expect(box && [box.width, box.height]).toEqual([640, 400]);
    expect(errors).toEqual([]);
  });

  test("run the README's partner page from the installed packages' browser builds", async ({ page }) => {
    await page.goto(`${PARTNER_ORIGIN}/readme/`);
    const game = page.frameLocator('#game iframe');
    await expect(game.locator('#language')).toHaveText('de');
    await expect(game.locator('#game')).toHaveText('stranger-game');
  });
});
