import { AUTH_TOKEN_KEY } from '@playport/host/api';
import { describe, expect, it } from 'vitest';
import { invokeMethod } from '../contract/invoke.js';
import { createFbInstantGamesAdapter } from '../fbinstantgames/fbinstant-adapter.js';
import type { FbPurchase } from '../fbinstantgames/fbinstant-types.js';
import { createFbInstantSimulator } from '../fbinstantgames/simulator/fbinstant-simulator.js';
import { problem } from '../testing/fake-api.js';
import { fakeHost } from '../testing/fake-host.js';
import { createYandexAdapter } from '../yandex/yandex-adapter.js';
import { installYandexSimulator } from '../yandex/simulator/yandex-simulator.js';
import { createPortalPurchases } from './portal-purchases.js';
import { portalApi } from './portal-api.js';

type Row = { TransactionId: string; Sku: string; Platform: string; PlatformTransactionId: string | null };

/** The server's ledger as the fake API plays it: rows until consumed, a consume answered once and then the same. */
function ledger(rows: Row[] = []) {
  const consumed = new Map<string, string>();
  const list = () => ({
    Purchases: rows
      .filter((r) => !consumed.has(r.TransactionId))
      .map((r) => ({ ...r, DeveloperPayload: null, CompletedAt: '2026-02-01T10:00:00.000Z' })),
  });
  const consume = (body: Record<string, unknown>) => {
    const id = String(body.TransactionId);
    const row = rows.find((r) => r.TransactionId === id);
    if (!row) return problem(404, 'Not Found', 'Unknown purchase');
    if (!consumed.has(id)) consumed.set(id, `2026-02-01T11:00:0${consumed.size}.000Z`);
    return { TransactionId: id, Sku: row.Sku, ConsumedAt: consumed.get(id) };
  };
  return { rows, answers: { '/store/get_purchases': list, '/store/consume_purchase': consume } };
}

const signedIn = (fake: ReturnType<typeof fakeHost>) => fake.storage.set(AUTH_TOKEN_KEY, 'portal-token');

describe('createPortalPurchases', () => {
  it("lists the ledger's purchases in the protocol's shape and consumes one exactly once", async () => {
    const { answers } = ledger([
      { TransactionId: 'ord_a', Sku: 'gems_100', Platform: 'FxId', PlatformTransactionId: null },
      { TransactionId: 'ord_b', Sku: 'sword', Platform: 'YandexGames', PlatformTransactionId: 'ya-1' },
    ]);
    const fake = fakeHost({ api: answers });
    signedIn(fake);
    const purchases = createPortalPurchases(fake.host, portalApi(fake.host));
    const call = { game: 'space', emit: () => {} };
    expect(await purchases.GetPurchases(undefined, call)).toEqual({
      purchases: [
        {
          transactionId: 'ord_a',
          sku: 'gems_100',
          platform: 'FxId',
          platformTransactionId: null,
          developerPayload: null,
          purchasedAt: '2026-02-01T10:00:00.000Z',
        },
        {
          transactionId: 'ord_b',
          sku: 'sword',
          platform: 'YandexGames',
          platformTransactionId: 'ya-1',
          developerPayload: null,
          purchasedAt: '2026-02-01T10:00:00.000Z',
        },
      ],
    });
    expect(fake.api.of('/store/get_purchases').map((r) => r.body)).toEqual([{ Game: 'space' }]);
    const first = await purchases.ConsumePurchase({ transactionId: 'ord_a' }, call);
    expect(first).toEqual({ transactionId: 'ord_a', sku: 'gems_100', consumedAt: '2026-02-01T11:00:00.000Z' });
    expect(await purchases.ConsumePurchase({ transactionId: 'ord_a' }, call)).toEqual(first);
    expect((await purchases.GetPurchases(undefined, call)).purchases.map((p) => p.transactionId)).toEqual(['ord_b']);
  });

  it("gives a visitor an empty list and refuses a visitor's consume before any request", async () => {
    const fake = fakeHost({ api: ledger().answers });
    const purchases = createPortalPurchases(fake.host, portalApi(fake.host), async () => {
      throw new Error('never settled for a visitor');
    });
    const call = { game: 'space', emit: () => {} };
    expect(await purchases.GetPurchases(undefined, call)).toEqual({ purchases: [] });
    await expect(purchases.ConsumePurchase({ transactionId: 'ord_a' }, call)).rejects.toMatchObject({
      code: 'NotSupported',
      message: 'The player is not signed in to the portal',
    });
    expect(fake.api.requests).toEqual([]);
  });

  it("answers an unknown purchase Unknown 'Unknown purchase' and a busy server Unavailable", async () => {
    const fake = fakeHost({
      api: { ...ledger().answers, '/store/get_purchases': problem(503, 'Service Unavailable', 'busy') },
    });
    signedIn(fake);
    const purchases = createPortalPurchases(fake.host, portalApi(fake.host));
    const call = { game: 'space', emit: () => {} };
    await expect(purchases.ConsumePurchase({ transactionId: 'ord_x' }, call)).rejects.toMatchObject({
      code: 'Unknown',
      message: 'Unknown purchase',
    });
    await expect(purchases.GetPurchases(undefined, call)).rejects.toMatchObject({
      code: 'Unavailable',
      message: 'The store is unavailable right now; try again shortly.',
    });
  });

  it("still lists the ledger when settling the platform's purchases fails, and logs why", async () => {
    const { answers } = ledger([
      { TransactionId: 'ord_a', Sku: 'gems_100', Platform: 'FxId', PlatformTransactionId: null },
    ]);
    const fake = fakeHost({ api: answers });
    signedIn(fake);
    const purchases = createPortalPurchases(fake.host, portalApi(fake.host), async () => {
      throw new Error('platform away');
    });
    const result = await purchases.GetPurchases(undefined, { game: 'space', emit: () => {} });
    expect(result.purchases.map((p) => p.transactionId)).toEqual(['ord_a']);
    expect(fake.logs.map((l) => l.map(String))).toContainEqual(['warn', 'Platform purchases:', 'Error: platform away']);
  });
});

