import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiPost, requestMagicLink, newEmail, signInPortal } from '../support/portal.js';
import { PORTAL_ORIGIN } from '../support/portal-origins.js';
import { gameWithStore } from '../support/portal-store.js';
import { repoRoot } from '../../scripts/lib/servers.mjs';

/** A token of one of hello-game's own accounts, signed as the game's server would (the seeded local secret). */
function helloGameAccountToken(gameAccountId: string): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ name: 'Hero', sub: gameAccountId, aud: 'playport:game-account:hello-game', iat: now, exp: now + 600 })}`;
  return `${unsigned}.${createHmac('sha256', 'local-hello-game-server-secret').update(unsigned).digest('base64url')}`;
}

// The service worker would answer some requests itself, out of reach of `page.route`.
test.use({ serviceWorkers: 'block' });

/** Stops the page's clock about a second from now: timers set from here on fire only when the test advances it. */
async function pauseClock(page: Page) {
  await page.clock.pauseAt(Date.now() + 1000);
}

test('/LoginFromGame with a game token (a JWT, dots and all) signs the connected player in and opens the game', async ({
  page,
  browser,
}) => {
  const owner = await signInPortal(page, 'game-token');
  const gameAccount = `hero-${Date.now()}`;
  const token = helloGameAccountToken(gameAccount);
  const invite = await apiPost<{ InviteId: string }>(null, '/invite/connect_from_game', {
    Game: 'hello-game',
    Token: token,
  });
  expect(invite.status).toBe(200);
  const accepted = await apiPost<{ Status: string }>(owner, '/invite/update_connect_game_invite', {
    InviteId: invite.body.InviteId,
    Accept: true,
  });
  expect(accepted.body.Status).toBe('Success');
  const ownerId = (await apiPost<{ AccountId: string }>(owner, '/profile', { Game: 'hello-game' })).body.AccountId;

  const fresh = await browser.newPage();
  const landing = await fresh.request.get(`${PORTAL_ORIGIN}/LoginFromGame/hello-game/${token}`);
  expect([landing.status(), landing.headers()['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
  await fresh.goto(`${PORTAL_ORIGIN}/LoginFromGame/hello-game/${token}?lng=en`);
  await expect(fresh).toHaveURL(`${PORTAL_ORIGIN}/play/hello-game`);
  const session = (await fresh.evaluate(() => localStorage.getItem('AuthToken')))!;
  expect((await apiPost<{ AccountId: string }>(session, '/profile', { Game: 'hello-game' })).body.AccountId).toBe(
    ownerId,
  );

  // A game account nobody connected: the error page says so.
  await fresh.goto(`${PORTAL_ORIGIN}/LoginFromGame/hello-game/${helloGameAccountToken(`${gameAccount}-other`)}?lng=en`);
  await expect(fresh).toHaveURL(`${PORTAL_ORIGIN}/error?inviteErrorCode=FailedGameOfThisTypeNotConnectedToYourAccount`);
  await expect(fresh.getByTestId('error-message')).toHaveText('This game is not connected to your account.');
  await fresh.close();
});

test.describe("language detection: region tags map to the supported languages, in the spec's order", () => {
  for (const [locale, language] of [
    ['ja-JP', 'ja'],
    ['de-DE', 'de'],
    ['pt-BR', 'pt-br'],
    ['zh-TW', 'zh'],
    ['fa-IR', 'fa'],
  ] as const) {
    test(`the browser's ${locale} shows ${language}`, async ({ browser }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto(`${PORTAL_ORIGIN}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(language);
      await context.close();
    });
  }

  test('query string, then cookie, then local storage, then session storage, then the browser, then the page', async ({
    browser,
  }) => {
    const detect = async (sources: {
      query?: string;
      cookie?: string;
      local?: string;
      session?: string;
      locale?: string;
    }) => {
      const context = await browser.newContext({ locale: sources.locale ?? 'nl-NL' });
      if (sources.cookie) await context.addCookies([{ name: 'i18next', value: sources.cookie, url: PORTAL_ORIGIN }]);
      await context.addInitScript(
        ({ local, session }) => {
          if (local && !sessionStorage.getItem('seeded')) localStorage.setItem('i18nextLng', local);
          if (session) sessionStorage.setItem('i18nextLng', session);
          sessionStorage.setItem('seeded', '1');
        },
        { local: sources.local, session: sources.session },
      );
      const page = await context.newPage();
      await page.goto(`${PORTAL_ORIGIN}/${sources.query ? `?lng=${sources.query}` : ''}`);
      // The portal renders once its language is chosen (index.html says en until then).
      await expect(page.locator('#root')).not.toBeEmpty();
      const lang = await page.locator('html').getAttribute('lang');
      await context.close();
      return lang;
    };
    const all = { query: 'de-DE', cookie: 'fr-FR', local: 'it-IT', session: 'ko-KR', locale: 'ja-JP' };
    expect(await detect(all)).toBe('de');
    expect(await detect({ ...all, query: undefined })).toBe('fr');
    expect(await detect({ ...all, query: undefined, cookie: undefined })).toBe('it');
    expect(await detect({ ...all, query: undefined, cookie: undefined, local: undefined })).toBe('ko');
    expect(await detect({ locale: 'ja-JP' })).toBe('ja');
    // Nothing supported anywhere (nl-NL): the page's lang, en.
    expect(await detect({})).toBe('en');
    // An unsupported query string falls through to the next source.
    expect(await detect({ query: 'nl-NL', cookie: 'pt-PT' })).toBe('pt-br');
  });
});

