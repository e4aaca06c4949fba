import { createHmac } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { callInGame } from '../support/call-in-game.js';
import { newEmail, openConformanceGame, signInPortal } from '../support/portal.js';
import { PORTAL_ORIGIN } from '../support/portal-origins.js';

const GAME = 'conformance-game';

// Each test first lets the conformance game finish its start-up run of every method.
test.describe.configure({ timeout: 90_000 });

/** The play page with the conformance game connected and its start-up run over, signed out. */
const playPage = (page: Page): Promise<Frame> => openConformanceGame(page);

async function openSignIn(page: Page) {
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The user id the game last heard in UserInfoChanged (null: signed out), once it differs from `not`. */
async function userHeardByGame(game: Frame, not: string | null = null): Promise<string | null> {
  const handle = await game.waitForFunction(
    (previous) => {
      const changes = window.__conformance.events.filter((e) => e.name === 'UserInfoChanged');
      const last = changes.at(-1)?.payload as { fxId?: { userId?: string } | null } | undefined;
      if (!last) return false;
      const id = last.fxId?.userId ?? null;
      return id !== previous ? { id } : false;
    },
    not,
    { timeout: 30_000 },
  );
  return ((await handle.jsonValue()) as { id: string | null }).id;
}

/** Signs in through the local Firebase popup of `provider` as a new e-mail address. */
async function firebaseSignIn(
  page: Page,
  dialog: ReturnType<Page['getByRole']>,
  provider: 'Google' | 'Apple' | 'Facebook',
  name = 'Popup Player',
) {
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: provider }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Add new account' })).toBeVisible();
  await popup.locator('#email-input').fill(newEmail(provider.toLowerCase()));
  await popup.locator('#display-name-input').fill(name);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: `Sign in with ${provider}.com` }).click();
  await closed;
}

for (const provider of ['Google', 'Apple', 'Facebook'] as const) {
  test(`${provider} (local Firebase popup) signs in and the game gets the user`, async ({ page }) => {
    const game = await playPage(page);
    const dialog = await openSignIn(page);
    await firebaseSignIn(page, dialog, provider, `${provider} Player`);
    await expect(dialog).toBeHidden();
    const userId = await userHeardByGame(game);
    expect(userId).toBeTruthy();
    const info = await callInGame(game, 'GetInfo');
    if (!info.ok) throw new Error(info.error.message);
    expect((info.result as { fxId: { userId: string } }).fxId.userId).toBe(userId);
  });
}

test('VK ID one-tap (local VKIDSDK) signs in through the consent page and the game gets the user', async ({ page }) => {
  const game = await playPage(page);
  const dialog = await openSignIn(page);
  await dialog.getByRole('button', { name: 'VK ID' }).click();
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Sign in with VK ID' }).click();
  const popup = await popupOpened;
  await expect(popup.getByText('asks to sign you in')).toBeVisible();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Allow' }).click();
  await closed;
  await expect(dialog).toBeHidden();
  expect(await userHeardByGame(game)).toBeTruthy();
});

test('AuthenticateUser from the game opens the dialog; a Facebook sign-in answers it and reaches the game', async ({
  page,
}) => {
  const game = await playPage(page);
  const call = callInGame(game, 'AuthenticateUser');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await firebaseSignIn(page, dialog, 'Facebook');
  await expect(dialog).toBeHidden();
  expect(await userHeardByGame(game)).toBeTruthy();
  const outcome = await call;
  // The conformance game gives every call 10 s, AuthenticateUser too; a slower sign-in still signs in, but the call has timed out.
  if (outcome.ok) expect(outcome.result).toEqual({ authenticated: true, userId: null });
  else expect(outcome.error.message).toBe('No answer to AuthenticateUser within 10000 ms');
});

test('a sign-in as another account pushes UserInfoChanged with the new user to the game', async ({ page, context }) => {
  const game = await playPage(page);
  await firebaseSignIn(page, await openSignIn(page), 'Google', 'First');
  const first = await userHeardByGame(game);
  expect(first).toBeTruthy();
  const profile = await context.newPage();
  await profile.goto(`${PORTAL_ORIGIN}/Profile?lng=en`);
  await profile.getByRole('button', { name: 'Sign out' }).click();
  expect(await userHeardByGame(game, first)).toBeNull();
  await page.bringToFront();
  await firebaseSignIn(page, await openSignIn(page), 'Apple', 'Second');
  const second = await userHeardByGame(game, null);
  expect(second).toBeTruthy();
  expect(second).not.toBe(first);
});

test("a closed popup says 'Popup was closed' and the dialog stays usable", async ({ page }) => {
  await playPage(page);
  const dialog = await openSignIn(page);
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Google' }).click();
  const popup = await popupOpened;
  await popup.close();
  await expect(dialog.getByRole('alert')).toHaveText('Popup was closed');
  await expect(dialog.getByRole('button', { name: 'Google' })).toBeEnabled();
});

test('without Firebase options the dialog says, in Russian, that Firebase is not initialised', async ({ page }) => {
  await page.route(`**/api/v1/public_game_config/${GAME}**`, async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    config.PublicWebClientConfig.Firebase = null;
    config.CompanyBranding.Firebase = null;
    await route.fulfill({ response, json: config });
  });
  await playPage(page);
  const dialog = await openSignIn(page);
  let popups = 0;
  page.on('popup', () => popups++);
  await dialog.getByRole('button', { name: 'Apple' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/^Firebase не инициализирован/);
  expect(popups).toBe(0);
});

test("a refused VK ID consent is 'VK widget error.'", async ({ page }) => {
  await playPage(page);
  const dialog = await openSignIn(page);
  await dialog.getByRole('button', { name: 'VK ID' }).click();
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Sign in with VK ID' }).click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: 'Deny' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('VK widget error.');
  await expect(dialog.getByRole('button', { name: 'VK ID' })).toBeVisible();
});

