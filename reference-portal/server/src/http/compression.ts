import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { acceptedEncoding, type Coding } from './accepted-encoding';
import { changeAnswerHeaders, isCompleteAnswer } from './answer';

/** Answers smaller than this go as they are: below it a coding saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i;
// zlib answers in buffers of their own, never shared memory.
const brotli = promisify(brotliCompress) as (body: Uint8Array, options: BrotliOptions) => Promise<Buffer<ArrayBuffer>>;
const gzipped = promisify(gzip) as (body: Uint8Array, options: ZlibOptions) => Promise<Buffer<ArrayBuffer>>;
// Level 5 brotli and level 6 gzip: answers are compressed per request, so speed counts as much as size.
const encoders: Record<Coding, (body: Uint8Array) => Promise<Buffer<ArrayBuffer>>> = {
  br: (body) =>
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipped(body, { level: 6 }),
};

/** A body's coded forms, each made on first use and kept: null for a body below the threshold. */
export type CompressedForms = (coding: Coding) => Promise<Uint8Array<ArrayBuffer>> | null;

/**
 * The coded forms of a body sent again and again (a cached reply), each made once, on its first request,
 * at the levels {@link compression} uses. A failed coding is not kept: the next request tries again.
 */
export function compressedOnce(body: string, threshold = COMPRESSION_THRESHOLD): CompressedForms {
  const bytes = Buffer.from(body);
  if (bytes.length < threshold) return () => null;
  const forms = new Map<Coding, Promise<Uint8Array<ArrayBuffer>>>();
  return (coding) => {
    let form = forms.get(coding);
    if (!form) {
      form = encoders[coding](bytes);
      forms.set(coding, form);
      form.catch(() => forms.get(coding) === form && forms.delete(coding));
    }
    return form;
  };
}

/**
 * Compresses answers made per request (JSON, problem details, HTML, scripts) of at least `threshold`
 * bytes with brotli or gzip, as the request's `Accept-Encoding` allows, and sets their
 * Content-Length; every such answer says `Vary: Accept-Encoding`. Untouched: event streams, answers
 * with a Content-Encoding, `Cache-Control: no-transform`, 204, 206, 304, and answers that declare
 * their length: files (`static-files.ts`), whose compression the build decided, and complete answers
 * (`answer.ts`), whose route compresses them once ({@link compressedOnce}). Hono's own
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
