import { expect, test, type Page, type Route } from '@playwright/test';
import type { GameConfigReply } from '../../host/src/api/index.js';
import { callInGame } from '../support/call-in-game.js';
import {
  acceptDocuments,
  apiPost,
  frameAt,
  gameFrameOf,
  openDrivenConformanceGame,
  signInPortal,
} from '../support/portal.js';
import { PORTAL_GAMES_ORIGIN, PORTAL_ORIGIN } from '../support/portal-origins.js';

const GATE = (method: string) => `${method}: a modal the game opened is still open; only one is shown at a time`;

const configChanges = new WeakMap<Page, Map<string, (config: GameConfigReply) => void>>();

/** From now on answers the game config of `game` with the server's, changed by `change` (the last one given). */
async function changeGameConfig(page: Page, game: string, change: (config: GameConfigReply) => void): Promise<void> {
  let changes = configChanges.get(page);
  if (!changes) {
    const byGame = new Map<string, (config: GameConfigReply) => void>();
    changes = byGame;
    configChanges.set(page, byGame);
    await page.route('**/api/v1/public_game_config/**', async (route) => {
      const name = decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop() ?? '');
      const changeOf = byGame.get(name);
      if (!changeOf) return route.fallback();
      const response = await route.fetch();
      const config = (await response.json()) as GameConfigReply;
      changeOf(config);
      await route.fulfill({ response, json: config });
    });
  }
  changes.set(game, change);
}

// A config request still in flight when a test ends must not fail the next one.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

const stageBox = async (page: Page) => (await page.getByTestId('player-stage').boundingBox())!;

test.describe('test games', () => {
  test('are not listed to players, and still play by their address', async ({ page }) => {
    await page.goto(`${PORTAL_ORIGIN}/?lng=en`);
    await expect(page.locator('a[href="/play/hello-game"]').first()).toBeVisible();
    await expect(page.locator('a[href="/play/conformance-game"]')).toHaveCount(0);
    await expect(page.locator('a[href="/play/unity-stand-in"]')).toHaveCount(0);
    await expect(page.getByText('Conformance Game')).toHaveCount(0);

    await page.goto(`${PORTAL_ORIGIN}/play/conformance-game?lng=en`);
    await expect(page.getByRole('heading', { level: 1, name: 'Conformance Game' })).toBeVisible();
    const game = await gameFrameOf(page, 'conformance-game');
    await game.waitForFunction(() => window.__conformance?.done !== undefined);
    await expect(page.getByTestId('player-loading')).toHaveCount(0);
  });
});

test.describe("a game's dialogs", () => {
  test('do not stack: while its modal is open, the sign-in and the push prompt it asks for are refused', async ({
    page,
  }) => {
    const game = await openDrivenConformanceGame(page);
    await expect(page.getByTestId('player-loading')).toHaveCount(0);
    expect(await callInGame(game, 'OpenModal', { type: 'info', title: 'First', text: 'The first modal.' })).toEqual({
      ok: true,
      result: { opened: true },
    });
    await expect(page.getByRole('dialog')).toHaveCount(1);

    expect(await callInGame(game, 'AuthenticateUser')).toEqual({
      ok: false,
      error: { code: 'NotSupported', message: GATE('showLogin') },
    });
    expect(await callInGame(game, 'OpenModal', { type: 'login' })).toEqual({
      ok: false,
      error: { code: 'NotSupported', message: GATE('OpenModal') },
    });
    expect(await callInGame(game, 'PushRegister')).toEqual({ ok: true, result: { registered: false } });
    expect(await callInGame(game, 'ShowLinkShareModal', { url: 'https://games.example/x' })).toEqual({
      ok: false,
      error: { code: 'NotSupported', message: GATE('ShowLinkShareModal') },
    });
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('dialog')).toContainText('The first modal.');

    // Once it is closed, the next one opens.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const signIn = callInGame(game, 'AuthenticateUser');
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await signIn).toEqual({ ok: true, result: { authenticated: false, userId: null } });
  });

  test("a signed-in player's AuthenticateUser answers at once, without a dialog, also while the game's modal is open", async ({
    page,
  }) => {
    await signInPortal(page, 'play-auth');
    const game = await openDrivenConformanceGame(page);
    // The new account's documents are offered first; they are the portal's, not the game's.
    const documents = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Accept' }) });
    await expect(documents).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await callInGame(game, 'AuthenticateUser')).toEqual({
      ok: true,
      result: { authenticated: true, userId: null },
    });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await callInGame(game, 'OpenModal', { type: 'info', text: 'Open.' })).toEqual({
      ok: true,
      result: { opened: true },
    });
    expect(await callInGame(game, 'AuthenticateUser')).toEqual({
      ok: true,
      result: { authenticated: true, userId: null },
    });
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);
  });
});

