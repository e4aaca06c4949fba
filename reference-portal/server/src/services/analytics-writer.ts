import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { analyticsBatches, type StoredAnalyticsEvent } from '../db/schema';

export type { StoredAnalyticsEvent };

/** One analytics batch to store: its row of `analytics_batches`. */
export interface AnalyticsBatchRow {
  readonly batchKey: string | null;
  readonly sessionId: string;
  readonly platform: number;
  readonly buildId: number;
  readonly receivedAt: Date;
  readonly events: readonly StoredAnalyticsEvent[];
}

/** The most batches one statement stores. */
export const MAX_BATCHES_PER_STATEMENT = 200;

interface Waiting {
  readonly row: AnalyticsBatchRow;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Stores analytics batches, one statement for all the batches that arrived while the previous statement
 * ran: the first batch is written at once, and those that come in meanwhile wait for it and go
 * together in the next one. Each caller's promise settles when its own batch is committed (a request is
 * answered only after its batch is stored). A batch id seen before, in the database or earlier in the
 * same statement, is stored once. If a statement of several batches fails, each is tried alone, so a
 * batch the database refuses fails only its own request.
 */
export class AnalyticsWriter {
  private queue: Waiting[] = [];
  private running = false;

  constructor(private readonly db: Db) {}

  write(row: AnalyticsBatchRow): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length) {
        const taken = this.queue.splice(0, MAX_BATCHES_PER_STATEMENT);
        try {
          await this.insert(taken.map((w) => w.row));
          for (const w of taken) w.resolve();
        } catch (error) {
          if (taken.length === 1) taken[0]!.reject(error);
          else for (const w of taken) await this.insert([w.row]).then(w.resolve, w.reject);
        }
      }
    } finally {
      this.running = false;
    }
  }

  private async insert(rows: readonly AnalyticsBatchRow[]): Promise<void> {
    const seen = new Set<string>();
    const unique = rows.filter((r) => r.batchKey === null || (!seen.has(r.batchKey) && seen.add(r.batchKey)));
    const json = JSON.stringify(
      unique.map((r) => ({
        batch_key: r.batchKey,
        session_id: r.sessionId,
        platform: r.platform,
        build_id: r.buildId,
        event_count: r.events.length,
        received_at: r.receivedAt.toISOString(),
        events: r.events,
      })),
    );
    // The batches travel as one JSON parameter that PostgreSQL unpacks in order.
    await this.db.execute(sql`
      insert into ${analyticsBatches} (batch_key, session_id, platform, build_id, event_count, received_at, events)
      select b.batch_key, b.session_id, b.platform, b.build_id, b.event_count, b.received_at, b.events
      from rows from (jsonb_to_recordset(${json}::jsonb)
        as (batch_key text, session_id text, platform integer, build_id integer, event_count integer, received_at timestamptz, events jsonb))
        with ordinality as b(batch_key, session_id, platform, build_id, event_count, received_at, events, n)
      order by b.n
      on conflict (batch_key) do nothing`);
  }
}

const writers = new WeakMap<Db, AnalyticsWriter>();

/** The writer of a database: one per database, so batches of concurrent requests share statements. */
export function analyticsWriter(db: Db): AnalyticsWriter {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = new AnalyticsWriter(db)));
  return writer;
}
