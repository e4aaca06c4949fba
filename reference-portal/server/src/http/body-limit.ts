import type { MiddlewareHandler } from 'hono';
import { bodyLimit as streamedBodyLimit } from 'hono/body-limit';

/** What {@link bodyLimit} takes: the largest body in bytes, and what answers a larger one. */
export interface BodyLimitOptions {
  readonly maxSize: number;
  readonly onError: Parameters<typeof streamedBodyLimit>[0]['onError'] & {};
}

/**
 * Hono's body limit, with the common case decided from the headers alone: a request that declares its
 * `Content-Length` and no `Transfer-Encoding` is refused or let through by that length, without touching
 * its body. Node's HTTP parser never delivers more bytes than the declared length, so the check is as
 * strict as counting, and the route then reads the body straight from Node's request rather than through
 * a web stream built only to be measured. A chunked body is counted as it streams, by Hono's middleware.
 */
export function bodyLimit(options: BodyLimitOptions): MiddlewareHandler {
  const streamed = streamedBodyLimit(options);
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined)
      return Number(length) > options.maxSize ? options.onError(c) : next();
    return streamed(c, next);
  };
}
