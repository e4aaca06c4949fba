import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { resolveStaticFile, staticBody } from '../http/static-files';
import { serverPath } from '../server-root';

const DEFAULT_SDK_DIST = serverPath('../../sdk/dist');

/**
 * The game SDK's build (`sdk/dist`) at `/sdk/` on the portal's own address, so a game loads
 * `<script src="https://{portal}/sdk/playport.js">`. Any page may load it (CORS `*`); a missing file
 * (or an SDK that was not built) is the app's 404.
 */
export function sdkRoutes(dist = DEFAULT_SDK_DIST) {
  const app = new Hono<AppEnv>();
  app.get('/sdk/*', async (c, next) => {
    const file = await resolveStaticFile(dist, c.req.path.slice('/sdk/'.length));
    if (!file) return next();
    c.header('Cache-Control', 'no-cache');
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    c.header('X-Content-Type-Options', 'nosniff');
    const { body, headers } = await staticBody(file, c.req.header('accept-encoding'));
    return c.body(body, 200, headers);
  });
  return app;
}
