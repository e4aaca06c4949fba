import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { resolveStaticFile, staticBody } from '../http/static-files';
import { serverPath } from '../server-root';

const DEFAULT_MEDIA = serverPath('media');

/**
 * `/media/*`: the artwork the server ships (game icons and covers, see `media/`). Images only: the
 * files are never a document that runs anything, whoever links to them.
 */
export function mediaRoutes(root = DEFAULT_MEDIA) {
  const app = new Hono<AppEnv>();
  app.get('/*', async (c, next) => {
    const file = await resolveStaticFile(root, c.req.path.replace(/^\/media/, ''));
    if (!file || !/\.(svg|png|jpg)$/i.test(file)) return next();
    const { body, headers } = await staticBody(file, c.req.header('accept-encoding'));
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(body, 200, headers);
  });
  return app;
}
