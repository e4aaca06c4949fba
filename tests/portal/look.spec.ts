import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { settle, sidewaysOverflow, useTheme, watchConsole } from '../support/page-health.js';
import { gameFrameOf, signInPortal } from '../support/portal.js';
import { PORTAL_ORIGIN } from '../support/portal-origins.js';
import { openPortalPage, PORTAL_PAGES } from '../support/portal-pages.js';

const PHONE = { width: 390, height: 844 };

test.describe('phones', () => {
  test.use({ viewport: PHONE });

  for (const route of PORTAL_PAGES) {
    test(`Persian (right to left): ${route.name} does not scroll sideways and reads from the right`, async ({
      page,
    }, info) => {
      await openPortalPage(page, route, 'fa');
      await page.screenshot({
        path: join(info.project.outputDir, 'screenshots', `${route.name}-390x844-fa.png`),
        fullPage: true,
        animations: 'disabled',
      });
      if (!route.platformLanguage) await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      // The skip link waits off screen above the page, never beside it.
      const skip = await page.locator('.skip-link').boundingBox();
      expect(skip!.y + skip!.height).toBeLessThanOrEqual(0);
      expect(skip!.x).toBeGreaterThanOrEqual(0);
      expect(skip!.x + skip!.width).toBeLessThanOrEqual(PHONE.width);
      const brand = page.locator('.app-header .brand');
      if (await brand.count()) {
        const box = (await brand.boundingBox())!;
        expect(box.x, 'the brand starts on the right').toBeGreaterThan(PHONE.width / 2);
      }
    });
  }

  for (const lng of ['de', 'ru', 'uk']) {
    test(`the footer wraps inside the screen in ${lng}`, async ({ page }) => {
      await page.goto(`${PORTAL_ORIGIN}/play/hello-game?lng=${lng}`);
      const footer = page.locator('.app-footer');
      await expect(footer.getByRole('link')).toHaveCount(4);
      await settle(page);
      expect(await footer.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      const boxes = await footer
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getBoundingClientRect().toJSON() as DOMRect));
      for (const box of boxes) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(PHONE.width);
      }
      expect(new Set(boxes.map((b) => Math.round(b.top))).size, 'the links take more than one row').toBeGreaterThan(1);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  }
});

test('a landing-page visit fails no request and logs no console error', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
  });
  const errors = watchConsole(page);
  await page.goto(`${PORTAL_ORIGIN}/?lng=en`);
  await expect(page.locator('.game-grid > li.game-card').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Desktop launcher' })).toBeVisible();
  await settle(page);
  expect(failed).toEqual([]);
  expect(errors()).toEqual([]);
});

test('in both themes a link styled as a button reads in the button colours, and a plain link in the link colour', async ({
  page,
}) => {
  await openPortalPage(page, PORTAL_PAGES[0]!, 'en');
  const play = page.getByRole('link', { name: 'Play Hello Game' });
  const readMore = page.getByRole('link', { name: 'Read more' });
  for (const [theme, link] of [
    ['dark', 'rgb(157, 180, 255)'],
    ['light', 'rgb(39, 69, 176)'],
  ] as const) {
    await useTheme(page, theme);
    await expect(play, theme).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(readMore, theme).toHaveCSS('color', link);
  }
});

test('the hello game greets the signed-in player by name', async ({ page }) => {
  await page.goto(`${PORTAL_ORIGIN}/play/hello-game?lng=en`);
  const game = await gameFrameOf(page, 'hello-game');
  await expect(game.locator('#player')).toHaveText('guest');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Google' }).click();
  const popup = await popupOpened;
  await popup.locator('#email-input').fill(`ada-${Date.now()}@example.com`);
  await popup.locator('#display-name-input').fill('Ada Lovelace');
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in with Google.com' }).click();
  await closed;
  await expect(game.locator('#player')).toHaveText('Ada Lovelace', { timeout: 15_000 });
  await expect(game.locator('h1')).toHaveText('Hello, Ada Lovelace!');
});

test('the store heading names the game by its title', async ({ page }) => {
  await page.goto(`${PORTAL_ORIGIN}/Store/hello-game?lng=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Store: Hello Game');
  const banner = page.locator('.store-banner');
  await expect(banner).toHaveAttribute('src', `${PORTAL_ORIGIN}/media/games/hello-game/cover.svg`);
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('the profile shows game titles, the language by name under one label, and a styled launcher-key box', async ({
  page,
}) => {
  await signInPortal(page, 'look-profile');
  await page.goto(`${PORTAL_ORIGIN}/play/hello-game?lng=en`);
  await gameFrameOf(page, 'hello-game');
  await page.goto(`${PORTAL_ORIGIN}/Profile?lng=en`);
  await expect(page.getByTestId('profile-locale')).toHaveText('English');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('de');
  const profile = page.getByTestId('profile');
  await expect(page.getByTestId('profile-locale')).toHaveText('Deutsch');
  await expect(profile.getByText('Sprache', { exact: true })).toHaveCount(1);
  await expect(page.locator('main').getByLabel('Sprache')).toHaveCount(0);
  // The consent checkbox carries the sentence; its row is called by a short name.
  await expect(profile.getByText('Neuigkeiten und Angebote per E-Mail erhalten', { exact: true })).toHaveCount(1);
  await expect(profile.locator('dt', { hasText: 'Newsletter' })).toHaveCount(1);
  const games = profile.locator('dt', { hasText: 'Verbundene Spiele' }).locator('+ dd li');
  await expect(games.first()).toBeVisible();
  await expect(games).toContainText(['Hello Game']);
  await expect(profile.getByText('hello-game')).toHaveCount(0);

  const box = page.locator('form.launcher-key');
  await expect(box).toBeVisible();
  const style = await box.evaluate((form) => {
    const input = form.querySelector('input')!;
    const [f, i] = [getComputedStyle(form), getComputedStyle(input)];
    return {
      background: f.backgroundColor,
      radius: f.borderTopLeftRadius,
      padding: f.paddingTop,
      inputRadius: i.borderTopLeftRadius,
      inputWidth: input.getBoundingClientRect().width,
    };
  });
  expect(style.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(style.radius).toBe('6px');
  expect(style.padding).toBe('16px');
  expect(style.inputRadius).toBe('8px');
  expect(style.inputWidth).toBeGreaterThan(150);
});

test('the FAQ shows its questions without a click', async ({ page }) => {
  await page.goto(`${PORTAL_ORIGIN}/Docs/faq?lng=en`);
  const faq = page.getByTestId('faq-content');
  await expect(faq.getByRole('heading', { level: 2, name: 'How do I sign in?' })).toBeVisible();
  await expect(faq).toContainText('Enter your e-mail and open the link we send you.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