test.describe('the play page', () => {
  test("shows the game's title, and a loading state until the game's frame is connected", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The game cannot connect before its SDK arrives.
    await page.route(`${PORTAL_GAMES_ORIGIN}/sdk/playport.js`, async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${PORTAL_ORIGIN}/play/hello-game?lng=en`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello Game' })).toBeVisible();
    const loading = page.getByTestId('player-loading');
    await expect(loading).toBeVisible();
    await expect(loading.getByText('Loading Hello Game…', { exact: true })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(loading).toBeVisible();
    release();
    await expect(loading).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello Game' })).toBeVisible();
  });

  test("no line of the stage's own background shows beside the game's frame", async ({ page }) => {
    // One pixel wide (or high) strips at each edge of the stage, compared with the same strips a few pixels
    // inside (the game's plain background) and a few pixels outside (the page): an edge shows one or the other.
    const strip = (x: number, y: number, width: number, height: number) =>
      page.screenshot({ clip: { x, y, width, height }, animations: 'disabled' });
    const lines: string[] = [];
    for (const [width, height] of [
      [1280, 800],
      [1366, 768],
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`${PORTAL_ORIGIN}/play/hello-game?lng=en`);
      await gameFrameOf(page, 'hello-game');
      await expect(page.getByTestId('player-loading')).toHaveCount(0);
      const box = await stageBox(page);
      const [left, top] = [Math.round(box.x), Math.round(box.y)];
      const [right, bottom] = [Math.round(box.x + box.width) - 1, Math.round(box.y + box.height) - 1];
      const y = Math.round(box.y + box.height * 0.6);
      const x = Math.round(box.x + box.width / 2);
      const edges: Record<string, [number, number, number, number, number, number]> = {
        left: [left, y, 1, 40, 1, 0],
        right: [right, y, 1, 40, -1, 0],
        top: [x, top, 40, 1, 0, 1],
        bottom: [x, bottom, 40, 1, 0, -1],
      };
      for (const [edge, [ex, ey, w, h, dx, dy]] of Object.entries(edges)) {
        const at = await strip(ex, ey, w, h);
        const game = await strip(ex + 6 * dx, ey + 6 * dy, w, h);
        const outside = await strip(ex - 6 * dx, ey - 6 * dy, w, h);
        if (!at.equals(game) && !at.equals(outside)) lines.push(`${width}x${height}: ${edge}`);
      }
    }
    expect(lines).toEqual([]);
  });

  test("sizes the player by the game's presentation ratio and bounds", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${PORTAL_ORIGIN}/play/hello-game?lng=en`);
    await expect(page.getByTestId('player-loading')).toHaveCount(0);
    let box = await stageBox(page);
    expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.01);
    // Inside the viewport: the page keeps room for the header, the title and the toolbar.
    expect(box.y + box.height).toBeLessThanOrEqual(800);

    await page.goto(`${PORTAL_ORIGIN}/play/conformance-game?lng=en`);
    await expect(page.getByRole('heading', { level: 1, name: 'Conformance Game' })).toBeVisible();
    box = await stageBox(page);
    expect(Math.abs(box.width / box.height - 9 / 16)).toBeLessThan(0.01);

    await changeGameConfig(page, 'hello-game', (config) => {
      config.PublicGameData.Presentation = {
        Ratio: 4 / 3,
        MinWidth: 200,
        MaxWidth: 400,
        MinHeight: null,
        MaxHeight: null,
      };
    });
    await page.goto(`${PORTAL_ORIGIN}/play/hello-game?lng=en`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello Game' })).toBeVisible();
    box = await stageBox(page);
    expect(box.width).toBeCloseTo(400, 0);
    expect(box.height).toBeCloseTo(300, 0);

    await page.setViewportSize({ width: 390, height: 844 });
    await changeGameConfig(page, 'hello-game', (config) => {
      config.PublicGameData.Presentation = {
        Ratio: 2,
        MinWidth: null,
        MaxWidth: null,
        MinHeight: null,
        MaxHeight: 100,
      };
    });
    await page.goto(`${PORTAL_ORIGIN}/play/hello-game?lng=en`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello Game' })).toBeVisible();
    box = await stageBox(page);
    expect(box.width).toBeCloseTo(200, 0);
    expect(box.height).toBeCloseTo(100, 0);
  });

  test("plays a Unity game: the build from the web client config through the Unity loader, with a progress bar, in the game's frame and channel", async ({
    page,
  }) => {
    // Every value the Unity player page's progress bar takes, recorded in its frame.
    await page.addInitScript((origin) => {
      if (location.origin !== origin || !location.pathname.startsWith('/unity-player/')) return;
      const values: string[] = [];
      (window as unknown as { __progress: string[] }).__progress = values;
      document.addEventListener('DOMContentLoaded', () => {
        const bar = document.getElementById('unity-progress')!;
        values.push(bar.getAttribute('aria-valuenow')!);
        new MutationObserver(() => {
          const now = bar.getAttribute('aria-valuenow')!;
          if (values[values.length - 1] !== now) values.push(now);
        }).observe(bar, { attributes: true, attributeFilter: ['aria-valuenow'] });
      });
    }, PORTAL_GAMES_ORIGIN);
    const files: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/unity-stand-in/Build/'))
        files.push(
          `${new URL(response.url()).pathname} ${response.status()} ${response.headers()['content-encoding'] ?? '-'}`,
        );
    });
    await page.goto(`${PORTAL_ORIGIN}/play/unity-stand-in?lng=en`);
    await expect(page.getByRole('heading', { level: 1, name: 'Unity Stand-in' })).toBeVisible();
    const player = await frameAt(page, `${PORTAL_GAMES_ORIGIN}/unity-player/?game=unity-stand-in`);
    const canvas = player.locator('#unity-canvas');
    await expect(canvas).toHaveAttribute(
      'aria-label',
      'Hello from the stand-in build | wasm: 2 + 3 = 5 | Connected to unity-stand-in as guest',
    );
    await expect(player.locator('#unity-loading')).toBeHidden();
    await expect(page.getByTestId('player-loading')).toHaveCount(0);
    expect(await player.evaluate(() => (window as unknown as { __progress: string[] }).__progress)).toEqual([
      '0',
      '25',
      '50',
      '75',
      '100',
    ]);
    expect(await player.evaluate(() => document.title)).toBe('Unity Stand-in');
    expect(files.sort()).toEqual([
      '/unity-stand-in/Build/stand-in.data.gz 200 gzip',
      '/unity-stand-in/Build/stand-in.framework.js.gz 200 gzip',
      '/unity-stand-in/Build/stand-in.loader.js 200 -',
      '/unity-stand-in/Build/stand-in.wasm.gz 200 gzip',
    ]);
  });

  test('shows a Unity build that fails to load as an error in the player, and refuses files from another origin', async ({
    page,
  }) => {
    await page.route(`${PORTAL_GAMES_ORIGIN}/unity-stand-in/Build/stand-in.data.gz`, (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    await page.goto(`${PORTAL_ORIGIN}/play/unity-stand-in?lng=en`);
    let player = await frameAt(page, `${PORTAL_GAMES_ORIGIN}/unity-player/`);
    await expect(player.getByRole('alert')).toHaveText(
      `Failed to download ${PORTAL_GAMES_ORIGIN}/unity-stand-in/Build/stand-in.data.gz (HTTP 404)`,
    );
    await expect(player.locator('#unity-progress')).toBeHidden();

    await page.unroute(`${PORTAL_GAMES_ORIGIN}/unity-stand-in/Build/stand-in.data.gz`);
    await changeGameConfig(page, 'unity-stand-in', (config) => {
      config.PublicWebClientConfig.Unity!.LoaderUrl = `${PORTAL_ORIGIN}/evil.loader.js`;
    });
    await page.goto(`${PORTAL_ORIGIN}/play/unity-stand-in?lng=en`);
    player = await frameAt(page, `${PORTAL_GAMES_ORIGIN}/unity-player/`);
    await expect(player.getByRole('alert')).toHaveText(
      `The Unity loader file must be served from ${PORTAL_GAMES_ORIGIN}: ${PORTAL_ORIGIN}/evil.loader.js`,
    );

    await changeGameConfig(page, 'unity-stand-in', (config) => {
      config.PublicWebClientConfig.Unity = null;
    });
    await page.goto(`${PORTAL_ORIGIN}/play/unity-stand-in?lng=en`);
    await expect(page.getByTestId('player-stage').getByRole('alert')).toHaveText("This game's build is not available.");
    await expect(page.getByTestId('player-loading')).toHaveCount(0);
  });
});

