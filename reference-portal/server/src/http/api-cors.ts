import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { answerHeaders, changeAnswerHeaders, isCompleteAnswer } from './answer';

const EXPOSED = ['X-Request-Id', 'Retry-After'];

/**
 * CORS for `/api/*`: the portal origins of `origins` may call the API and read the request id and
 * Retry-After. Preflights are Hono's `cors`; other requests get the same headers once answered, set on
 * the answer itself (Hono's `cors` sets them on an empty answer first, which makes the server copy
 * every answer into a full Response before sending it), or made with it (http/answer.ts).
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
    const origin = allowed(c.req.header('origin') ?? '');
    const answer = answerHeaders(c);
    if (origin) answer['Access-Control-Allow-Origin'] = origin;
    answer['Access-Control-Expose-Headers'] = exposed;
    answer.Vary = answer.Vary ? `${answer.Vary}, Origin` : 'Origin';
    await next();
    if (isCompleteAnswer(c)) return;
    changeAnswerHeaders(c, (headers) => {
      if (origin) headers.set('Access-Control-Allow-Origin', origin);
      headers.set('Access-Control-Expose-Headers', exposed);
      headers.append('Vary', 'Origin');
    });
  };
}
