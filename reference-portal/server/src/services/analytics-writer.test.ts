import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsBatches, analyticsEvents } from '../db/schema';
import { type StatementLog, recordStatements } from '../test/test-db';
import { useTestApp } from '../test/test-app';
import { AnalyticsWriter, type AnalyticsBatchRow } from './analytics-writer';

const t = useTestApp();
let statements: StatementLog;
beforeAll(() => {
  statements = recordStatements(t().database);
});
afterAll(() => statements.take());

const at = new Date('2026-11-27T10:00:00.000Z');
const row = (
  session: string,
  key: string | null,
  eventId: number,
  extra: Partial<AnalyticsBatchRow> = {},
): AnalyticsBatchRow => ({
  batchKey: key,
  sessionId: session,
  platform: 24,
  buildId: 1047,
  receivedAt: at,
  events: [{ event_id: eventId, user_id: 'u', created_at: null, build: 1047, platform: 24, fields: { I1: eventId } }],
  ...extra,
});
const storedOf = async (session: string) =>
  (
    await t()
      .database.db.select({ key: analyticsBatches.batchKey, events: analyticsBatches.events })
      .from(analyticsBatches)
      .where(eq(analyticsBatches.sessionId, session))
      .orderBy(asc(analyticsBatches.id))
  ).map((b) => `${b.key ?? '-'}:${b.events.map((e) => e.event_id).join(',')}`);

describe('AnalyticsWriter', () => {
  it('stores the batches written while a statement runs together in the next one, in the order written', async () => {
    const writer = new AnalyticsWriter(t().database.db);
    statements.take();
    await Promise.all([1, 2, 3, 4, 5].map((i) => writer.write(row('w-order', `order-key-${i}`, i))));
    expect(statements.take()).toHaveLength(2);
    expect(await storedOf('w-order')).toEqual([
      'order-key-1:1',
      'order-key-2:2',
      'order-key-3:3',
      'order-key-4:4',
      'order-key-5:5',
    ]);
  });

  it('stores a batch id once, whether seen before or twice in the same statement; batches without an id each time', async () => {
    const writer = new AnalyticsWriter(t().database.db);
    await writer.write(row('w-once', 'once-key-1', 1));
    await Promise.all([
      writer.write(row('w-once', 'once-key-0', 0)),
      writer.write(row('w-once', 'once-key-1', 1)),
      writer.write(row('w-once', 'once-key-2', 2)),
      writer.write(row('w-once', 'once-key-2', 22)),
      writer.write(row('w-once', null, 3)),
      writer.write(row('w-once', null, 3)),
    ]);
    expect(await storedOf('w-once')).toEqual(['once-key-1:1', 'once-key-0:0', 'once-key-2:2', '-:3', '-:3']);
  });

  it('fails only the batch the database refuses; the others of its statement are stored', async () => {
    const writer = new AnalyticsWriter(t().database.db);
    const results = await Promise.allSettled([
      writer.write(row('w-bad', 'bad-key-first', 1)),
      writer.write(row('w-bad', 'bad-key-ok-1', 2)),
      // Out of the integer column's range: refused by the database.
      writer.write(row('w-bad', 'bad-key-refused', 3, { buildId: 2 ** 40 })),
      writer.write(row('w-bad', 'bad-key-ok-2', 4)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(await storedOf('w-bad')).toEqual(['bad-key-first:1', 'bad-key-ok-1:2', 'bad-key-ok-2:4']);
    // And the writer goes on.
    await writer.write(row('w-bad', 'bad-key-after', 5));
    expect(await storedOf('w-bad')).toHaveLength(4);
  });

  it('the analytics_events view lists each event of each batch with its position and the arrival time', async () => {
    const writer = new AnalyticsWriter(t().database.db);
    await writer.write(
      row('w-view', 'view-key-1', 7, {
        events: [
          {
            event_id: 7,
            user_id: 'u',
            created_at: '2026-11-27T09:00:00.000Z',
            build: 5,
            platform: 31,
            fields: { S1: 'a' },
          },
          { event_id: 8, user_id: null, created_at: null, build: 1047, platform: 24, fields: {} },
        ],
      }),
    );
    const [batch] = await t()
      .database.db.select({ id: analyticsBatches.id })
      .from(analyticsBatches)
      .where(eq(analyticsBatches.sessionId, 'w-view'));
    const rows = await t()
      .database.db.select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.batchId, batch!.id))
      .orderBy(analyticsEvents.position);
    expect(rows).toEqual([
      {
        batchId: batch!.id,
        position: 1,
        eventId: 7,
        userId: 'u',
        createdAt: new Date('2026-11-27T09:00:00.000Z'),
        serverCreatedAt: at,
        build: 5,
        platform: 31,
        fields: { S1: 'a' },
      },
      {
        batchId: batch!.id,
        position: 2,
        eventId: 8,
        userId: null,
        createdAt: null,
        serverCreatedAt: at,
        build: 1047,
        platform: 24,
        fields: {},
      },
    ]);
  });
});
