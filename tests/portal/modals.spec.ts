import { expect, test } from '@playwright/test';
import { callInGame } from '../support/call-in-game.js';
import { gameFrameOf, openConformanceGame } from '../support/portal.js';
import { PORTAL_GAMES_ORIGIN, PORTAL_ORIGIN } from '../support/portal-origins.js';

test('modals a game opens through the UI port: text copy, info, iframe', async ({ page }) => {
  const game = await openConformanceGame(page);

  expect((await callInGame(game, 'OpenModal', { type: 'textCopy', title: 'Your code', text: 'COPY-ME' })).ok).toBe(
    true,
  );
  const copy = page.getByRole('dialog', { name: 'Your code' });
  await expect(copy.getByRole('textbox', { name: 'Press Ctrl+C to copy' })).toHaveValue('COPY-ME');
  await page.keyboard.press('Escape');

  await callInGame(game, 'OpenModal', { type: 'info', title: 'Saved', text: 'Your progress is saved.' });
  const info = page.getByRole('dialog', { name: 'Saved' });
  await expect(info.getByText('Your progress is saved.')).toBeVisible();
  await info.getByRole('button', { name: 'Close' }).last().click();
  await expect(info).toBeHidden();

  await callInGame(game, 'OpenModal', { type: 'iframe', title: 'FAQ', url: `${PORTAL_ORIGIN}/docs/fxid/en/faq.html` });
  await expect(page.getByRole('dialog', { name: 'FAQ' }).locator('iframe')).toHaveAttribute('src', /faq\.html$/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("the iframe modal: a portal page runs without allow-same-origin, another site's page keeps its origin", async ({
  page,
}) => {
  const game = await openConformanceGame(page);
  const isolated = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

  await callInGame(game, 'OpenModal', { type: 'iframe', title: 'FAQ', url: `${PORTAL_ORIGIN}/docs/fxid/en/faq.html` });
  const faq = page.getByRole('dialog', { name: 'FAQ' }).locator('iframe');
  await expect(faq).toHaveAttribute('sandbox', isolated);
  // Sandboxed without its origin, the portal page is opaque: it cannot read the portal's storage.
  await expect.poll(() => page.frames().some((f) => f.url().endsWith('/docs/fxid/en/faq.html'))).toBe(true);
  const inside = page.frames().find((f) => f.url().endsWith('/docs/fxid/en/faq.html'))!;
  await inside.waitForLoadState();
  expect(await inside.evaluate(() => origin)).toBe('null');
  await page.keyboard.press('Escape');

  await callInGame(game, 'OpenModal', {
    type: 'iframe',
    title: 'Game page',
    url: `${PORTAL_GAMES_ORIGIN}/conformance-game/`,
  });
  await expect(page.getByRole('dialog', { name: 'Game page' }).locator('iframe')).toHaveAttribute(
    'sandbox',
    `${isolated} allow-same-origin`,
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('one game-opened modal at a time: a second OpenModal or ShowLinkShareModal is NotSupported until the first closes', async ({
  page,
}) => {
  const game = await openConformanceGame(page);
  expect(await callInGame(game, 'OpenModal', { type: 'info', title: 'First', text: 'Opened first.' })).toEqual({
    ok: true,
    result: { opened: true },
  });
  await expect(page.getByRole('dialog', { name: 'First' })).toBeVisible();

  for (const [method, params] of [
    ['OpenModal', { type: 'iframe', title: 'Second', url: `${PORTAL_ORIGIN}/docs/fxid/en/faq.html` }],
    ['ShowLinkShareModal', { url: `${PORTAL_ORIGIN}/play/conformance-game` }],
  ] as const) {
    expect(await callInGame(game, method, params)).toEqual({
      ok: false,
      error: {
        code: 'NotSupported',
        message: `${method}: a modal the game opened is still open; only one is shown at a time`,
        field: undefined,
      },
    });
  }
  await expect(page.getByRole('dialog')).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(
    await callInGame(game, 'OpenModal', { type: 'info', title: 'Later', text: 'After the first closed.' }),
  ).toEqual({ ok: true, result: { opened: true } });
  await expect(page.getByRole('dialog', { name: 'Later' })).toBeVisible();
});

test('the play toolbar: friends, link share with a QR code, report issue by keyboard', async ({ page }) => {
  await page.goto(`${PORTAL_ORIGIN}/play/hello-game?lng=en`);
  await gameFrameOf(page, 'hello-game');

  await page.getByRole('button', { name: 'Friends' }).click();
  const social = page.getByRole('dialog', { name: 'Friends in this game: 0' });
  await expect(social.getByText('no friends yet')).toBeVisible();
  const invite = social.getByRole('button', { name: 'Invite friends' });
  await invite.click();
  const share = page.getByRole('dialog', { name: 'Share link' });
  await expect(share.getByRole('img', { name: 'QR code of the link' })).toBeVisible();
  await expect(share.getByRole('textbox', { name: 'Link' })).toHaveValue(`${PORTAL_ORIGIN}/play/hello-game`);
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();
  await expect(invite).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(social).toBeHidden();

  await page.getByRole('button', { name: 'Report an issue' }).click();
  const report = page.getByRole('dialog', { name: 'Report an issue' });
  await expect(report.getByRole('button', { name: 'Send' })).toBeDisabled();
  await page.keyboard.type('The game froze');
  await page.keyboard.press('Tab');
  await page.keyboard.type('me@example.com');
  await page.keyboard.press('Tab');
  await expect(report.getByRole('button', { name: 'Send' })).toBeFocused();
  await page.keyboard.press('Enter');
  // A visitor's report cannot be sent: the form says so and stays open.
  await expect(report.getByRole('alert')).toHaveText('Sign in to send a report.');
  await page.keyboard.press('Escape');
  await expect(report).toBeHidden();
});

test('a dialog answers Escape from the moment it is in the page', async ({ page }) => {
  const game = await openConformanceGame(page);
  // Escape in the same task as the dialog's insertion, before the page paints it again.
  await page.evaluate(() => {
    const state = { escaped: 0 };
    (window as unknown as { __escape: typeof state }).__escape = state;
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[role="dialog"]')) return;
      observer.disconnect();
      state.escaped++;
      (document.activeElement ?? document).dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
      );
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await callInGame(game, 'OpenModal', { type: 'info', title: 'Saved', text: 'Your progress is saved.' });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __escape: { escaped: number } }).__escape.escaped))
    .toBe(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