test.describe('company branding', () => {
  test("the header shows the game's brand name and logo by its header element type, and the page takes its theme type", async ({
    page,
  }) => {
    await changeGameConfig(page, 'hello-game', (config) => {
      config.CompanyBranding = {
        ...config.CompanyBranding,
        BrandName: 'Nebula Arcade',
        HeaderElementType: 'Logo',
        ThemeType: 'Light',
        Logos: { Light: '/icon.svg?theme=light', Dark: '/icon.svg?theme=dark', Square: null },
      };
    });
    await page.goto(`${PORTAL_ORIGIN}/play/hello-game?lng=en`);
    const brand = page.getByRole('banner').getByTestId('brand');
    await expect(brand.getByRole('img', { name: 'Nebula Arcade' })).toHaveAttribute('src', '/icon.svg?theme=light');
    await expect(brand).not.toContainText('Playport');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
      'rgb(244, 246, 251)',
    );

    await changeGameConfig(page, 'hello-game', (config) => {
      config.CompanyBranding = {
        ...config.CompanyBranding,
        BrandName: 'Nebula Arcade',
        HeaderElementType: 'Text',
        ThemeType: 'Dark',
        Logos: { Light: '/icon.svg', Dark: '/icon.svg', Square: null },
      };
    });
    // The landing page speaks for the first listed game.
    await page.goto(`${PORTAL_ORIGIN}/?lng=en`);
    await expect(page.getByRole('banner').getByTestId('brand')).toHaveText('Nebula Arcade');
    await expect(page.getByRole('banner').getByTestId('brand').getByRole('img')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
      'rgb(15, 17, 23)',
    );
  });
});

