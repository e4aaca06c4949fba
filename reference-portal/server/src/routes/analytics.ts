import { Hono } from 'hono';
import { FIXED_EVENT_FIELDS, analyticsContract as contract } from '@playport/api-contract';
import type { z } from 'zod';
import { implement } from '../http/implement';
import type { AppEnv } from '../http/app-env';
import { clientIp } from '../http/client-ip';
import { analyticsWriter, type StoredAnalyticsEvent } from '../services/analytics-writer';
import { analyticsBudget } from '../services/rate-limit';

/** The event's fields that are stored as they are, not among its numbered `fields`. */
const FIXED = new Set(FIXED_EVENT_FIELDS);

type CheckedEvent = z.output<typeof contract.track.body>['Events'][number];

/** An event as stored: its fixed fields by their column names, its numbered ones that are not null. */
function storedEvent(e: CheckedEvent, buildId: number): StoredAnalyticsEvent {
  const fields: Record<string, unknown> = {};
  for (const key in e) {
    const value = (e as Record<string, unknown>)[key];
    if (!FIXED.has(key) && value !== null && value !== undefined) fields[key] = value;
  }
  return {
    event_id: e.EventId,
    user_id: e.UserId ?? null,
    created_at: e.CreatedAt ?? null,
    build: e.Build ?? buildId,
    platform: e.Platform,
    fields,
  };
}

/**
 * Analytics events: each batch stored as one row with its events (numbered fields as JSON). The
 * endpoint needs no sign-in, so each client address has a budget of ANALYTICS_EVENTS_PER_MINUTE
 * events; a batch past it is refused whole (429, Retry-After) and stored nothing, for the client to
 * send again later.
 */
export function analyticsRoutes() {
  const app = new Hono<AppEnv>();

  implement(app, contract.track, { beacon: true }, async (c, { body }) => {
    const { db, clock, config } = c.get('deps');
    await analyticsBudget(db).spend(
      `analytics:ip:${clientIp(c, config.TRUST_PROXY)}`,
      body.Events.length,
      config.ANALYTICS_EVENTS_PER_MINUTE,
      clock(),
    );
    const events = body.Events.map((e) => storedEvent(e, body.BuildId));
    await analyticsWriter(db).write({
      batchKey: body.BatchId ?? null,
      sessionId: body.SessionId,
      platform: body.Platform,
      buildId: body.BuildId,
      receivedAt: clock(),
      events,
    });
  });

  return app;
}
