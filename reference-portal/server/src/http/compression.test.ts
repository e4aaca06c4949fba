import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { ApiError, ErrorCode } from './api-error';
import { COMPRESSION_THRESHOLD } from '../encoding/compressed-forms';

const t = useTestApp();
const big = {
  Items: Array.from({ length: 60 }, (_, i) => ({ Id: i, Name: `item number ${i}`, Tags: ['one', 'two'] })),
};
// A JSON string body of exactly `size` bytes.
const sized = (size: number) => JSON.stringify('x'.repeat(size - 2));
const precompressed = gzipSync('already compressed '.repeat(200));

beforeAll(() => {
  const app = t().app;
  app.get('/api/v1/__big', (c) => c.json(big));
  app.get('/api/v1/__sized/:size', (c) =>
    c.body(sized(Number(c.req.param('size'))), 200, { 'Content-Type': 'application/json' }),
  );
  app.get('/api/v1/__events', (c) =>
    c.body(`data: ${'tick '.repeat(500)}\n\n`, 200, { 'Content-Type': 'text/event-stream' }),
  );
  app.get('/api/v1/__encoded', (c) =>
    c.body(precompressed, 200, { 'Content-Type': 'text/plain', 'Content-Encoding': 'gzip' }),
  );
  app.get('/api/v1/__no-transform', (c) =>
    c.body(sized(4096), 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-transform' }),
  );
  app.get('/api/v1/__file', (c) =>
    c.body(sized(4096), 200, { 'Content-Type': 'application/json', 'Content-Length': '4096' }),
  );
  app.get('/api/v1/__problem', () => {
    throw new ApiError(400, ErrorCode.ValidationFailed, `Bad field: ${'details '.repeat(200)}`);
  });
});

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  t().app.request(path, {
    method,
    headers: { 'X-Request-Id': 'compress-test-0001', ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}) },
  });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('compressed answers', () => {
  it('JSON of 1 KiB or more goes brotli when accepted, gzip otherwise, with its length, Vary and the request id', async () => {
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await get('/api/v1/__big', accept);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding'), accept).toBe(coding);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.headers.get('vary')).toBe('Origin, Accept-Encoding');
      expect(res.headers.get('x-request-id')).toBe('compress-test-0001');
      const body = await bytes(res);
      expect(res.headers.get('content-length')).toBe(String(body.length));
      expect(body.length).toBeLessThan(JSON.stringify(big).length / 3);
      expect(JSON.parse(decode(body).toString())).toEqual(big);
    }
  });

  it('is sent as it is without Accept-Encoding, to identity and when every coding has q=0', async () => {
    for (const accept of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await get('/api/v1/__big', accept);
      expect(res.headers.get('content-encoding'), accept).toBeNull();
      expect(res.headers.get('vary')).toBe('Origin, Accept-Encoding');
      expect(await res.json()).toEqual(big);
    }
  });

  it('compresses from the threshold up, not below it', async () => {
    expect(COMPRESSION_THRESHOLD).toBe(1024);
    const under = await get('/api/v1/__sized/1023', 'br');
    expect(under.headers.get('content-encoding')).toBeNull();
    expect(under.headers.get('content-length')).toBe('1023');
    expect(await under.text()).toBe(sized(1023));
    const at = await get('/api/v1/__sized/1024', 'br');
    expect(at.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(at)).toString()).toBe(sized(1024));
  });

  it('problem details keep their body, type and request id, compressed or not', async () => {
    const plain = await get('/api/v1/__problem');
    const expected = await plain.json();
    expect(expected).toMatchObject({ Code: 'ValidationFailed', status: 400, RequestId: 'compress-test-0001' });
    const res = await get('/api/v1/__problem', 'br');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('x-request-id')).toBe('compress-test-0001');
    expect(JSON.parse(brotliDecompressSync(await bytes(res)).toString())).toEqual(expected);
    const small = await get('/api/v1/no-such-route', 'br');
    expect(small.status).toBe(404);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('x-request-id')).toBe('compress-test-0001');
    expect(await small.json()).toMatchObject({ Code: 'NotFound', RequestId: 'compress-test-0001' });
  });

  it('leaves event streams, encoded bodies, no-transform answers and files (their length declared) alone', async () => {
    const events = await get('/api/v1/__events', 'br, gzip');
    expect(events.headers.get('content-encoding')).toBeNull();
    expect(events.headers.get('vary')).toBe('Origin');
    expect(await events.text()).toBe(`data: ${'tick '.repeat(500)}\n\n`);
    const encoded = await get('/api/v1/__encoded', 'br, gzip');
    expect(encoded.headers.get('content-encoding')).toBe('gzip');
    expect((await bytes(encoded)).equals(precompressed)).toBe(true);
    const kept = await get('/api/v1/__no-transform', 'br, gzip');
    expect(kept.headers.get('content-encoding')).toBeNull();
    expect(await kept.text()).toBe(sized(4096));
    const file = await get('/api/v1/__file', 'br, gzip');
    expect(file.headers.get('content-encoding')).toBeNull();
    expect(file.headers.get('vary')).toBe('Origin');
    expect(await file.text()).toBe(sized(4096));
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get('/api/v1/__big', 'br', 'HEAD');
    const full = await get('/api/v1/__big', 'br');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(Object.fromEntries(head.headers)).toEqual(Object.fromEntries(full.headers));
    expect(await head.text()).toBe('');
  });
});
