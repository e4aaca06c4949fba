import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../db/schema';
import { LOCAL_PLATFORM_SECRETS as S } from '../platforms/local-secrets';
import { signYandexData } from '../platforms/sign-yandex';
import type { Deps } from '../http/app-env';
import { grantYandexPurchase } from '../services/yandex-purchases';
import { json, useTestApp } from '../test/test-app';

const t = useTestApp();
const PATH = '/api/v1/yandexgames/purchase/hello-game';

/** A signed purchase as `payments.purchase({ signed: true })` returns it (documented fields). */
const purchase = (token: string, productId: string, developerPayload?: string) => ({
  token,
  status: 'finished',
  errorCode: '',
  errorDescription: '',
  url: '',
  product: { id: productId, title: productId, description: '', price: { code: 'YAN', value: '10' }, imagePrefix: '' },
  ...(developerPayload !== undefined ? { developerPayload } : {}),
});
const send = (token: string, data: unknown, list = false, secret = S.yandex) =>
  t().post(
    PATH,
    {
      YandexSignedData: typeof data === 'string' ? data : signYandexData(data, secret),
      YandexGetPurchasesRequest: list,
    },
    token,
  );

const yandexOrder = async (Sku = 'gems_100') => {
  const { token, accountId } = await t().signIn();
  const res = await t().post(
    '/api/v1/store/create_payment',
    { Game: 'hello-game', Sku, WebPublishingPlatform: 'YandexGames' },
    token,
  );
  expect(res.status).toBe(200);
  return { token, accountId, id: (await json<{ TransactionId: string }>(res)).TransactionId };
};
const orderRow = async (id: string) => (await t().database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const paidEvents = async (id: string) =>
  (
    await t()
      .database.db.select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.toStatus, 'PayedWaitingForSending')))
  ).length;
const unchanged = async (id: string) => {
  const row = await orderRow(id);
  expect(row.status).toBe('WaitingForPayment');
  expect(row.platformTransactionId).toBeNull();
};

describe('POST /yandexgames/purchase/{Game}: a signed purchase', () => {
  it('completes the order named by developerPayload, recording the purchase token', async () => {
    const { token, id } = await yandexOrder();
    const res = await send(token, purchase('ya-first', 'gems_100', id));
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ TokenSuccesses: [{ Success: true, PurchaseToken: 'ya-first' }] });
    const row = await orderRow(id);
    expect(row.status).toBe('Completed');
    expect(row.platformTransactionId).toBe('ya-first');
    expect((await json(await t().post('/api/v1/store/get_payment_status', { PublicOrderId: id }, token))).Status).toBe(
      'Completed',
    );
  });

  it('answers a replay the same and grants once', async () => {
    const { token, id } = await yandexOrder();
    const signed = signYandexData(purchase('ya-replay', 'gems_100', id), S.yandex);
    const first = await json(await send(token, signed));
    const again = await send(token, signed);
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual(first);
    expect(first).toEqual({ TokenSuccesses: [{ Success: true, PurchaseToken: 'ya-replay' }] });
    expect(await paidEvents(id)).toBe(1);
  });

  it('grants once under concurrent sends of the same purchase', async () => {
    const { token, id } = await yandexOrder();
    const signed = signYandexData(purchase('ya-race', 'gems_100', id), S.yandex);
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(token, signed)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const r of answers)
      expect(await json(r)).toEqual({ TokenSuccesses: [{ Success: true, PurchaseToken: 'ya-race' }] });
    expect(await paidEvents(id)).toBe(1);
    const withToken = await t().database.db.select().from(orders).where(eq(orders.platformTransactionId, 'ya-race'));
    expect(withToken.map((o) => o.id)).toEqual([id]);
  });

  it('grants once when the same purchase races inside the database (status guard and unique token index)', async () => {
    const { accountId, id } = await yandexOrder();
    // Requests of one session reach the service one after another; here the grants truly overlap.
    const deps = { db: t().database.db, clock: () => new Date() } as unknown as Deps;
    const signed = { token: 'ya-db-race', productId: 'gems_100', developerPayload: id };
    // Open the connections first (PostgreSQL pool), so that no grant waits for a connect while another finishes.
    await Promise.all(Array.from({ length: 6 }, () => t().database.db.execute(sql`select 1`)));
    const results = await Promise.all(
      Array.from({ length: 6 }, () => grantYandexPurchase(deps, accountId, 'hello-game', signed)),
    );
    expect(results).toEqual([true, true, true, true, true, true]);
    expect(await paidEvents(id)).toBe(1);
    expect((await orderRow(id)).platformTransactionId).toBe('ya-db-race');
  });

  it('refuses a forged signature (another secret, or one byte changed) with 401 InvalidSignature, changing nothing', async () => {
    const { token, id } = await yandexOrder();
    const other = await send(token, purchase('ya-forged', 'gems_100', id), false, 'not-the-secret');
    expect(other.status).toBe(401);
    expect(await json(other)).toMatchObject({ Code: 'InvalidSignature' });
    const good = signYandexData(purchase('ya-forged', 'gems_100', id), S.yandex);
    const at = good.indexOf('.') + 20;
    const mutated = good.slice(0, at) + (good[at] === 'A' ? 'B' : 'A') + good.slice(at + 1);
    const res = await send(token, mutated);
    expect(res.status).toBe(401);
    expect(await json(res)).toMatchObject({ Code: 'InvalidSignature' });
    await unchanged(id);
  });

  it('refuses a purchase of another product than the order with 409 PurchaseMismatch, changing nothing', async () => {
    const { token, id } = await yandexOrder('gems_100');
    const res = await send(token, purchase('ya-mismatch', 'gems_500', id));
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({
      Code: 'PurchaseMismatch',
      Message: 'The purchase is for gems_500, the order for gems_100',
    });
    await unchanged(id);
  });

  it('refuses unknown orders (no or another developerPayload, another account) with 404', async () => {
    const { token, id } = await yandexOrder();
    const stranger = await t().signIn();
    for (const [who, data] of [
      [token, purchase('ya-unknown-1', 'gems_100')],
      [token, purchase('ya-unknown-2', 'gems_100', 'ord_00000000000000000000000000000000')],
      [stranger.token, purchase('ya-unknown-3', 'gems_100', id)],
    ] as const) {
      const res = await send(who, data);
      expect(res.status).toBe(404);
      expect(await json(res)).toMatchObject({ Code: 'NotFound', Message: 'Unknown order' });
    }
    await unchanged(id);
  });

  it('refuses another account replaying a granted purchase with 409', async () => {
    const { token, id } = await yandexOrder();
    const signed = signYandexData(purchase('ya-stolen', 'gems_100', id), S.yandex);
    expect((await send(token, signed)).status).toBe(200);
    const thief = await t().signIn();
    const res = await send(thief.token, signed);
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ Code: 'PurchaseMismatch' });
  });

  it('refuses a token already used by one order, presented for another order, with 409 PurchaseMismatch, granting nothing', async () => {
    const { token, id } = await yandexOrder();
    const second = await t().post(
      '/api/v1/store/create_payment',
      { Game: 'hello-game', Sku: 'gems_100', WebPublishingPlatform: 'YandexGames' },
      token,
    );
    const otherId = (await json<{ TransactionId: string }>(second)).TransactionId;
    expect((await send(token, purchase('ya-reused', 'gems_100', id))).status).toBe(200);
    const res = await send(token, purchase('ya-reused', 'gems_100', otherId));
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({
      Code: 'PurchaseMismatch',
      Message: 'The purchase token was already used for another order',
    });
    const listed = await send(token, [purchase('ya-reused', 'gems_100', otherId)], true);
    expect(await json(listed)).toEqual({ TokenSuccesses: [{ Success: false, PurchaseToken: 'ya-reused' }] });
    await unchanged(otherId);
    expect(await paidEvents(id)).toBe(1);
  });

  it('refuses the unsigned-style shape (productID / purchaseToken) with 400', async () => {
    const { token, id } = await yandexOrder();
    const res = await send(token, { productID: 'gems_100', purchaseToken: 'ya-old', developerPayload: id });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ Code: 'BadRequest', Message: 'The signed data is not a purchase' });
    await unchanged(id);
  });
});

