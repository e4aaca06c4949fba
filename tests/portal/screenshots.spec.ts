import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { sidewaysOverflow, useTheme, VIEWPORTS } from '../support/page-health.js';
import { PORTAL_ORIGIN } from '../support/portal-origins.js';
import { openPortalPage, PORTAL_PAGES } from '../support/portal-pages.js';

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of PORTAL_PAGES) {
      test(`${route.name}: no sideways scroll, no console error, both themes (screenshots)`, async ({ page }, info) => {
        const errors = await openPortalPage(page, route, 'en');
        for (const theme of ['dark', 'light'] as const) {
          await useTheme(page, theme);
          expect(await sidewaysOverflow(page), `${route.path} in the ${theme} theme`).toBeLessThanOrEqual(0);
          await page.screenshot({ path: join(info.project.outputDir, 'screenshots', `${route.name}-${viewport.width}x${viewport.height}-${theme}.png`), fullPage: true, animations: 'disabled' });
        }
        expect(errors()).toEqual([]);
      });
    }

    test('the landing page: every game card shows its loaded cover, icon, title, description and platforms', async ({ page }) => {
      await openPortalPage(page, PORTAL_PAGES[0]!, 'en');
      const cards = page.locator('.game-grid > li.game-card');
      expect(await cards.count()).toBeGreaterThan(0);
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
        description: 'A small Playport example game: say hello to a cheerful sunrise friend and get notified when it waves back.',
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
