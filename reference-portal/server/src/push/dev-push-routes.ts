import { Hono } from 'hono';
import { ApiError, ErrorCode } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { readJson } from '../http/validate';
import { requireGame } from '../services/games';
import { pushRequestSchema } from './push-request';
import { sendWebPush } from './send-web-push';

/**
 * Local mode only: `POST /dev/push/send` runs the admin push inside the running server, whose
 * embedded database another process cannot open at the same time (see the README, "Web push").
 */
export function devPushRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/send', async (c) => {
    const { db, fetch, vapid, config } = c.get('deps');
    const body = await readJson(c, pushRequestSchema);
    if (!vapid) throw new ApiError(503, ErrorCode.NotConfigured, 'Web push is not configured: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
    await requireGame(db, body.Game);
    const report = await sendWebPush(
      { db, fetch, vapid, mode: config.MODE },
      { game: body.Game, accountId: body.AccountId ?? undefined },
      { title: body.Title, body: body.Body, url: body.Url ?? undefined },
    );
    return c.json(report);
  });
  return app;
}
