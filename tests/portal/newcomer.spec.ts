import { expect, test } from '@playwright/test';
import { acceptDocuments, gameFrameOf, magicLinkFor, newEmail } from '../support/portal.js';
import { PORTAL_GAMES_ORIGIN, PORTAL_ORIGIN } from '../support/portal-origins.js';

test('a newcomer signs in with the magic link, plays, changes language, reads a document and sees the profile', async ({
  page,
}) => {
  const email = newEmail('newcomer');
  await page.goto(`${PORTAL_ORIGIN}/?lng=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Play together, everywhere');
  await expect(page.getByRole('link', { name: 'Play Hello Game' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('overlay')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0.55)');
  await expect(dialog.getByText('Other ways to sign in')).toBeVisible();
  for (const provider of ['Google', 'Apple', 'Facebook'])
    await expect(dialog.getByRole('button', { name: provider })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Terms of service' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Privacy policy' })).toBeVisible();

  await dialog.getByLabel('E-mail').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Continue with email' }).click();
  await expect(dialog.getByText('Please enter a valid e-mail address.')).toBeVisible();

  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Continue with email' }).click();
  const robot = page.getByRole('dialog', { name: 'Robot check' });
  await expect(robot).toBeVisible();
  // The widget answers on the click and the view moves on, so there is no checked state left to verify.
  await robot.getByRole('checkbox').click();

  const success = page.getByRole('dialog', { name: 'Check mail for login link' });
  await expect(success).toBeVisible();
  await expect(success.getByText(email)).toBeVisible();
  await expect(success.getByRole('button', { name: 'Close' })).toHaveCount(1);
  await success.getByRole('button', { name: 'Close' }).click();
  await expect(success).toBeHidden();

  const link = await magicLinkFor(email);
  expect(link).toContain(`${PORTAL_ORIGIN}/LoginValidateEmail?inviteToken=`);
  await page.goto(link);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${PORTAL_ORIGIN}/?lng=en`);
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();

  await page.getByRole('link', { name: 'Play Hello Game' }).click();
  await expect(page).toHaveURL(`${PORTAL_ORIGIN}/play/hello-game`);
  const game = await gameFrameOf(page, 'hello-game');
  expect(game.url().startsWith(PORTAL_GAMES_ORIGIN)).toBe(true);
  // A newcomer has accepted no document yet: the latest version of each is offered once.
  expect((await acceptDocuments(page)).sort()).toEqual(['Privacy policy', 'Terms of service']);
  // An e-mail account has no name yet: the game says "player", never the account id.
  await expect(game.locator('#player')).toHaveText('player');
  await game.getByRole('button', { name: 'Start' }).click();
  await expect(game.locator('#status')).toHaveText('Playing!');

  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByRole('link', { name: 'Profil' })).toBeVisible();
  await expect(game.locator('#language')).toHaveText('de');

  await page.getByRole('link', { name: 'Nutzungsbedingungen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeVisible();
  await expect(page.locator('article.markdown')).toBeVisible();
  await page.getByRole('button', { name: 'In der Ansicht öffnen' }).click();
  const viewer = page.getByTestId('document-viewer');
  await expect(viewer.locator('article.markdown')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await page.getByRole('link', { name: 'Profil' }).click();
  await expect(page).toHaveURL(`${PORTAL_ORIGIN}/Profile`);
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  await expect(page.getByTestId('profile-locale')).toHaveText('Deutsch');
  await expect(page.getByTestId('profile').getByText('Hello Game')).toBeVisible();
});
