import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { sidewaysOverflow, useTheme, VIEWPORTS } from '../support/page-health.js';
import { PORTAL_ORIGIN } from '../support/portal-origins.js';
import { openPortalPage, PORTAL_PAGES, SINGLE_GAME_PAGES } from '../support/portal-pages.js';
import { SINGLE_GAME_GAMES_ORIGIN, SINGLE_GAME_ORIGIN, startSingleGameServer } from '../support/single-game-server.js';

/** In both themes: no sideways scroll, and a full-page screenshot at `{file}-{theme}.png`. */
async function checkAndShoot(page: Page, path: string, file: string): Promise<void> {
  for (const theme of ['dark', 'light'] as const) {
    await useTheme(page, theme);
    expect(await sidewaysOverflow(page), `${path} in the ${theme} theme`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${file}-${theme}.png`, fullPage: true, animations: 'disabled' });
  }
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of PORTAL_PAGES) {
      test(`${route.name}: no sideways scroll, no console error, both themes (screenshots)`, async ({ page }, info) => {
        const errors = await openPortalPage(page, route, 'en');
        await checkAndShoot(
          page,
          route.path,
          join(info.project.outputDir, 'screenshots', `${route.name}-${viewport.width}x${viewport.height}`),
        );
        expect(errors()).toEqual([]);
      });
    }

    test('the landing page: every game card shows its loaded cover, icon, title, description and platforms', async ({
      page,
    }) => {
      await openPortalPage(page, PORTAL_PAGES[0]!, 'en');
      const cards = page.locator('.game-grid > li.game-card');
      // The cards replace their skeletons once the games list arrives, and their images load after that.
      await expect(cards.first()).toBeVisible();
      await expect
        .poll(() =>
          cards.evaluateAll((items) =>
            items.every((card) => [...card.querySelectorAll('img')].every((img) => img.complete)),
          ),
        )
        .toBe(true);
      const seen = await cards.evaluateAll((items) =>
        items.map((card) => {
          const [cover, icon] = [...card.querySelectorAll('img')];
          return {
            title: card.querySelector('h3')?.textContent ?? '',
            cover: cover && cover.closest('.game-card-cover') ? cover.naturalWidth : 0,
            icon: icon ? icon.naturalWidth : 0,
            description: card.querySelector('.game-card-description')?.textContent ?? '',
            badges: [...card.querySelectorAll('.badge')].map((b) => b.textContent),
          };
        }),
      );
      for (const card of seen) {
        expect(card.cover, `${card.title}: cover`).toBeGreaterThan(0);
        expect(card.icon, `${card.title}: icon`).toBeGreaterThan(0);
        expect(card.description, `${card.title}: description`).not.toBe('');
        expect(card.badges, `${card.title}: badges`).toContain('Browser');
      }
      const hello = seen.find((c) => c.title === 'Hello Game');
      expect(hello).toMatchObject({
        description:
          'A small Playport example game: say hello to a cheerful sunrise friend and get notified when it waves back.',
        badges: ['Facebook', 'Browser', 'Windows'],
      });
    });
  });
}

test('skeletons stand in for the games and the news while they load', async ({ page }) => {
  const hold = async (path: string) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(path, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  };
  const releaseGames = await hold('**/api/v1/games/list');
  const releaseNews = await hold('**/api/v1/info/news');
  await page.goto(`${PORTAL_ORIGIN}/?lng=en`);
  const games = page.getByTestId('games-skeleton');
  await expect(games).toBeVisible();
  await expect(games.locator('li.game-card')).toHaveCount(3);
  await expect(games).toHaveAttribute('aria-label', 'Loading…');
  releaseGames();
  await expect(games).toHaveCount(0);
  await expect(page.locator('.game-grid > li.game-card').first()).toBeVisible();
  await expect(page.getByTestId('news-skeleton')).toBeVisible();
  releaseNews();
  await expect(page.getByTestId('news-skeleton')).toHaveCount(0);
  await expect(page.locator('.news-item').first()).toBeVisible();
});

test.describe('the single-game site (PORTAL_FIXED_GAME)', () => {
  // One server of its own for these pages, so they run one after the other in one worker.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let server: Awaited<ReturnType<typeof startSingleGameServer>> | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startSingleGameServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  for (const viewport of VIEWPORTS) {
    for (const route of SINGLE_GAME_PAGES) {
      test(`${viewport.name} ${viewport.width}x${viewport.height} ${route.name}: no sideways scroll, no console error, both themes (screenshots)`, async ({
        page,
      }, info) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const errors = await openPortalPage(page, route, 'en', SINGLE_GAME_ORIGIN);
        // The single-game routes stay where they are (an unknown one would have gone home).
        if (route.path !== '/') expect(new URL(page.url()).pathname).not.toBe('/');
        await checkAndShoot(
          page,
          route.path,
          join(info.project.outputDir, 'screenshots', `${route.name}-${viewport.width}x${viewport.height}`),
        );
        expect(errors()).toEqual([]);
      });
    }

    test(`${viewport.name}: the game plays at / with its title, in the frame of the games origin`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(`${SINGLE_GAME_ORIGIN}/?lng=en`);
      await expect(page.getByRole('region', { name: 'Hello Game' }).getByRole('heading', { level: 1 })).toHaveText(
        'Hello Game',
      );
      await expect
        .poll(() => page.frames().some((f) => f.url().startsWith(`${SINGLE_GAME_GAMES_ORIGIN}/hello-game/`)))
        .toBe(true);
      await expect(page.getByTestId('player-loading')).toHaveCount(0);
    });
  }
});
