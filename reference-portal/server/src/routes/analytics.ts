import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { analyticsBatches, analyticsEvents } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { readJson } from '../http/validate';

const NUMBERED = /^(I([1-9]|10)|F([1-9]|10)|S([1-9]|1[0-5])|J[1-4])$/;

const event = z
  .object({
    EventId: z.number().int(),
    UserId: z.string().max(128).nullish(),
    CreatedAt: z.iso.datetime({ offset: true }).nullish(),
    ServerCreatedAt: z.string().nullish(),
    Build: z.number().int().nullish(),
    Platform: z.number().int().default(24),
  })
  .catchall(z.unknown())
  .superRefine((e, ctx) => {
    for (const [key, value] of Object.entries(e)) {
      if (['EventId', 'UserId', 'CreatedAt', 'ServerCreatedAt', 'Build', 'Platform'].includes(key)) continue;
      if (!NUMBERED.test(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'unknown event field' });
      else if (value === null) continue;
      else if (key[0] === 'I' && !Number.isInteger(value)) ctx.addIssue({ code: 'custom', path: [key], message: 'must be an integer' });
      else if (key[0] === 'F' && typeof value !== 'number') ctx.addIssue({ code: 'custom', path: [key], message: 'must be a number' });
      else if (key[0] === 'S' && (typeof value !== 'string' || value.length > 1024)) ctx.addIssue({ code: 'custom', path: [key], message: 'must be a string of at most 1024 characters' });
    }
  });

const batch = z.object({
  /** The client's id of this batch; the same id is stored once however often it arrives. */
  BatchId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, _ or -').optional(),
  SessionId: z.string().min(1).max(128),
  Platform: z.number().int().default(24),
  BuildId: z.number().int().default(1047),
  Events: z.array(event).min(1).max(1000),
});

/** Analytics events, stored as one batch row plus one row per event (numbered fields as JSON). */
export function analyticsRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/analytics/track', async (c) => {
    const { db, clock } = c.get('deps');
    const body = await readJson(c, batch);
    const now = clock();
    const insertBatch = db
      .insert(analyticsBatches)
      .values({
        batchKey: body.BatchId ?? null, sessionId: body.SessionId, platform: body.Platform, buildId: body.BuildId,
        eventCount: body.Events.length, receivedAt: now,
      })
      // A batch id seen before (also one committing at this moment): stored already, answered the same.
      .onConflictDoNothing({ target: analyticsBatches.batchKey })
      .returning({ id: analyticsBatches.id });
    const events = body.Events.map(({ EventId, UserId, CreatedAt, ServerCreatedAt: _ignored, Build, Platform, ...fields }) => ({
      event_id: EventId,
      user_id: UserId ?? null,
      created_at: CreatedAt ?? null,
      build: Build ?? body.BuildId,
      platform: Platform,
      fields: Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined)),
    }));
    // The batch and every event in one statement: the events travel as one JSON parameter that PostgreSQL
    // unpacks in order, and a batch that was not inserted brings none.
    await db.execute(sql`
      with batch as ${insertBatch}
      insert into ${analyticsEvents} (batch_id, event_id, user_id, created_at, server_created_at, build, platform, fields)
      select batch.id, e.event_id, e.user_id, e.created_at, ${now.toISOString()}::timestamptz, e.build, e.platform, e.fields
      from batch cross join rows from (jsonb_to_recordset(${JSON.stringify(events)}::jsonb)
        as (event_id integer, user_id text, created_at timestamptz, build integer, platform integer, fields jsonb))
        with ordinality as e(event_id, user_id, created_at, build, platform, fields, n)
      order by e.n`);
    return c.body(null, 204);
  });

  return app;
}
