import { expect, test, type Frame, type Page } from '@playwright/test';
import { ADAPTER_NAMES } from '../../host/src/adapter/adapter-names.js';
import { methodSchemas } from '../../sdk/src/protocol/index.js';
import { callInGame } from '../support/call-in-game.js';
import { conformanceRows } from '../support/partner-page.js';
import { expectConformant } from '../support/expect-conformant.js';
import { apiPost, frameAt, signInPortal, whileClosingDialogs } from '../support/portal.js';
import { serverOrderStatus } from '../support/portal-store.js';
import { PORTAL_GAMES_ORIGIN, PORTAL_ORIGIN } from '../support/portal-origins.js';

// The portal's own adapters sign in by the portal's session; every other one by its signed launch data.
const PORTAL_ADAPTERS = new Set(['fxid', 'fxlauncher', 'fxnative']);
const adapterChunk = (url: string) => /\/assets\/([a-z]+)-[\w-]{8}\.js$/.exec(new URL(url).pathname)?.[1];

// The page's own path names the game too, so the frame is matched by the games origin.
const conformanceFrame = (page: Page): Promise<Frame> => frameAt(page, `${PORTAL_GAMES_ORIGIN}/conformance-game/`);

/** The adapter chunks the page downloads. */
function trackAdapterChunks(page: Page): string[] {
  const loaded: string[] = [];
  page.on('response', (response) => {
    const name = adapterChunk(response.url());
    if (name && (ADAPTER_NAMES as readonly string[]).includes(name)) loaded.push(name);
  });
  return loaded;
}

test.describe('the conformance game under each adapter in the portal, in local mode', () => {
  for (const adapter of ADAPTER_NAMES) {
    test(`${adapter}: every method answers a valid result or a coded error`, async ({ page }) => {
      const chunks = trackAdapterChunks(page);
      await page.goto(`${PORTAL_ORIGIN}/play/conformance-game/iframe/${adapter}?lng=en`);
      // Modals an adapter opens (an invite link, the sign-in dialog) wait for the player; the test closes them.
      await whileClosingDialogs(page, async () => {
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
      });
    });
  }
});

test('fxid: BuyProduct in the portal completes through the sandbox checkout and the order ends Completed', async ({ page }) => {
  const token = await signInPortal(page, 'fxid-buy');

  await page.goto(`${PORTAL_ORIGIN}/play/conformance-game/iframe/fxid?lng=en`);
  const game = await conformanceFrame(page);
  await whileClosingDialogs(page, () => conformanceRows(game));
  const checkout = page.waitForEvent('popup');
  const bought = callInGame(game, 'BuyProduct', { sku: 'test_item' });
  const popup = await checkout;
  await popup.locator('#pay').click();
  await expect(popup.locator('#result')).toHaveText('Payment completed');

  const outcome = await bought;
  if (!outcome.ok) throw new Error(`${outcome.error.code}: ${outcome.error.message}`);
  expect(methodSchemas.BuyProduct.result.safeParse(outcome.result).success).toBe(true);
  const { transactionId } = outcome.result as { transactionId: string };
  expect(await serverOrderStatus(token, transactionId)).toBe('Completed');
});

test('crazygames: BuyProduct goes through the host payment flow with the CrazyGames token, and the order ends Completed', async ({ page }) => {
  const created: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/store/create_payment')) created.push(request.postDataJSON() as Record<string, unknown>);
  });
  await page.goto(`${PORTAL_ORIGIN}/play/conformance-game/iframe/crazygames?lng=en`);
  const game = await whileClosingDialogs(page, async () => {
    const frame = await conformanceFrame(page);
    await conformanceRows(frame);
    return frame;
  });
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
  expect(await serverOrderStatus(token!, transactionId)).toBe('Completed');
});

test('yandex: BuyProduct is Completed only after the server verified the signed purchase, and a replay changes nothing', async ({ page }) => {
  const sent: { url: string; body: { YandexSignedData: string; YandexGetPurchasesRequest: boolean } }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v1/yandexgames/purchase/')) {
      sent.push({ url: request.url(), body: request.postDataJSON() as (typeof sent)[number]['body'] });
    }
  });
  await page.goto(`${PORTAL_ORIGIN}/play/conformance-game/iframe/yandex?lng=en`);
  const game = await whileClosingDialogs(page, async () => {
    const frame = await conformanceFrame(page);
    await conformanceRows(frame);
    return frame;
  });
  while (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
  sent.length = 0;

  const outcome = await callInGame(game, 'BuyProduct', { sku: 'test_item' });
  if (!outcome.ok) throw new Error(`${outcome.error.code}: ${outcome.error.message}`);
  const { transactionId } = outcome.result as { transactionId: string };
  expect(transactionId).toMatch(/^ord_[0-9a-f]{32}$/);
  const token = (await page.evaluate(() => localStorage.getItem('AuthToken')))!;
  expect(await serverOrderStatus(token, transactionId)).toBe('Completed');

  // The adapter sent Yandex's signature only: `<base64 signature>.<base64 payload>`, one purchase for this order.
  expect(sent).toHaveLength(1);
  const { body, url } = sent[0]!;
  expect(body.YandexGetPurchasesRequest).toBe(false);
  expect(body.YandexSignedData).toMatch(/^[A-Za-z0-9+/]+=*\.[A-Za-z0-9+/]+=*$/);
  const signed = JSON.parse(Buffer.from(body.YandexSignedData.split('.')[1]!, 'base64').toString('utf8')) as { data: { token: string; product: { id: string }; developerPayload: string } };
  expect(signed.data).toMatchObject({ product: { id: 'test_item' }, developerPayload: transactionId });

  // The same signed purchase again: the same answer, and the order stays as it was.
  const path = new URL(url).pathname.replace(/^\/api\/v1/, '');
  const replay = await apiPost<{ TokenSuccesses: unknown[] }>(token, path, body);
  expect(replay).toEqual({ status: 200, body: { TokenSuccesses: [{ Success: true, PurchaseToken: signed.data.token }] } });
  expect(await serverOrderStatus(token, transactionId)).toBe('Completed');
  // A forged copy (one character of the payload changed) is refused.
  const at = body.YandexSignedData.indexOf('.') + 12;
  const forged = body.YandexSignedData.slice(0, at) + (body.YandexSignedData[at] === 'A' ? 'B' : 'A') + body.YandexSignedData.slice(at + 1);
  const refused = await apiPost<{ Code: string }>(token, path, { ...body, YandexSignedData: forged });
  expect(refused.status).toBe(401);
  expect(refused.body.Code).toBe('InvalidSignature');
});
