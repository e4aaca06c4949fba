import { expect, test } from '@playwright/test';
import { apiPost, newEmail, requestMagicLink } from '../support/portal.js';
import { PORTAL_ORIGIN } from '../support/portal-origins.js';

test('an anonymous /Profile goes to / with the message and the requested path', async ({ page }) => {
  await page.goto(`${PORTAL_ORIGIN}/Profile?lng=en`);
  await expect(page).toHaveURL(`${PORTAL_ORIGIN}/`);
  const notice = page.getByTestId('login-required');
  await expect(notice).toContainText('Please log in to view this page');
  await expect(notice).toContainText('/Profile');
});

test('unknown paths redirect to /', async ({ page }) => {
  for (const path of ['/no/such/page', '/play', '/Docs', '/Store/Return/1/extra']) {
    await page.goto(`${PORTAL_ORIGIN}${path}`);
    await expect(page).toHaveURL(`${PORTAL_ORIGIN}/`);
  }
});

const inviteCodes: [string | null, string][] = [
  ['FailedGameOfThisTypeAlreadyConnectedToYourAccount', 'A game of this type is already linked to your account.'],
  ['FailedThisGameAccountAlreadyConnectedToAnotherAccount', 'This game account is already linked to another account.'],
  ['FailedGameOfThisTypeNotConnectedToYourAccount', 'This game is not connected to your account.'],
  ['SomethingElse', 'An error has occurred'],
  [null, 'An error has occurred'],
];

for (const [code, message] of inviteCodes) {
  test(`/error shows the message of inviteErrorCode ${code ?? '(none)'}`, async ({ page }) => {
    await page.goto(code ? `${PORTAL_ORIGIN}/error?inviteErrorCode=${code}&lng=en` : `${PORTAL_ORIGIN}/Error?lng=en`);
    await expect(page.getByTestId('error-message')).toHaveText(message);
  });
}

test('a failed magic link goes to /error with the response body, pretty-printed', async ({ page }) => {
  await page.goto(`${PORTAL_ORIGIN}/LoginValidateEmail?inviteToken=not-a-real-token&lng=en`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${PORTAL_ORIGIN}/error`);
  await expect(page.getByTestId('error-message')).toHaveText('An error has occurred');
  const details = page.locator('details.error-details');
  await details.locator('summary').click();
  await expect(details.locator('pre')).toContainText('"Success": false');
});

test('the header is hidden when the adapter config says so', async ({ page }) => {
  await page.goto(`${PORTAL_ORIGIN}/play/hello-game/iframe/vkcom?lng=en`);
  await expect(page.getByRole('region', { name: 'Hello Game' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.goto(`${PORTAL_ORIGIN}/player/hello-game?lng=en`);
  await expect(page.getByRole('banner')).toBeVisible();
});

test('/LoginWithTempToken signs in and follows the redirect; without a token it goes to /error', async ({ page }) => {
  const email = newEmail('temp-token');
  const link = await requestMagicLink(email);
  const inviteToken = new URL(link).searchParams.get('inviteToken');
  const { Token } = (
    await apiPost<{ Token: string }>(null, '/auth/authenticate_from_email_invite', { InviteToken: inviteToken })
  ).body;
  const { TempToken } = (
    await apiPost<{ TempToken: string }>(Token, '/auth/create_temp_token', { RedirectUri: `${PORTAL_ORIGIN}/Profile` })
  ).body;

  await page.goto(`${PORTAL_ORIGIN}/LoginWithTempToken?token=${TempToken}&lng=en`);
  await expect(page).toHaveURL(`${PORTAL_ORIGIN}/Profile`);
  await expect(page.getByTestId('profile-email')).toHaveText(email);

  await page.goto(`${PORTAL_ORIGIN}/LoginWithTempToken?token=${TempToken}`);
  await expect(page).toHaveURL(`${PORTAL_ORIGIN}/error`);
  await page.goto(`${PORTAL_ORIGIN}/LoginWithTempToken`);
  await expect(page).toHaveURL(`${PORTAL_ORIGIN}/error`);
  await page.goto(`${PORTAL_ORIGIN}/LoginFromGame/hello-game/not-a-game-token`);
  await expect(page).toHaveURL(/\/error/);
});
