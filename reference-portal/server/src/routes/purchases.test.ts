import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents } from '../db/schema';
import { transitionOrder } from '../services/order-machine';
import { json, useTestApp } from '../test/test-app';

const t = useTestApp();

type Purchase = {
  TransactionId: string;
  Sku: string;
  Platform: string;
  PlatformTransactionId: string | null;
  DeveloperPayload: string | null;
  CompletedAt: string;
};

/** Orders `sku` of hello-game and pays it in the sandbox checkout, as a player who closed the game's tab. */
async function paidWhileAway(token: string, Sku = 'gems_100', DeveloperPayload?: string) {
  const res = await t().post(
    '/api/v1/store/create_payment',
    {
      Game: 'hello-game',
      Sku,
      WebPublishingPlatform: 'FxId',
      ...(DeveloperPayload ? { DeveloperPayload: { MerchantDeveloperPayload: DeveloperPayload } } : {}),
    },
    token,
  );
  expect(res.status).toBe(200);
  const { TransactionId } = await json<{ TransactionId: string }>(res);
  await t().post(
    '/api/v1/store/update-order-pi',
    {
      PublicOrderId: TransactionId,
      OrderPersonalInfo: { Email: 'buyer@example.com', PhoneNumber: null, IsAutoConfirm: true },
    },
    token,
  );
  expect((await t().request('POST', `/dev/sandbox-pay/${TransactionId}/pay`)).status).toBe(200);
  return TransactionId;
}

const list = async (token: string, Game = 'hello-game') => {
  const res = await t().post('/api/v1/store/get_purchases', { Game }, token);
  expect(res.status).toBe(200);
  return (await json<{ Purchases: Purchase[] }>(res)).Purchases;
};
const consume = (token: string, TransactionId: string, Game = 'hello-game') =>
  t().post('/api/v1/store/consume_purchase', { Game, TransactionId }, token);

describe('restoring purchases (get_purchases, consume_purchase)', () => {
  it('lists a purchase paid while the game was away once, and consumes it exactly once', async () => {
    const { token } = await t().signIn();
    expect(await list(token)).toEqual([]);
    const id = await paidWhileAway(token, 'gems_100', 'level-7');
    const [completed] = await t()
      .database.db.select({ at: orderEvents.createdAt })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.toStatus, 'Completed')));
    const paidAt = completed!.at.toISOString();
    expect(await list(token)).toEqual([
      {
        TransactionId: id,
        Sku: 'gems_100',
        Platform: 'FxId',
        PlatformTransactionId: null,
        DeveloperPayload: 'level-7',
        CompletedAt: paidAt,
      },
    ]);
    // Listing again changes nothing: the game may ask at every start until it consumes.
    expect((await list(token)).map((p) => p.TransactionId)).toEqual([id]);

    const first = await consume(token, id);
    expect(first.status).toBe(200);
    const consumed = await json(first);
    expect(consumed).toMatchObject({ TransactionId: id, Sku: 'gems_100' });
    expect(Date.parse(consumed.ConsumedAt as string)).toBeGreaterThanOrEqual(Date.parse(paidAt));
    expect(await list(token)).toEqual([]);

    t().advance(60_000);
    const again = await consume(token, id);
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual(consumed);
  });

  it('lists oldest first and only completed orders', async () => {
    const { token } = await t().signIn();
    const a = await paidWhileAway(token);
    t().advance(1_000);
    const b = await paidWhileAway(token, 'gems_100');
    const pending = await json<{ TransactionId: string }>(
      await t().post(
        '/api/v1/store/create_payment',
        { Game: 'hello-game', Sku: 'gems_100', WebPublishingPlatform: 'FxId' },
        token,
      ),
    );
    expect((await list(token)).map((p) => p.TransactionId)).toEqual([a, b]);
    const res = await consume(token, pending.TransactionId);
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({
      Code: 'InvalidTransition',
      Message: 'A purchase in Created cannot be consumed',
    });
  });

  it('does not list a refunded purchase and refuses to consume it', async () => {
    const { token } = await t().signIn();
    const id = await paidWhileAway(token);
    await transitionOrder(t().database.db, id, 'CancelledPaid', 'refund', t().now());
    expect(await list(token)).toEqual([]);
    const res = await consume(token, id);
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({
      Code: 'InvalidTransition',
      Message: 'A purchase in CancelledPaid cannot be consumed',
    });
  });

  it("never shows or consumes another player's purchase, nor one of another game", async () => {
    const a = await t().signIn();
    const b = await t().signIn();
    const id = await paidWhileAway(a.token);
    expect(await list(b.token)).toEqual([]);
    const theirs = await consume(b.token, id);
    expect(theirs.status).toBe(404);
    expect(await json(theirs)).toMatchObject({ Code: 'NotFound', Message: 'Unknown purchase' });
    expect(await list(a.token, 'conformance-game')).toEqual([]);
    expect((await consume(a.token, id, 'conformance-game')).status).toBe(404);
    // Still there for its owner.
    expect((await list(a.token)).map((p) => p.TransactionId)).toEqual([id]);
  });

  it('refuses a malformed body naming the field, an unknown game, and no session', async () => {
    const { token } = await t().signIn();
    const bad = await t().post('/api/v1/store/consume_purchase', { Game: 'hello-game' }, token);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await json(bad))).toContain('TransactionId');
    expect((await t().post('/api/v1/store/get_purchases', { Game: 'no-such-game' }, token)).status).toBe(404);
    expect((await t().post('/api/v1/store/get_purchases', { Game: 'hello-game' })).status).toBe(401);
    expect((await t().post('/api/v1/store/consume_purchase', { Game: 'hello-game', TransactionId: 'x' })).status).toBe(
      401,
    );
  });

  it('consumes once when two calls race', async () => {
    const { token } = await t().signIn();
    const id = await paidWhileAway(token);
    const [r1, r2] = await Promise.all([consume(token, id), consume(token, id)]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    expect(await json(r1)).toEqual(await json(r2));
    expect(await list(token)).toEqual([]);
  });
});
