import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, type BrotliOptions, type ZlibOptions } from 'node:zlib';

/** The content codings the server sends, in its order of preference (brotli is the smaller). */
export const CODINGS = ['br', 'gzip'] as const;
export type Coding = (typeof CODINGS)[number];

/** Answers smaller than this go as they are: below it a coding saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

// zlib answers in buffers of their own, never shared memory.
const brotli = promisify(brotliCompress) as (body: Uint8Array, options: BrotliOptions) => Promise<Buffer<ArrayBuffer>>;
const gzipped = promisify(gzip) as (body: Uint8Array, options: ZlibOptions) => Promise<Buffer<ArrayBuffer>>;
// Level 5 brotli and level 6 gzip: answers are compressed per request, so speed counts as much as size.
export const encoders: Record<Coding, (body: Uint8Array) => Promise<Buffer<ArrayBuffer>>> = {
  br: (body) =>
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipped(body, { level: 6 }),
};

/** A body's coded forms, each made on first use and kept: null for a body below the threshold. */
export type CompressedForms = (coding: Coding) => Promise<Uint8Array<ArrayBuffer>> | null;

/**
 * The coded forms of a body sent again and again (a cached reply), each made once, on its first request,
 * at the levels the answers made per request are coded with (`http/compression.ts`). A failed coding is not kept: the next request tries again.
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