describe('POST /yandexgames/purchase/{Game}: the getPurchases() list', () => {
  it('grants unprocessed purchases once and says which tokens may be consumed', async () => {
    const { token, id } = await yandexOrder();
    const done = await yandexOrder();
    const other = await t().post(
      '/api/v1/store/create_payment',
      { Game: 'hello-game', Sku: 'gems_500', WebPublishingPlatform: 'YandexGames' },
      done.token,
    );
    const otherId = (await json<{ TransactionId: string }>(other)).TransactionId;
    expect((await send(done.token, purchase('ya-list-done', 'gems_100', done.id))).status).toBe(200);
    // The first account's list: its own waiting order, a purchase without an order.
    const list = [purchase('ya-list-new', 'gems_100', id), purchase('ya-list-orphan', 'gems_100')];
    const res = await send(token, list, true);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      TokenSuccesses: [
        { Success: true, PurchaseToken: 'ya-list-new' },
        { Success: false, PurchaseToken: 'ya-list-orphan' },
      ],
    });
    expect((await orderRow(id)).status).toBe('Completed');
    // The second account's list: an already granted purchase (consume it again, grant nothing) and a mismatch.
    const again = await send(
      done.token,
      [purchase('ya-list-done', 'gems_100', done.id), purchase('ya-list-bad', 'gems_100', otherId)],
      true,
    );
    expect(await json(again)).toEqual({
      TokenSuccesses: [
        { Success: true, PurchaseToken: 'ya-list-done' },
        { Success: false, PurchaseToken: 'ya-list-bad' },
      ],
    });
    expect(await paidEvents(done.id)).toBe(1);
    await unchanged(otherId);
  });

  it('refuses a single purchase sent as a list and a list sent as a single purchase with 400', async () => {
    const { token, id } = await yandexOrder();
    expect((await send(token, purchase('ya-shape', 'gems_100', id), true)).status).toBe(400);
    expect((await send(token, [purchase('ya-shape', 'gems_100', id)], false)).status).toBe(400);
    await unchanged(id);
  });
});
