import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PORTAL_ORIGIN } from '../support/portal-origins.js';

const pages = [
  '/',
  '/play/hello-game',
  '/Docs/tos',
  '/error?inviteErrorCode=FailedGameOfThisTypeNotConnectedToYourAccount',
  '/docs/hello-game/fxid/contacts',
  '/Store/hello-game',
  '/Store/ContinueWithPI?PublicOrderId=o-1',
  '/Store/Return/o-1',
  '/Store/MerchantPaymentCompleted/not-a-token',
];

for (const path of pages) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(`${PORTAL_ORIGIN}${path}${path.includes('?') ? '&' : '?'}lng=en`);
    await expect(page.locator('main')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze();
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the sign-in dialog passes axe, traps focus and gives it back', async ({ page }) => {
  await page.goto(`${PORTAL_ORIGIN}/?lng=en`);
  const opener = page.getByRole('button', { name: 'Sign in' });
  await expect(opener).toBeEnabled();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('E-mail')).toBeFocused();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
