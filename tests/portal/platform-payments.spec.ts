import { expect, test, type Frame, type Page } from '@playwright/test';
import { callInGame } from '../support/call-in-game.js';
import { conformanceRows } from '../support/partner-page.js';
import { apiPost, frameAt, whileClosingDialogs } from '../support/portal.js';
import { serverOrderStatus } from '../support/portal-store.js';
import { PORTAL_GAMES_ORIGIN, PORTAL_ORIGIN } from '../support/portal-origins.js';

/*
 * BuyProduct under the platform adapters whose platform tells the game's server about the payment.
 * In local mode each simulator's payment dialog has the local stand-in of the platform's server send
 * the platform's signed notifications to /api/v1/platforms/…; the test checks the server's own order
 * state, then has the stand-in send the same notifications again and sees nothing change.
 */

/** The conformance game under `adapter`, its run finished and its modals closed. */
async function gameUnder(page: Page, adapter: string): Promise<Frame> {
  await page.goto(`${PORTAL_ORIGIN}/play/conformance-game/iframe/${adapter}?lng=en`);
  const game = await whileClosingDialogs(page, async () => {
    const frame = await frameAt(page, `${PORTAL_GAMES_ORIGIN}/conformance-game/`);
    await conformanceRows(frame);
    return frame;
  });
  while (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
  return game;
}

/** Buys the conformance game's test item; the purchase's order id and the player's session. */
async function buy(page: Page, game: Frame): Promise<{ id: string; token: string; stats: unknown }> {
  const outcome = await callInGame(game, 'BuyProduct', { sku: 'test_item' });
  if (!outcome.ok) throw new Error(`${outcome.error.code}: ${outcome.error.message}`);
  const { transactionId, stats } = outcome.result as { transactionId: string; stats: unknown };
  expect(transactionId).toMatch(/^ord_[0-9a-f]{32}$/);
  const token = (await page.evaluate(() => localStorage.getItem('AuthToken')))!;
  return { id: transactionId, token, stats };
}

/** The stand-in sends every notification of the order again; what the server answered each time. */
async function replay(id: string): Promise<{ platform: string; status: number; text: string }[]> {
  const res = await fetch(`${PORTAL_ORIGIN}/dev/platform-servers/replay/${id}`, { method: 'POST' });
  expect(res.status).toBe(200);
  return ((await res.json()) as { answers: { platform: string; status: number; text: string }[] }).answers;
}

/** The order's price as the server charged it (get_payment_status' TotalPrice). */
async function charged(token: string, id: string): Promise<{ Price: number; Currency: string }> {
  const res = await apiPost<{ TotalPrice: { Price: number; Currency: string } }>(token, '/store/get_payment_status', {
    PublicOrderId: id,
  });
  return { Price: res.body.TotalPrice.Price, Currency: res.body.TotalPrice.Currency };
}

test("vkcom: the order box has VK's server ask for the item and report it paid; the order is Completed in votes, and a replay changes nothing", async ({
  page,
}) => {
  const notified: string[] = [];
  const game = await gameUnder(page, 'vkcom');
  const { id, token, stats } = await buy(page, game);
  expect(stats).toEqual({ currency: 'VOTE', currencyAmount: 1, usdAmount: 1 });
  expect(await serverOrderStatus(token, id)).toBe('Completed');
  expect(await charged(token, id)).toEqual({ Price: 1, Currency: 'VOTE' });

  const answers = await replay(id);
  notified.push(...answers.map((a) => a.platform));
  expect(notified).toEqual(['vkcom', 'vkcom']);
  // get_item for a paid order: VK's "out of stock" (21); order_status_change: the same confirmation as before.
  expect(JSON.parse(answers[0]!.text)).toEqual({
    error: { error_code: 21, error_msg: 'The order is Completed', critical: true },
  });
  expect(JSON.parse(answers[1]!.text)).toEqual({ response: { order_id: expect.any(Number) } });
  expect(await serverOrderStatus(token, id)).toBe('Completed');
});

test("ok: callbacks.payment confirms the payment in OK's XML; the order is Completed in OK, and a replay is confirmed without change", async ({
  page,
}) => {
  const game = await gameUnder(page, 'ok');
  const { id, token, stats } = await buy(page, game);
  expect(stats).toEqual({ currency: 'OK', currencyAmount: 7, usdAmount: 1 });
  expect(await serverOrderStatus(token, id)).toBe('Completed');
  expect(await charged(token, id)).toEqual({ Price: 7, Currency: 'OK' });

  const answers = await replay(id);
  expect(answers).toHaveLength(1);
  expect(answers[0]!.text).toContain(
    '<callbacks_payment_response xmlns="http://api.forticom.com/1.0/">true</callbacks_payment_response>',
  );
  expect(await serverOrderStatus(token, id)).toBe('Completed');
});

test("telegram: the invoice is a t.me link in Stars; the bot's webhook completes the order, and a replay changes nothing", async ({
  page,
}) => {
  const invoices: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/v1/store/create_payment'))
      invoices.push(((await response.json()) as { Telegram?: { InvoiceUrl: string } }).Telegram?.InvoiceUrl ?? '');
  });
  const game = await gameUnder(page, 'telegram');
  invoices.length = 0;
  const { id, token, stats } = await buy(page, game);
  expect(invoices).toEqual([expect.stringMatching(/^https:\/\/t\.me\/\$[\w-]+$/)]);
  expect(stats).toEqual({ currency: 'XTR', currencyAmount: 25, usdAmount: 1 });
  expect(await serverOrderStatus(token, id)).toBe('Completed');

  const answers = await replay(id);
  expect(answers.map((a) => [a.status, JSON.parse(a.text)])).toEqual([
    // pre_checkout_query for a paid order is declined; successful_payment again is acknowledged and grants nothing.
    [200, expect.objectContaining({ method: 'answerPreCheckoutQuery', ok: false })],
    [200, { ok: true }],
  ]);
  expect(await serverOrderStatus(token, id)).toBe('Completed');
});