test("a closed VK ID consent window is 'VK widget error.'", async ({ page }) => {
  await playPage(page);
  const dialog = await openSignIn(page);
  await dialog.getByRole('button', { name: 'VK ID' }).click();
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Sign in with VK ID' }).click();
  await (await popupOpened).close();
  await expect(dialog.getByRole('alert')).toHaveText('VK widget error.');
});

test("a VK ID script that fails to load is 'Unknown error during VK ID init.'", async ({ page }) => {
  await page.route('**/dev/vkid/sdk.js', (route) => route.fulfill({ status: 500, body: 'down' }));
  await playPage(page);
  const dialog = await openSignIn(page);
  await dialog.getByRole('button', { name: 'VK ID' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Unknown error during VK ID init.');
});

test('marketing consent on the profile is saved and survives a reload', async ({ page }) => {
  await signInPortal(page, 'account');
  await page.goto(`${PORTAL_ORIGIN}/Profile?lng=en`);
  const consent = page.getByRole('checkbox', { name: /news and offers/ });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await expect(page.getByTestId('marketing-status')).toHaveText('Saved');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /news and offers/ })).toBeChecked();
});

test('signing out on the profile clears the session and the game hears the user is gone', async ({ page, context }) => {
  const game = await playPage(page);
  await firebaseSignIn(page, await openSignIn(page), 'Google');
  const userId = await userHeardByGame(game);
  const profile = await context.newPage();
  await profile.goto(`${PORTAL_ORIGIN}/Profile?lng=en`);
  await profile.getByRole('button', { name: 'Sign out' }).click();
  await expect(profile).toHaveURL(`${PORTAL_ORIGIN}/`);
  expect(await profile.evaluate(() => localStorage.getItem('AuthToken'))).toBeNull();
  expect(await userHeardByGame(game, userId)).toBeNull();
});

test('Twitch connects through the local consent page and its token refreshes', async ({ page }) => {
  await signInPortal(page, 'account');
  await page.goto(`${PORTAL_ORIGIN}/Profile?lng=en`);
  await page.getByRole('link', { name: 'Connect Twitch' }).click();
  await expect(page).toHaveURL(/\/dev\/twitch\/authorize/);
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page.getByTestId('twitch-status')).toHaveText('Twitch is connected.');
  await expect(page).toHaveURL(`${PORTAL_ORIGIN}/Profile`);
  await page.getByRole('button', { name: 'Refresh Twitch token' }).click();
  await expect(page.getByTestId('twitch-status')).toHaveText('The Twitch token was refreshed.');
});

test('a cancelled Twitch consent shows the failure', async ({ page }) => {
  await signInPortal(page, 'account');
  await page.goto(`${PORTAL_ORIGIN}/Profile?lng=en`);
  await page.getByRole('link', { name: 'Connect Twitch' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('twitch-status')).toHaveText('Twitch was not connected. Please try again.');
});

test('the language follows the profile both ways, and the profile passes axe', async ({ page }) => {
  await signInPortal(page, 'account');
  await page.goto(`${PORTAL_ORIGIN}/Profile?lng=en`);
  await expect(page.getByTestId('profile-locale')).toHaveText('English');
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.getByTestId('profile-locale')).toHaveText('Deutsch');
  // A fresh load asking for another language: the profile's locale wins.
  await page.goto(`${PORTAL_ORIGIN}/Profile?lng=fr`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profil');
});

/** A game-connection invite for one of hello-game's own accounts, as the game's server would ask for it. */
async function inviteUrlFor(gameAccountId: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ name: 'Hero', sub: gameAccountId, aud: 'playport:game-account:hello-game', iat: now, exp: now + 600 })}`;
  // Signed with the seeded hello-game's server secret (local mode), as the game's server would.
  const token = `${unsigned}.${createHmac('sha256', 'local-hello-game-server-secret').update(unsigned).digest('base64url')}`;
  const res = await fetch(`${PORTAL_ORIGIN}/api/v1/invite/connect_from_game`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Game: 'hello-game', Token: token }),
  });
  expect(res.ok).toBe(true);
  return ((await res.json()) as { InviteUrl: string }).InviteUrl;
}

test('game-connection invites: connected, taken by another account, a second game account of the same game', async ({
  page,
  browser,
}) => {
  const gameAccount = `hero-${Date.now()}`;
  await page.goto(await inviteUrlFor(gameAccount));
  const result = page.getByTestId('game-connection-result');
  // The invite names the game account and connects nothing until the player confirms.
  await expect(page.getByTestId('game-connection-confirm')).toHaveText(
    'Connect the game account “Hero” of hello-game to your account? Only continue if this game account is yours.',
  );
  // A visitor signs in first (the dialog), then the game account is connected.
  await page.getByRole('button', { name: 'Connect the game account' }).click();
  await firebaseSignIn(page, page.getByRole('dialog', { name: 'Sign in' }), 'Google', 'Owner');
  await expect(result).toHaveText('The game account is connected to your account.');
  await expect(page.getByRole('link', { name: 'Back to the game' })).toHaveAttribute('href', '/play/hello-game');

  await page.goto(await inviteUrlFor(`${gameAccount}-second`));
  await page.getByRole('button', { name: 'Connect the game account' }).click();
  await expect(result).toHaveText('A game of this type is already linked to your account.');

  const stranger = await browser.newPage();
  await signInPortal(stranger, 'account');
  await stranger.goto(await inviteUrlFor(gameAccount));
  await stranger.getByRole('button', { name: 'Connect the game account' }).click();
  await expect(stranger.getByTestId('game-connection-result')).toHaveText(
    'This game account is already linked to another account.',
  );
  await stranger.close();
});
