import { expect, test, type Frame, type Page } from '@playwright/test';
import { ADAPTER_NAMES } from '../../host/src/adapter/adapter-names.js';
import { methodSchemas } from '../../sdk/src/protocol/index.js';
import { callInGame } from '../support/call-in-game.js';
import { conformanceRows } from '../support/partner-page.js';
import { expectConformant } from '../support/expect-conformant.js';
import { newEmail, requestMagicLink } from '../support/portal.js';
import { PORTAL_GAMES_ORIGIN, PORTAL_ORIGIN } from '../support/portal-origins.js';

// The portal's own adapters sign in by the portal's session; every other one by its signed launch data.
const PORTAL_ADAPTERS = new Set(['fxid', 'fxlauncher', 'fxnative']);
const adapterChunk = (url: string) => /\/assets\/([a-z]+)-[\w-]{8}\.js$/.exec(new URL(url).pathname)?.[1];

// The page's own path names the game too, so the frame is matched by the games origin.
async function conformanceFrame(page: Page): Promise<Frame> {
  const prefix = `${PORTAL_GAMES_ORIGIN}/conformance-game/`;
  await expect.poll(() => page.frames().some((f) => f.url().startsWith(prefix)), { timeout: 15_000 }).toBe(true);
  return page.frames().find((f) => f.url().startsWith(prefix))!;
}

/** The adapter chunks the page downloads. */
function trackAdapterChunks(page: Page): string[] {
  const loaded: string[] = [];
  page.on('response', (response) => {
    const name = adapterChunk(response.url());
    if (name && (ADAPTER_NAMES as readonly string[]).includes(name)) loaded.push(name);
  });
  return loaded;
}

// Modals an adapter opens (an invite link, the sign-in dialog) wait for the player; the test closes them.
function closeModals(page: Page) {
  return setInterval(() => void page.keyboard.press('Escape').catch(() => {}), 300);
}

test.describe('the conformance game under each adapter in the portal, in local mode', () => {
  for (const adapter of ADAPTER_NAMES) {
    test(`${adapter}: every method answers a valid result or a coded error`, async ({ page }) => {
      const chunks = trackAdapterChunks(page);
      await page.goto(`${PORTAL_ORIGIN}/play/conformance-game/iframe/${adapter}?lng=en`);
      const closer = closeModals(page);
      try {
        const game = await conformanceFrame(page);
        expectConformant(await conformanceRows(game));
        expect([...new Set(chunks)]).toEqual([adapter]);
        if (!PORTAL_ADAPTERS.has(adapter)) {
          const fxId = async () => {
            const info = await callInGame(game, 'GetInfo');
            return info.ok ? (info.result as { fxId: { userId: string } | null }).fxId?.userId ?? null : null;
          };
          await expect.poll(fxId, { message: 'signed in through authenticate_from_social' }).not.toBeNull();
        }
      } finally {
        clearInterval(closer);
      }
    });
  }
});

test('fxid: BuyProduct in the portal completes through the sandbox checkout and the order ends Completed', async ({ page }) => {
  await page.goto(await requestMagicLink(newEmail('fxid-buy')));
  await expect(page).toHaveURL(`${PORTAL_ORIGIN}/`);
  const token = await page.evaluate(() => localStorage.getItem('AuthToken'));
  expect(token).toBeTruthy();

  await page.goto(`${PORTAL_ORIGIN}/play/conformance-game/iframe/fxid?lng=en`);
  const game = await conformanceFrame(page);
  const closer = closeModals(page);
  await conformanceRows(game).finally(() => clearInterval(closer));
  const checkout = page.waitForEvent('popup');
  const bought = callInGame(game, 'BuyProduct', { sku: 'test_item' });
  const popup = await checkout;
  await popup.locator('#pay').click();
  await expect(popup.locator('#result')).toHaveText('Payment completed');

  const outcome = await bought;
  if (!outcome.ok) throw new Error(`${outcome.error.code}: ${outcome.error.message}`);
  expect(methodSchemas.BuyProduct.result.safeParse(outcome.result).success).toBe(true);
  const { transactionId } = outcome.result as { transactionId: string };
  const status = await fetch(`${PORTAL_ORIGIN}/api/v1/store/get_payment_status`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ PublicOrderId: transactionId }),
  }).then((r) => r.json() as Promise<{ Status: string }>);
  expect(status.Status).toBe('Completed');
});

test('crazygames: BuyProduct goes through the host payment flow with the CrazyGames token, and the order ends Completed', async ({ page }) => {
  const created: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/store/create_payment')) created.push(request.postDataJSON() as Record<string, unknown>);
  });
  await page.goto(`${PORTAL_ORIGIN}/play/conformance-game/iframe/crazygames?lng=en`);
  const closer = closeModals(page);
  let game: Frame;
  try {
    game = await conformanceFrame(page);
    await conformanceRows(game);
  } finally {
    clearInterval(closer);
  }
  created.length = 0;
  // The run leaves the share modal open; the purchase's modals come after it.
  while (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
  const bought = callInGame(game, 'BuyProduct', { sku: 'test_item' });
  // CrazyGames orders are paid in Xsolla's PayStation (its simulator in local mode).
  const payStation = page.frameLocator('iframe[src*="/pay/xsolla/"]');
  await payStation.getByRole('heading', { name: 'Xsolla (simulator)' }).waitFor();
  await payStation.getByRole('button', { name: 'Pay' }).click();

  const outcome = await bought;
  if (!outcome.ok) throw new Error(`${outcome.error.code}: ${outcome.error.message}`);
  expect(created).toEqual([expect.objectContaining({ WebPublishingPlatform: 'CrazyGames', Sku: 'test_item', CrazyGames: { AccessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) } })]);
  const token = await page.evaluate(() => localStorage.getItem('AuthToken'));
  const { transactionId } = outcome.result as { transactionId: string };
  const status = await fetch(`${PORTAL_ORIGIN}/api/v1/store/get_payment_status`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ PublicOrderId: transactionId }),
  }).then((r) => r.json() as Promise<{ Status: string }>);
  expect(status.Status).toBe('Completed');
});
