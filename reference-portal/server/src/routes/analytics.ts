import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import { readJson } from '../http/validate';
import { analyticsWriter } from '../services/analytics-writer';

const NUMBERED = /^(I([1-9]|10)|F([1-9]|10)|S([1-9]|1[0-5])|J[1-4])$/;

const event = z
  .object({
    EventId: z.int32(),
    UserId: z.string().max(128).nullish(),
    CreatedAt: z.iso.datetime({ offset: true }).nullish(),
    ServerCreatedAt: z.string().nullish(),
    Build: z.int32().nullish(),
    Platform: z.int32().default(24),
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
  Platform: z.int32().default(24),
  BuildId: z.int32().default(1047),
  Events: z.array(event).min(1).max(1000),
});

/** Analytics events: each batch stored as one row with its events (numbered fields as JSON). */
export function analyticsRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/analytics/track', async (c) => {
    const { db, clock } = c.get('deps');
    const body = await readJson(c, batch);
    const events = body.Events.map(({ EventId, UserId, CreatedAt, ServerCreatedAt: _ignored, Build, Platform, ...fields }) => ({
      event_id: EventId,
      user_id: UserId ?? null,
      created_at: CreatedAt ?? null,
      build: Build ?? body.BuildId,
      platform: Platform,
      fields: Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined)),
    }));
    await analyticsWriter(db).write({
      batchKey: body.BatchId ?? null, sessionId: body.SessionId, platform: body.Platform, buildId: body.BuildId,
      receivedAt: clock(), events,
    });
    return c.body(null, 204);
  });

  return app;
}