test.describe('cross-play quests', () => {
  test("the profile shows the player's quests with their progress", async ({ page }) => {
    const token = await signInPortal(page, 'quests');
    await page.goto(`${PORTAL_ORIGIN}/Profile?lng=en`);
    const quests = page.getByTestId('quests');
    await expect(quests.getByRole('heading', { name: 'Quests' })).toBeVisible();
    await expect(quests.getByTestId('quest-quest-first-win')).toContainText('First win');
    await expect(quests.getByTestId('quest-quest-first-win')).toContainText('0 of 1');

    // A level completed in the hello game and a gold star: the first quest is done, the second on its way.
    expect(
      (await apiPost(token, '/cross-play/events/send', { GameSystemName: 'hello-game', EventCode: 'level_complete' }))
        .status,
    ).toBe(204);
    expect(
      (await apiPost(token, '/cross-play/events/send', { GameSystemName: 'hello-game', EventCode: 'star', P1: 'gold' }))
        .status,
    ).toBe(204);
    await page.reload();
    const first = quests.getByTestId('quest-quest-first-win');
    await expect(first).toContainText('Win a level in any game');
    await expect(first.getByText('1 of 1 · Completed')).toBeVisible();
    await expect(first.getByRole('progressbar', { name: 'First win: 1 of 1' })).toHaveAttribute('value', '1');
    const collector = quests.getByTestId('quest-quest-collector');
    await expect(collector.getByText('1 of 10', { exact: true })).toBeVisible();
    await expect(collector.getByRole('progressbar', { name: 'Collector: 1 of 10' })).toHaveAttribute('value', '1');
    await expect(collector).not.toContainText('Completed');
  });

  test("the play page shows the game's own quests under the game and updates them when the game reports progress", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInPortal(page, 'play-quests');
    const game = await openDrivenConformanceGame(page);
    const quests = page.getByTestId('play-quests');
    // Only the quests the conformance game's rules advance: First win (its rule `win`), not Collector (the hello game's).
    await expect(quests.locator('summary')).toHaveText('Quests 0 of 1 done');
    await expect(quests.getByRole('heading', { level: 3 })).toHaveText(['First win']);
    const first = quests.getByTestId('quest-quest-first-win');
    await expect(first.getByText('0 of 1', { exact: true })).toBeVisible();

    expect(await callInGame(game, 'SendInGameEvent', { eventCode: 'win', p1: 'level' })).toMatchObject({
      ok: true,
      result: { sent: true },
    });
    await expect(first.getByText('1 of 1 · Completed')).toBeVisible();
    await expect(first.getByRole('progressbar', { name: 'First win: 1 of 1' })).toHaveAttribute('value', '1');
    await expect(quests.locator('summary')).toHaveText('Quests 1 of 1 done');
    // Below the game and its toolbar, not over them.
    const stage = await page.getByTestId('player-stage').boundingBox();
    expect((await quests.boundingBox())!.y).toBeGreaterThanOrEqual(stage!.y + stage!.height);
  });

  test('on a phone the quests start collapsed and open on a tap; a visitor sees none', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInPortal(page, 'play-quests-phone');
    await openDrivenConformanceGame(page);
    // A new player accepts the game's documents first; their dialog covers the page until then.
    await acceptDocuments(page);
    const quests = page.getByTestId('play-quests');
    await expect(quests.locator('summary')).toHaveText('Quests 0 of 1 done');
    await expect(quests).not.toHaveAttribute('open');
    await expect(quests.getByTestId('quest-quest-first-win')).toBeHidden();
    await quests.locator('summary').click();
    await expect(quests.getByTestId('quest-quest-first-win')).toBeVisible();

    await page.evaluate(() => localStorage.removeItem('AuthToken'));
    await page.reload();
    await expect(page.getByTestId('player-stage')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByTestId('play-quests')).toHaveCount(0);
  });
});
