import { expect, test } from '@playwright/test';
import { PORTAL_ORIGIN } from '../support/portal-origins.js';

// The portal runs on preact/compat, which renders any href it is given (React refused `javascript:`):
// a server-supplied link goes through one check (shared/lib/safe-link.ts) before it becomes one.
test('a news item whose link is javascript: is rendered without a link; an https link stays', async ({ page }) => {
  await page.route('**/api/v1/info/news*', async (route) => {
    const reply = (await (await route.fetch()).json()) as { News: { Link: string | null }[] };
    expect(reply.News.length).toBeGreaterThanOrEqual(2);
    reply.News[0]!.Link = 'javascript:window.__pwned=1';
    reply.News[1]!.Link = 'https://news.example/more';
    await route.fulfill({ json: reply });
  });
  await page.goto(`${PORTAL_ORIGIN}/?lng=en`);
  const items = page.locator('.news-item');
  await expect(items.nth(1).getByRole('link')).toHaveAttribute('href', 'https://news.example/more');
  await expect(items.first()).toBeVisible();
  await expect(items.first().locator('a')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});
