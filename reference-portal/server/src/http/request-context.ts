import type { MiddlewareHandler } from 'hono';
import { randomUUID } from 'node:crypto';
import { recordRequest } from '../ops/metrics';
import { answerHeaders, changeAnswerHeaders, isCompleteAnswer } from './answer';
import type { AppEnv, Deps } from './app-env';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives each request an id (a sane incoming X-Request-Id is kept), and once it is answered sends the id
 * and `nosniff` with the answer, counts and times it (ops/metrics.ts) and logs one line: id, method,
 * path without query (tokens travel in queries), status and duration. One layer for all of it, and the
 * headers set on the answer itself or made with it (http/answer.ts): each middleware layer and each
 * early header costs every request.
 */
export function requestContext(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    c.set('deps', deps);
    const answer = answerHeaders(c);
    answer['X-Request-Id'] = requestId;
    answer['X-Content-Type-Options'] = 'nosniff';
    await next();
    if (!isCompleteAnswer(c))
      changeAnswerHeaders(c, (headers) => {
        headers.set('X-Request-Id', requestId);
        headers.set('X-Content-Type-Options', 'nosniff');
      });
    const durationMs = performance.now() - started;
    recordRequest(c, durationMs / 1000);
    const status = c.res.status;
    const failed = status >= 500;
    if (!failed && !deps.logger.isLevelEnabled('info')) return;
    const line = {
      reqId: requestId,
      method: c.req.method,
      path: redactPath(c.req.path),
      status,
      durationMs: Math.round(durationMs * 100) / 100,
    };
    if (failed) deps.logger.error(line, 'request failed');
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
