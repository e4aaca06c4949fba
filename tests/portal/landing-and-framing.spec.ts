import { expect, test } from '@playwright/test';
import { apiPost, newEmail, requestMagicLink, signInPortal } from '../support/portal.js';
import { PORTAL_ORIGIN } from '../support/portal-origins.js';

test('opening a magic link spends nothing until Continue is pressed', async ({ page }) => {
  const link = await requestMagicLink(newEmail('scanner'));
  await page.goto(`${link}&lng=en`);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expect(page.getByText('Continue to sign in with this link.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('AuthToken'))).toBeNull();
  // Two renders later the link still works: a mail scanner rendering the page would not have used it up.
  const spent = await apiPost<{ Success: boolean; Token: string }>(null, '/auth/authenticate_from_email_invite', {
    InviteToken: new URL(link).searchParams.get('inviteToken'),
  });
  expect(spent.status).toBe(200);
  expect(spent.body.Success).toBe(true);
});

test("a signed-in player who opens another account's link is asked, and stays signed in when declining", async ({
  page,
}) => {
  const mine = await signInPortal(page, 'victim');
  const attackers = await requestMagicLink(newEmail('attacker'));
  await page.goto(`${attackers}&lng=en`);
  await expect(page.getByText(/You are already signed in/)).toBeVisible();
  await page.getByRole('link', { name: 'Stay signed in' }).click();
  await expect(page).toHaveURL(`${PORTAL_ORIGIN}/`);
  expect(await page.evaluate(() => localStorage.getItem('AuthToken'))).toBe(mine);
  await page.goto(`${attackers}&lng=en`);
  await page.getByRole('button', { name: 'Switch account' }).click();
  await expect(page).toHaveURL(`${PORTAL_ORIGIN}/`);
  expect(await page.evaluate(() => localStorage.getItem('AuthToken'))).not.toBe(mine);
});

test("the home page's cover comes with the HTML, and its games list is asked for once, by /config.js", async ({
  page,
}) => {
  const lists: (string | null)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/games/list') lists.push(request.postData());
  });
  const response = await page.goto(`${PORTAL_ORIGIN}/?lng=en`);
  const cover = page.locator('.hero-art img');
  await expect(cover).toBeVisible();
  await expect(page.locator('.game-grid .game-card').first()).toBeVisible();
  // The hero shows the cover the server named in its preload hint, and nothing asked for the list again.
  expect(response!.headers().link).toBe(
    `<${await cover.getAttribute('src')}>; rel=preload; as=image; fetchpriority=high`,
  );
  expect(lists).toEqual(['{}']);
  // /config.js started it (its preload is there) and the page took it (nothing left in it).
  expect(await page.evaluate(() => (window as { __PLAYPORT_PRELOAD__?: unknown }).__PLAYPORT_PRELOAD__)).toEqual({});
  expect((await page.goto(`${PORTAL_ORIGIN}/Profile`))!.headers().link).toBeUndefined();
});

test("another site cannot frame the portal; a game-player route refuses it too unless it is the platform's", async ({
  page,
}) => {
  // A page of another site (served here through route interception) framing portal pages.
  await page.route('http://attacker.example/**', (route) => {
    const src = new URL(route.request().url()).searchParams.get('src') ?? '';
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><iframe src="${src}" width="400" height="300"></iframe>`,
    });
  });
  const framed = async (path: string) => {
    await page.goto(`http://attacker.example/?src=${encodeURIComponent(`${PORTAL_ORIGIN}${path}`)}`);
    const child = () => page.frames().find((f) => f !== page.mainFrame());
    await expect.poll(() => child()?.url() ?? '').not.toBe('');
    // Chromium replaces a frame its frame-ancestors refuse with an error document.
    await expect.poll(() => child()!.url()).toMatch(/^chrome-error:|^about:blank$|^http/);
    return child()!.url();
  };
  for (const path of ['/LoginFromGame/hello-game/some-invite', '/Profile', '/play/hello-game/iframe/vkcom']) {
    expect(await framed(path), path).toMatch(/^chrome-error:/);
  }
});
