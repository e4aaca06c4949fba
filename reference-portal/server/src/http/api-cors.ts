import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

const EXPOSED = ['X-Request-Id', 'Retry-After'];

/**
 * Changes the answer's headers after the handler. The answers the routes make keep their headers
 * mutable, and changing them costs nothing; an answer with fixed headers is copied first.
 */
export function changeAnswerHeaders(c: Context, change: (headers: Headers) => void): void {
  try {
    change(c.res.headers);
  } catch (err) {
    if (!(err instanceof TypeError)) throw err;
    c.res = new Response(c.res.body, c.res);
    change(c.res.headers);
  }
}

/**
 * CORS for `/api/*`: the portal origins of `origins` may call the API and read the request id and
 * Retry-After. Preflights are Hono's `cors`; other requests get the same headers once answered, set on
 * the answer itself (Hono's `cors` sets them on an empty answer first, which makes the server copy
 * every answer into a full Response before sending it).
 */
export function apiCors(origins: readonly string[]): MiddlewareHandler {
  const allowed = (origin: string) => (origins.includes(origin) ? origin : null);
  const preflight = cors({
    origin: allowed,
    allowHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    exposeHeaders: EXPOSED,
    maxAge: 600,
  });
  const exposed = EXPOSED.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    const origin = allowed(c.req.header('origin') ?? '');
    changeAnswerHeaders(c, (headers) => {
      if (origin) headers.set('Access-Control-Allow-Origin', origin);
      headers.set('Access-Control-Expose-Headers', exposed);
      headers.append('Vary', 'Origin');
    });
  };
}