test('fbinstantgames: the server verifies the signed purchase before it is consumed; a replay grants nothing more', async ({
  page,
}) => {
  const sent: { FbInstantPurchaseSignedData: string; Game: string }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/fbinstant/purchase'))
      sent.push(request.postDataJSON() as (typeof sent)[number]);
  });
  const game = await gameUnder(page, 'fbinstantgames');
  sent.length = 0;
  const { id, token } = await buy(page, game);
  expect(await serverOrderStatus(token, id)).toBe('Completed');
  expect(sent).toHaveLength(1);
  const payload = JSON.parse(
    Buffer.from(sent[0]!.FbInstantPurchaseSignedData.split('.')[1]!, 'base64url').toString('utf8'),
  ) as Record<string, unknown>;
  expect(payload).toMatchObject({
    algorithm: 'HMAC-SHA256',
    product_id: 'test_item',
    developer_payload: id,
    payment_id: expect.any(String),
    purchase_token: expect.any(String),
  });

  expect(await apiPost(token, '/fbinstant/purchase', sent[0])).toEqual({ status: 200, body: { Success: true } });
  expect(await serverOrderStatus(token, id)).toBe('Completed');
  const forged = sent[0]!.FbInstantPurchaseSignedData.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
  expect(
    (await apiPost(token, '/fbinstant/purchase', { ...sent[0], FbInstantPurchaseSignedData: forged })).status,
  ).toBe(401);
});

test("kg: Kongregate asks the server for the order's items and places it; the order is Completed in Kreds, and a replay changes nothing", async ({
  page,
}) => {
  const game = await gameUnder(page, 'kg');
  const { id, token, stats } = await buy(page, game);
  expect(stats).toEqual({ currency: 'KRED', currencyAmount: 10, usdAmount: 1 });
  expect(await serverOrderStatus(token, id)).toBe('Completed');

  const answers = await replay(id);
  expect(answers.map((a) => JSON.parse(a.text))).toEqual([{ items: [] }, { state: 'completed' }]);
  expect(await serverOrderStatus(token, id)).toBe('Completed');
});

test('vkplay: VK Play calls the billing URL after the payment frame; the order is Completed, and a replay changes nothing', async ({
  page,
}) => {
  const game = await gameUnder(page, 'vkplay');
  const { id, token } = await buy(page, game);
  expect(await serverOrderStatus(token, id)).toBe('Completed');

  const answers = await replay(id);
  expect(answers.map((a) => JSON.parse(a.text))).toEqual([{ status: 'ok' }]);
  expect(await serverOrderStatus(token, id)).toBe('Completed');
});

// Absolute Games and WizQ publish no payment confirmation: local mode completes their orders through
// the stand-ins, and production refuses them (see the server README).
for (const adapter of ['ag', 'ymobage']) {
  test(`${adapter}: in local mode the payment dialog completes the order on the server`, async ({ page }) => {
    const game = await gameUnder(page, adapter);
    const { id, token } = await buy(page, game);
    expect(await serverOrderStatus(token, id)).toBe('Completed');
  });
}

test("fbgames: Facebook's pay dialog charges the Open Graph price; the server checks its signed result, and a replay grants nothing more", async ({
  page,
}) => {
  const sent: { Game: string; SignedRequest: string }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/fbgames/purchase'))
      sent.push(request.postDataJSON() as (typeof sent)[number]);
  });
  const game = await gameUnder(page, 'fbgames');
  sent.length = 0;
  const { id, token } = await buy(page, game);
  expect(await serverOrderStatus(token, id)).toBe('Completed');
  expect(sent).toHaveLength(1);
  const payload = JSON.parse(
    Buffer.from(sent[0]!.SignedRequest.split('.')[1]!, 'base64url').toString('utf8'),
  ) as Record<string, unknown>;
  expect(payload).toMatchObject({
    algorithm: 'HMAC-SHA256',
    request_id: id,
    status: 'completed',
    amount: '1.00',
    currency: 'USD',
    payment_id: expect.stringMatching(/^\d+$/),
  });

  expect(await apiPost(token, '/fbgames/purchase', sent[0])).toEqual({ status: 200, body: { Success: true } });
  expect(await serverOrderStatus(token, id)).toBe('Completed');
  const forged = sent[0]!.SignedRequest.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
  expect((await apiPost(token, '/fbgames/purchase', { ...sent[0], SignedRequest: forged })).status).toBe(401);
});
