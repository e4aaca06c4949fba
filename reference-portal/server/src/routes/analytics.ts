import { Hono } from 'hono';
import { analyticsContract as contract, routerPath } from '@playport/host/api-contract';
import type { AppEnv } from '../http/app-env';
import { readJson } from '../http/validate';
import { analyticsWriter } from '../services/analytics-writer';

/** Analytics events: each batch stored as one row with its events (numbered fields as JSON). */
export function analyticsRoutes() {
  const app = new Hono<AppEnv>();

  app.post(routerPath(contract.track.route), async (c) => {
    const { db, clock } = c.get('deps');
    const body = await readJson(c, contract.track.body);
    const events = body.Events.map(
      ({ EventId, UserId, CreatedAt, ServerCreatedAt: _ignored, Build, Platform, ...fields }) => ({
        event_id: EventId,
        user_id: UserId ?? null,
        created_at: CreatedAt ?? null,
        build: Build ?? body.BuildId,
        platform: Platform,
        fields: Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined)),
      }),
    );
    await analyticsWriter(db).write({
      batchKey: body.BatchId ?? null,
      sessionId: body.SessionId,
      platform: body.Platform,
      buildId: body.BuildId,
      receivedAt: clock(),
      events,
    });
    return c.body(null, 204);
  });

  return app;
}