test('the right-click context menu is disabled across the app', async ({ page }) => {
  for (const path of ['/', '/Docs/faq', '/play/hello-game']) {
    await page.goto(`${PORTAL_ORIGIN}${path}?lng=en`);
    await expect(page.locator('#root')).not.toBeEmpty();
    const prevented = await page.evaluate(() =>
      [document.body, document.querySelector('#root *')!].map((target) => {
        const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 });
        target.dispatchEvent(event);
        return event.defaultPrevented;
      }),
    );
    expect(prevented, path).toEqual([true, true]);
  }
});

test.describe('the document viewer', () => {
  const faq = `${PORTAL_ORIGIN}/docs/fxid/en/faq.html`;

  /**
   * Opens the FAQ in the viewer on a paused clock, so its checks fire only as the test advances it.
   * It is opened and closed once before, so its code is loaded and the second opening mounts it at once.
   */
  async function openPaused(page: Page) {
    await page.clock.install();
    await page.goto(`${PORTAL_ORIGIN}/Docs/faq?lng=en`);
    const viewer = page.getByRole('dialog', { name: 'FAQ' });
    await page.getByRole('button', { name: 'Open in viewer' }).click();
    await viewer.getByLabel('Close').click();
    await expect(viewer).toHaveCount(0);
    await pauseClock(page);
    await page.getByRole('button', { name: 'Open in viewer' }).click();
    await expect(viewer).toBeVisible();
    return viewer;
  }

  test('frame mode: the document shows in a 60vh frame of a body capped at 70vh, fading in over 50 ms; no fallback after the checks', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const viewer = await openPaused(page);
    const frame = viewer.locator('iframe[title="FAQ"]');
    await expect(frame).toHaveAttribute('src', '/docs/fxid/en/faq.html');
    await expect(viewer.getByTestId('document-body')).toHaveAttribute('aria-busy', 'false');
    await page.clock.runFor(3000);
    await expect(frame).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Open FAQ' })).toHaveCount(0);
    await expect(frame).toHaveCSS('height', '480px');
    const body = viewer.getByTestId('document-body');
    await expect(body).toHaveCSS('max-height', '560px');
    await expect(body).toHaveCSS('animation-name', 'document-fade-in');
    await expect(body).toHaveCSS('animation-duration', '0.05s');
    await expect(viewer.getByRole('button', { name: 'Print' })).toBeEnabled();
  });

  test('a frame refused by X-Frame-Options: DENY gives way at the 2 s check to "Open {title}", which opens a new tab', async ({
    page,
    context,
  }) => {
    await page.route(faq, (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers: { 'X-Frame-Options': 'DENY' },
        body: '<!doctype html><title>FAQ</title><p>Questions</p>',
      }),
    );
    const probed = page.waitForResponse(faq);
    const viewer = await openPaused(page);
    await probed;
    await page.clock.runFor(1999);
    await expect(viewer.getByRole('button', { name: 'Open FAQ' })).toHaveCount(0);
    await page.clock.runFor(1);
    const open = viewer.getByRole('button', { name: 'Open FAQ' });
    await expect(open).toBeVisible();
    await expect(viewer.locator('iframe')).toHaveCount(0);
    const opened = context.waitForEvent('page');
    await open.click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(faq);
    await tab.close();
  });

  test('a document of another site whose headers refuse framing (exposed to CORS) falls back at the 2 s check', async ({
    page,
  }) => {
    const other = 'http://docs.example/tos.html';
    await page.route(other, (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers: {
          'Content-Security-Policy': "frame-ancestors 'none'",
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Expose-Headers': 'Content-Security-Policy, X-Frame-Options',
        },
        body: '<!doctype html><title>Terms</title>',
      }),
    );
    await page.route(/\/api\/v1\/public_game_config\/[^/?]+/, async (route) => {
      const config = await (await route.fetch()).json();
      Object.assign(config.PublicWebClientConfig, { TosUrl: other, TosUrlOpenMethod: 'Modal' });
      await route.fulfill({ json: config });
    });
    await page.clock.install();
    await page.goto(`${PORTAL_ORIGIN}/?lng=en`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const terms = page.getByRole('dialog', { name: 'Sign in' }).getByRole('link', { name: 'Terms of service' });
    const viewer = page.getByRole('dialog', { name: 'Terms of service' });
    // The links follow the game's config once it has arrived.
    await expect(terms).toHaveAttribute('data-open-method', 'Modal');
    await terms.click();
    await viewer.getByLabel('Close').click();
    await pauseClock(page);
    const probed = page.waitForResponse(
      (response) => response.url() === other && response.request().resourceType() === 'fetch',
    );
    await terms.click();
    await probed;
    await page.clock.runFor(1999);
    await expect(viewer.getByRole('button', { name: 'Open Terms of service' })).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(viewer.getByRole('button', { name: 'Open Terms of service' })).toBeVisible();
  });

  test('a frame that never loads gives way at the 3 s check', async ({ page }) => {
    await page.route(faq, () => undefined);
    const viewer = await openPaused(page);
    await expect(viewer.getByTestId('document-body')).toHaveAttribute('aria-busy', 'true');
    await page.clock.runFor(2999);
    await expect(viewer.getByRole('button', { name: 'Open FAQ' })).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(viewer.getByRole('button', { name: 'Open FAQ' })).toBeVisible();
  });
});

