import { expect, type Page } from '@playwright/test';

/** The two widths every portal page is checked at: a phone and a desktop. */
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/**
 * Collects the page's console errors and uncaught exceptions, in every frame. A failed response the
 * page shows on purpose (a page about an unknown order) is logged by Chromium as "Failed to load
 * resource"; `allowed` lists the paths of those responses, and only those are left out.
 */
export function watchConsole(page: Page, allowed: readonly RegExp[] = []): () => string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location().url;
    if (msg.text().startsWith('Failed to load resource') && allowed.some((path) => path.test(where))) return;
    errors.push(`${msg.text()} (${where})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return () => errors;
}

/** How far the document reaches past the viewport sideways (0: no horizontal scroll). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Waits until the page is quiet and every image in it has finished loading or failing. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.evaluate(() => [...document.images].every((img) => img.complete))).toBe(true);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Switches the portal to the light or dark theme (the `data-theme` of the document). */
export async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((t) => {
    document.documentElement.dataset.theme = t;
  }, theme);
}
