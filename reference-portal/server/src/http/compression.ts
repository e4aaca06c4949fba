import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { COMPRESSION_THRESHOLD, encoders } from '../encoding/compressed-forms';
import { acceptedEncoding } from './accepted-encoding';
import { changeAnswerHeaders, isCompleteAnswer } from './answer';

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i;

/**
 * Compresses answers made per request (JSON, problem details, HTML, scripts) of at least `threshold`
 * bytes with brotli or gzip, as the request's `Accept-Encoding` allows, and sets their
 * Content-Length; every such answer says `Vary: Accept-Encoding`. Untouched: event streams, answers
 * with a Content-Encoding, `Cache-Control: no-transform`, 204, 206, 304, and answers that declare
 * their length: files (`static-files.ts`), whose compression the build decided, and complete answers
 * (`answer.ts`), whose route compresses them once (`compressedOnce`, `encoding/compressed-forms.ts`). Hono's own
 * `compress` knows no brotli and measures only answers that declare a length, which JSON answers do not.
 */
export function compression(threshold = COMPRESSION_THRESHOLD): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (isCompleteAnswer(c)) return;
    // Status and headers first: reading `body` makes the server build a full Response, and most answers need no coding.
    const type = res.headers.get('Content-Type');
    if ([204, 206, 304].includes(res.status) || !type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    if (
      ['Content-Encoding', 'Content-Length'].some((name) => res.headers.has(name)) ||
      NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
    )
      return;
    const coding = acceptedEncoding(c.req.header('accept-encoding'));
    if (coding && !res.body) return;
    const vary = res.headers.get('Vary');
    if (!vary || !VARY_ACCEPT_ENCODING.test(vary))
      changeAnswerHeaders(c, (headers) => headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'));
    if (!coding) return;
    const body = new Uint8Array(await c.res.arrayBuffer());
    const encoded = body.length < threshold ? null : await encoders[coding](body);
    c.res = new Response(encoded ?? body, c.res);
    c.res.headers.set('Content-Length', String((encoded ?? body).length));
    if (!encoded) return;
    c.res.headers.set('Content-Encoding', coding);
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
