import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../db/schema';
import { json, useTestApp } from '../test/test-app';
import { completeOrder, finishPaidOrders, transitionOrder } from './order-machine';

const t = useTestApp();

/** A Yandex order of a fresh account, waiting for payment. */
const waitingOrder = async () => {
  const { token } = await t().signIn();
  const res = await t().post(
    '/api/v1/store/create_payment',
    { Game: 'hello-game', Sku: 'gems_100', WebPublishingPlatform: 'YandexGames' },
    token,
  );
  expect(res.status).toBe(200);
  return { token, id: (await json<{ TransactionId: string }>(res)).TransactionId };
};
const statusOf = async (id: string) =>
  (await t().database.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;
const events = async (id: string) =>
  (await t().database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).map(
    (e) => `${e.fromStatus ?? '-'}>${e.toStatus}:${e.source}`,
  );

describe('order completion', () => {
  it('pays and delivers in one transaction: a failed delivery leaves the order unpaid', async () => {
    const { id } = await waitingOrder();
    const db = t().database.db;
    // The delivery step fails inside the database, as a crash between the two steps would.
    await db.execute(
      sql.raw(`
      create or replace function fail_delivery() returns trigger language plpgsql as $$
      begin
        if new.source = 'failing_delivery' then raise exception 'delivery failed'; end if;
        return new;
      end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger fail_delivery before insert on order_events for each row execute function fail_delivery()',
      ),
    );
    try {
      await expect(
        completeOrder(db, id, 'yandex_signed_purchase', 'failing_delivery', new Date(), {
          platformTransactionId: 'tok-atomic',
        }),
      ).rejects.toThrow();
    } finally {
      await db.execute(sql.raw('drop trigger fail_delivery on order_events'));
      await db.execute(sql.raw('drop function fail_delivery()'));
    }
    expect(await statusOf(id)).toBe('WaitingForPayment');
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    expect(row!.platformTransactionId).toBeNull();
    expect(await events(id)).toEqual(['->Created:create_payment', 'Created>WaitingForPayment:create_payment']);
  });
});

describe('crash recovery', () => {
  it('finishes an order found paid but undelivered when its status is checked', async () => {
    const { token, id } = await waitingOrder();
    await transitionOrder(t().database.db, id, 'PayedWaitingForSending', 'sandbox', new Date());
    const res = await t().post('/api/v1/store/get_payment_status', { PublicOrderId: id }, token);
    expect(res.status).toBe(200);
    expect((await json(res)).Status).toBe('Completed');
    expect((await events(id)).at(-1)).toBe('PayedWaitingForSending>Completed:recovery');
    // Checked again: nothing more happens.
    expect((await json(await t().post('/api/v1/store/get_payment_status', { PublicOrderId: id }, token))).Status).toBe(
      'Completed',
    );
    expect(await events(id)).toHaveLength(4);
  });

  it('finishes every such order at server start (finishPaidOrders), and only those', async () => {
    const stuck = await waitingOrder();
    const waiting = await waitingOrder();
    await transitionOrder(t().database.db, stuck.id, 'PayedWaitingForSending', 'sandbox', new Date());
    expect(await finishPaidOrders(t().database.db, new Date())).toBe(1);
    expect(await statusOf(stuck.id)).toBe('Completed');
    expect(await statusOf(waiting.id)).toBe('WaitingForPayment');
    expect(await finishPaidOrders(t().database.db, new Date())).toBe(0);
  });
});
