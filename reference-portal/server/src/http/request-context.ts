import type { MiddlewareHandler } from 'hono';
import { randomUUID } from 'node:crypto';
import type { AppEnv, Deps } from './app-env';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives each request an id (a sane incoming X-Request-Id is kept) and logs one line per request:
 * id, method, path without query (tokens travel in queries), status and duration.
 */
export function requestContext(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    c.set('deps', deps);
    c.header('X-Request-Id', requestId);
    c.header('X-Content-Type-Options', 'nosniff');
    await next();
    const status = c.res.status;
    const line = {
      reqId: requestId,
      method: c.req.method,
      path: redactPath(c.req.path),
      status,
      durationMs: Math.round((performance.now() - started) * 100) / 100,
    };
    if (status >= 500) deps.logger.error(line, 'request failed');
    else deps.logger.info(line, 'request');
  };
}

/**
 * Path segments that are secrets never reach the log: launcher download sessions, sandbox checkout
 * order ids, Bank131 form tokens and game-connection invite ids.
 */
function redactPath(path: string): string {
  return path.replace(/(\/download\/|\/sandbox-pay\/|\/bank131\/\w+\/|\/LoginFromGame\/[^/]+\/)[^/]+/, '$1…');
}
