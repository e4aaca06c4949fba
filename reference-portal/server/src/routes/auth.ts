import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { clientIp } from '../http/client-ip';
import { hitRateLimit } from '../services/rate-limit';
import { authEmailRoutes } from './auth-email';
import { authExternalRoutes } from './auth-external';
import { authGameRoutes } from './auth-game';
import { authOauthRoutes } from './auth-oauth';
import { authSessionRoutes } from './auth-session';
import { authSocialRoutes } from './auth-social';

/** Every sign-in call; POSTs under /auth are rate-limited per client address. */
export function authRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/auth/*', async (c, next) => {
    const { db, config, clock } = c.get('deps');
    await hitRateLimit(
      db,
      `signin:ip:${clientIp(c, config.TRUST_PROXY)}`,
      { limit: config.SIGNIN_RATE_PER_MINUTE, windowMs: 60_000 },
      clock(),
    );
    await next();
  });
  app.route('/', authEmailRoutes());
  app.route('/', authSocialRoutes());
  app.route('/', authSessionRoutes());
  app.route('/', authGameRoutes());
  app.route('/', authExternalRoutes());
  app.route('/', authOauthRoutes());
  return app;
}
