import { expect, test } from '@playwright/test';
import { callInGame } from '../support/call-in-game.js';
import { apiPost, signInPortal } from '../support/portal.js';
import { PORTAL_ORIGIN } from '../support/portal-origins.js';
import { gameWithStore, readyConformanceFrame, serverOrderStatus } from '../support/portal-store.js';

test('a purchase paid after the game tab closed is listed at the next start once, and consumed once', async ({
  page,
}) => {
  const game = await gameWithStore('restore', { Bank131Enabled: true });
  const token = await signInPortal(page, 'restore');
  // The game ordered, the player closed its tab, then paid in the checkout: the game never heard of it.
  const created = await apiPost<{ TransactionId: string }>(token, '/store/create_payment', {
    Game: game,
    Sku: 'test_item',
    WebPublishingPlatform: 'FxId',
    DeveloperPayload: { MerchantDeveloperPayload: 'chest-3' },
  });
  expect(created.status).toBe(200);
  const id = created.body.TransactionId;
  expect((await fetch(`${PORTAL_ORIGIN}/dev/sandbox-pay/${id}/pay`, { method: 'POST' })).ok).toBe(true);
  expect(await serverOrderStatus(token, id)).toBe('Completed');

  // The next start.
  await page.goto(`${PORTAL_ORIGIN}/play/${game}/iframe/fxid?lng=en`);
  const frame = await readyConformanceFrame(page);
  const listed = await callInGame(frame, 'GetPurchases');
  expect(listed).toEqual({
    ok: true,
    result: {
      purchases: [
        {
          transactionId: id,
          sku: 'test_item',
          platform: 'FxId',
          platformTransactionId: null,
          developerPayload: 'chest-3',
          purchasedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        },
      ],
    },
  });
  const consumed = await callInGame(frame, 'ConsumePurchase', { transactionId: id });
  expect(consumed).toEqual({
    ok: true,
    result: { transactionId: id, sku: 'test_item', consumedAt: expect.any(String) },
  });
  // A second consume (a retry after a lost answer) changes nothing and answers the same.
  expect(await callInGame(frame, 'ConsumePurchase', { transactionId: id })).toEqual(consumed);
  expect(await callInGame(frame, 'GetPurchases')).toEqual({ ok: true, result: { purchases: [] } });

  // Reloaded, the game sees nothing left to grant.
  await page.reload();
  const again = await readyConformanceFrame(page);
  expect(await callInGame(again, 'GetPurchases')).toEqual({ ok: true, result: { purchases: [] } });
  expect(await callInGame(again, 'ConsumePurchase', { transactionId: 'ord_00000000000000000000000000000000' })).toEqual(
    { ok: false, error: expect.objectContaining({ code: 'Unknown', message: 'Unknown purchase' }) },
  );
});