describe('a purchase paid while the game was away', () => {
  it('FBInstant: settled from getPurchasesAsync at GetPurchases, verified by the server, consumed on Facebook, listed once', async () => {
    const calls: string[] = [];
    const state = ledger();
    // The server completes the order the signed request's developer payload names, once per payment.
    const verify = (body: Record<string, unknown>) => {
      const signed = String(body.FbInstantPurchaseSignedData).split('.')[1]!;
      const payload = JSON.parse(atob(signed.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, string>;
      if (!state.rows.some((r) => r.PlatformTransactionId === payload.payment_id))
        state.rows.push({
          TransactionId: payload.developer_payload!,
          Sku: 'gems_100',
          Platform: 'FacebookInstantGames',
          PlatformTransactionId: payload.payment_id!,
        });
      return { Success: true };
    };
    let away: FbPurchase | null = null;
    const fake = fakeHost({
      api: { ...state.answers, '/fbinstant/purchase': verify },
      install: (win) => {
        const fb = createFbInstantSimulator({ calls });
        win.FBInstant = fb;
        // The last session paid and closed before its verify ran: the purchase waits unconsumed on Facebook.
        void fb.payments
          .purchaseAsync({ productID: 'fb_gems_100', developerPayload: 'ord_away' })
          .then((p) => void (away = p));
      },
    });
    const adapter = await createFbInstantGamesAdapter({}).start(fake.host);
    await new Promise((r) => setTimeout(r, 0));
    expect(away).not.toBeNull();

    const listed = await invokeMethod(adapter, 'GetPurchases');
    expect(listed).toEqual({
      purchases: [expect.objectContaining({ transactionId: 'ord_away', platform: 'FacebookInstantGames' })],
    });
    expect(calls.filter((c) => c === 'getPurchases' || c.startsWith('consume:'))).toEqual([
      'getPurchases',
      `consume:${away!.purchaseToken}`,
    ]);
    // Facebook lists it no more; the ledger lists it until the game consumes it, then never again.
    expect(await invokeMethod(adapter, 'GetPurchases')).toEqual(listed);
    expect(fake.api.of('/fbinstant/purchase')).toHaveLength(1);
    expect(await invokeMethod(adapter, 'ConsumePurchase', [], { transactionId: 'ord_away' })).toMatchObject({
      transactionId: 'ord_away',
    });
    expect(await invokeMethod(adapter, 'GetPurchases')).toEqual({ purchases: [] });
  });

  it('FBInstant: a purchase the server does not verify is left unconsumed on Facebook and not listed', async () => {
    const calls: string[] = [];
    const fake = fakeHost({
      api: { ...ledger().answers, '/fbinstant/purchase': { Success: false } },
      install: (win) => {
        const fb = createFbInstantSimulator({ calls });
        win.FBInstant = fb;
        void fb.payments.purchaseAsync({ productID: 'fb_gems_100', developerPayload: 'ord_away' });
      },
    });
    const adapter = await createFbInstantGamesAdapter({}).start(fake.host);
    await new Promise((r) => setTimeout(r, 0));
    expect(await invokeMethod(adapter, 'GetPurchases')).toEqual({ purchases: [] });
    expect(calls.filter((c) => c.startsWith('consume:'))).toEqual([]);
  });

  it("Yandex: GetPurchases sends getPurchases()' signature, consumes exactly the granted tokens, then lists the ledger", async () => {
    const calls: string[] = [];
    const state = ledger();
    const fake = fakeHost({
      api: state.answers,
      install: (win) => installYandexSimulator(win, { calls, unprocessed: ['ya-token-away'] }),
    });
    const adapter = await createYandexAdapter({}).start(fake.host);
    // The start-up check settled it already; a second settle at GetPurchases finds Yandex's list empty.
    expect(calls.filter((c) => c === 'getPurchases' || c.startsWith('consume:'))).toEqual([
      'getPurchases',
      'consume:ya-token-away',
    ]);
    state.rows.push({
      TransactionId: 'ord_away',
      Sku: 'gems_100',
      Platform: 'YandexGames',
      PlatformTransactionId: 'ya-token-away',
    });
    expect(await invokeMethod(adapter, 'GetPurchases')).toEqual({
      purchases: [expect.objectContaining({ transactionId: 'ord_away', platformTransactionId: 'ya-token-away' })],
    });
    expect(calls.filter((c) => c === 'getPurchases' || c.startsWith('consume:'))).toEqual([
      'getPurchases',
      'consume:ya-token-away',
      'getPurchases',
    ]);
    expect(fake.api.of('/yandexgames/purchase/space')).toHaveLength(1);
  });
});
