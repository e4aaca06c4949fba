import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderEvents } from '../db/schema';
import { type StatementLog, recordStatements } from '../test/test-db';
import { json, useTestApp } from '../test/test-app';

const t = useTestApp();
let statements: StatementLog;
beforeAll(() => {
  statements = recordStatements(t().database);
});

/** The statements a request sends to the database, with its answer. */
async function counted(path: string, body: unknown, token: string) {
  statements.take();
  const res = await t().post(path, body, token);
  return { res, statements: statements.take() };
}

const eventsOf = async (orderId: string) =>
  (
    await t()
      .database.db.select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.id))
  ).map((e) => `${e.fromStatus ?? '-'}>${e.toStatus}:${e.source}`);

describe('statements per request', () => {
  it('POST profile: one (the session, the game connection, the account with its games, identifiers and orders)', async () => {
    const { token } = await t().signIn();
    const first = await counted('/api/v1/profile', { Game: 'conformance-game' }, token);
    expect(first.res.status).toBe(200);
    const account = await json<{ ConnectedGames: { Game: string }[] }>(first.res);
    expect(account.ConnectedGames.map((g) => g.Game).sort()).toEqual(['conformance-game', 'hello-game']);
    expect(first.statements, first.statements.join('\n')).toHaveLength(1);

    const again = await counted('/api/v1/profile', { Game: 'conformance-game' }, token);
    expect(again.res.status).toBe(200);
    expect((await json<{ ConnectedGames: unknown[] }>(again.res)).ConnectedGames).toHaveLength(2);
    expect(again.statements).toHaveLength(1);

    const unknown = await counted('/api/v1/profile', { Game: 'no-such-game' }, token);
    expect(unknown.res.status).toBe(404);
    expect(await json(unknown.res)).toMatchObject({ Code: 'UnknownGame', detail: 'Unknown game no-such-game' });
    expect(unknown.statements).toHaveLength(1);
  });

  it('POST store/create_payment: two (the session with the account, game and product; the order with its events)', async () => {
    const { token } = await t().signIn();
    const paid = await counted(
      '/api/v1/store/create_payment',
      { Game: 'conformance-game', Sku: 'test_item', WebPublishingPlatform: 'FxId' },
      token,
    );
    expect(paid.res.status).toBe(200);
    const payment = await json<{ TransactionId: string; PersonalInfoRequirements: unknown }>(paid.res);
    expect(payment.PersonalInfoRequirements).toEqual({
      EmailRequirement: { IsRequired: false, DefaultValue: expect.stringContaining('@example.com') },
    });
    expect(paid.statements, paid.statements.join('\n')).toHaveLength(2);
    expect(await eventsOf(payment.TransactionId)).toEqual([
      '->Created:create_payment',
      'Created>WaitingForPayment:create_payment',
    ]);

    // A game that asks for the e-mail first: the order waits in Created.
    const withEmail = await counted(
      '/api/v1/store/create_payment',
      { Game: 'hello-game', Sku: 'gems_100', WebPublishingPlatform: 'FxId' },
      token,
    );
    expect(withEmail.res.status).toBe(200);
    const waiting = await json<{ TransactionId: string }>(withEmail.res);
    expect(withEmail.statements).toHaveLength(2);
    expect(await eventsOf(waiting.TransactionId)).toEqual(['->Created:create_payment']);
    const status = await json(
      await t().post('/api/v1/store/get_payment_status', { PublicOrderId: waiting.TransactionId }, token),
    );
    expect(status.Status).toBe('Created');

    const noProduct = await counted(
      '/api/v1/store/create_payment',
      { Game: 'hello-game', Sku: 'nope', WebPublishingPlatform: 'FxId' },
      token,
    );
    expect(noProduct.res.status).toBe(404);
    expect(await json(noProduct.res)).toMatchObject({ Code: 'UnknownProduct' });
    expect(noProduct.statements).toHaveLength(1);
    const noGame = await counted(
      '/api/v1/store/create_payment',
      { Game: 'nope', Sku: 'gems_100', WebPublishingPlatform: 'FxId' },
      token,
    );
    expect(await json(noGame.res)).toMatchObject({ status: 404, Code: 'UnknownGame' });
  });

  it("POST analytics/track: two (the address's event budget, the batch with its events), and none stored twice for a batch id seen before", async () => {
    const Events = Array.from({ length: 50 }, (_, i) => ({
      EventId: 781965170,
      UserId: 'u',
      CreatedAt: '2026-01-02T03:04:05Z',
      Build: 7,
      I1: i,
      S1: 'x',
    }));
    const batch = { BatchId: 'statement-count-batch', SessionId: 'statement-count', Platform: 24, BuildId: 7, Events };
    for (let send = 0; send < 2; send++) {
      statements.take();
      const res = await t().post('/api/v1/analytics/track', batch);
      expect(res.status).toBe(204);
      const [budget, ...insert] = statements.take();
      expect(budget).toContain('insert into rate_limits');
      expect(insert).toHaveLength(1);
    }
    const stored = await json<{ Batches: { BatchId: string; Events: { Fields: { I1: number } }[] }[] }>(
      await t().request('GET', '/dev/analytics/statement-count'),
    );
    expect(stored.Batches.map((b) => b.BatchId)).toEqual(['statement-count-batch']);
    expect(stored.Batches[0]!.Events.map((e) => e.Fields.I1)).toEqual(Events.map((e) => e.I1));
  });

  it('POST analytics/track at the same moment: the batches that wait for a statement share the next one', async () => {
    const send = (i: number) =>
      t().post('/api/v1/analytics/track', {
        BatchId: `together-${String(i).padStart(4, '0')}`,
        SessionId: 'statement-count-together',
        Events: [{ EventId: 781965170, I1: i }],
      });
    statements.take();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => send(i)));
    expect(answers.map((r) => r.status)).toEqual(Array(12).fill(204));
    // The first batch goes at once; the eleven that arrive while it is stored go in one more. So
    // does the address's event budget: the hits that wait for a statement share the next one.
    const sent = statements.take();
    const budgets = sent.filter((s) => s.includes('insert into rate_limits'));
    const inserts = sent.filter((s) => !s.includes('insert into rate_limits'));
    expect(inserts.length).toBeLessThan(12);
    expect(inserts.length).toBeGreaterThanOrEqual(2);
    expect(budgets.length).toBeLessThan(12);
    expect(budgets.length).toBeGreaterThanOrEqual(1);
    const stored = await json<{ Batches: { BatchId: string; Events: { Fields: { I1: number } }[] }[] }>(
      await t().request('GET', '/dev/analytics/statement-count-together'),
    );
    expect(stored.Batches.map((b) => b.Events[0]!.Fields.I1).sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
  });
});