test.describe('terms and privacy open methods', () => {
  test('Modal (the seeded games) opens the terms in the document viewer over the sign-in dialog', async ({
    page,
    context,
  }) => {
    await page.goto(`${PORTAL_ORIGIN}/?lng=en`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    let tabs = 0;
    context.on('page', () => tabs++);
    // The links follow the game's config once it has arrived.
    await expect(dialog.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('data-open-method', 'Modal');
    await dialog.getByRole('link', { name: 'Terms of service' }).click();
    const viewer = page.getByRole('dialog', { name: 'Terms of service' });
    await expect(viewer.locator('iframe')).toHaveAttribute('src', '/docs/tos');
    await viewer.getByLabel('Close').click();
    await expect(viewer).toHaveCount(0);
    await expect(dialog).toBeVisible();
    expect(tabs).toBe(0);
  });

  test('an image terms link (Modal) shows the image with Download; a NewPage privacy link opens a new tab', async ({
    page,
    context,
  }) => {
    await page.route(/\/api\/v1\/public_game_config\/[^/?]+/, async (route) => {
      const config = await (await route.fetch()).json();
      Object.assign(config.PublicWebClientConfig, {
        TosUrl: '/icon.svg',
        TosUrlOpenMethod: 'Modal',
        PpUrl: `${PORTAL_ORIGIN}/docs/fxid/en/pp.txt`,
        PpUrlOpenMethod: 'NewPage',
      });
      await route.fulfill({ json: config });
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${PORTAL_ORIGIN}/?lng=en`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/icon.svg');
    await expect(dialog.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('data-open-method', 'NewPage');
    await dialog.getByRole('link', { name: 'Terms of service' }).click();
    const viewer = page.getByRole('dialog', { name: 'Terms of service' });
    const image = viewer.getByRole('img', { name: 'Terms of service' });
    await expect(image).toHaveAttribute('src', '/icon.svg');
    await expect(image).toHaveCSS('max-height', '480px');
    await expect(viewer.getByRole('button', { name: 'Download' })).toBeEnabled();
    await expect(viewer.getByRole('button', { name: 'Print' })).toHaveCount(0);
    const download = page.waitForEvent('download');
    await viewer.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('Terms_of_service.svg');
    await viewer.getByLabel('Close').click();

    const opened = context.waitForEvent('page');
    await dialog.getByRole('link', { name: 'Privacy policy' }).click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${PORTAL_ORIGIN}/docs/fxid/en/pp.txt`);
    await expect(page.getByRole('dialog', { name: 'Privacy policy' })).toHaveCount(0);
    await tab.close();
  });
});

test('the e-mail link landing shows "redirecting" with a manual link for the 1000 ms e-mail login delay, then redirects', async ({
  page,
}) => {
  const link = await requestMagicLink(newEmail('delay'));
  await page.clock.install();
  await page.goto(`${link}&lng=en`);
  // The landing page's code, loaded ahead: the redirect then changes the address as soon as its timer fires.
  const manifest = JSON.parse(
    readFileSync(join(repoRoot, 'reference-portal/web/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  await page.evaluate((src) => import(src), `/${manifest['src/features/landing/components/landing-page.tsx']!.file}`);
  await pauseClock(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  const redirect = page.getByTestId('email-login-redirect');
  await expect(redirect).toHaveText('Signed in. Redirecting… Continue');
  await expect(redirect.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
  await page.clock.runFor(999);
  await expect(redirect).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/LoginValidateEmail');
  await page.clock.runFor(1);
  await expect(page).toHaveURL(`${PORTAL_ORIGIN}/`);
});

test('the card checkout closes itself 1 s after the payment completes', async ({ page }) => {
  const game = await gameWithStore('checkoutclose', { StripeEnabled: true });
  await signInPortal(page, 'checkout-close');
  await page.clock.install();
  await page.goto(`${PORTAL_ORIGIN}/Store/${game}?lng=en`);
  await page.getByRole('button', { name: /^Buy Test item for / }).click();
  const modal = page.getByRole('dialog', { name: 'Payment' });
  const pay = modal.frameLocator('iframe').locator('#pay');
  await expect(pay).toBeVisible();
  // Seen after the Stripe simulator's own listener has reported the completion (listeners run in order).
  await page.evaluate(() =>
    window.addEventListener('message', (event) => {
      if ((event.data as { event?: string } | null)?.event === 'complete')
        (window as { completedAt?: number }).completedAt = Date.now();
    }),
  );
  await pauseClock(page);
  await pay.click();
  await expect
    .poll(() => page.evaluate(() => (window as { completedAt?: number }).completedAt !== undefined))
    .toBe(true);
  await page.clock.runFor(999);
  await expect(modal).toBeVisible();
  await page.clock.runFor(1);
  await expect(modal).toHaveCount(0);
});
