import { Hono } from 'hono';
import { ApiError, ErrorCode } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { readJson } from '../http/validate';
import { pushRequestSchema } from './push-request';
import { sendPushRequest } from './send-web-push';

/**
 * Local mode only: `POST /dev/push/send` runs the admin push inside the running server, whose
 * embedded database another process cannot open at the same time (see the README, "Web push").
 */
export function devPushRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/send', async (c) => {
    const { db, fetch, vapid, config } = c.get('deps');
    const body = await readJson(c, pushRequestSchema);
    if (!vapid)
      throw new ApiError(
        503,
        ErrorCode.NotConfigured,
        'Web push is not configured: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY',
      );
    return c.json(await sendPushRequest({ db, fetch, vapid, mode: config.MODE }, body));
  });
  return app;
}
