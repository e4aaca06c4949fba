import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { answerHeaders, completeAnswer, isCompleteAnswer } from './answer';
import { apiCors } from './api-cors';
import type { AppEnv, Deps } from './app-env';
import { COMPRESSION_THRESHOLD, compressedOnce } from '../encoding/compressed-forms';
import { compression } from './compression';
import { requestContext } from './request-context';

const ORIGIN = 'http://localhost:5173';
const LARGE = JSON.stringify({ text: 'x'.repeat(4 * COMPRESSION_THRESHOLD) });

/** The server's own layers, in its order, around a route that answers completely and one that does not. */
function app() {
  const deps = { logger: { isLevelEnabled: () => false, error: () => {} } } as unknown as Deps;
  const a = new Hono<AppEnv>();
  const completes: boolean[] = [];
  a.use(requestContext(deps));
  a.use(compression());
  a.use('/api/*', apiCors([ORIGIN]));
  a.use('/api/*', async (c, next) => {
    await next();
    completes.push(isCompleteAnswer(c));
  });
  a.get('/api/complete', (c) =>
    completeAnswer(c, LARGE, 200, { 'Content-Type': 'application/json', Vary: 'Accept-Encoding', ETag: 'W/"a"' }),
  );
  a.get('/api/plain', (c) => c.body(LARGE, 200, { 'Content-Type': 'application/json' }));
  return { app: a, completes };
}

describe('complete answers', () => {
  it('carry the request id, nosniff, CORS and the Vary of both, from one plain object', async () => {
    const { app: a, completes } = app();
    const res = await a.request('/api/complete', { headers: { Origin: ORIGIN, 'X-Request-Id': 'complete-test-01' } });
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toEqual({
      'access-control-allow-origin': ORIGIN,
      'access-control-expose-headers': 'X-Request-Id,Retry-After',
      'content-type': 'application/json',
      etag: 'W/"a"',
      vary: 'Origin, Accept-Encoding',
      'x-content-type-options': 'nosniff',
      'x-request-id': 'complete-test-01',
    });
    expect(await res.text()).toBe(LARGE);
    expect(completes).toEqual([true]);
  });

  it('are left as made: not compressed by the layer, which still compresses other answers', async () => {
    const { app: a, completes } = app();
    const complete = await a.request('/api/complete', { headers: { 'Accept-Encoding': 'br' } });
    expect(complete.headers.get('content-encoding')).toBeNull();
    expect(await complete.text()).toBe(LARGE);
    const plain = await a.request('/api/plain', { headers: { 'Accept-Encoding': 'br', Origin: ORIGIN } });
    expect(plain.headers.get('content-encoding')).toBe('br');
    expect(plain.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plain.headers.get('vary')).toBe('Origin, Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await plain.arrayBuffer())).toString()).toBe(LARGE);
    expect(completes).toEqual([true, false]);
  });

  it('without the layers have just their own headers', async () => {
    const a = new Hono();
    a.get('/x', (c) => {
      expect(answerHeaders(c)).toEqual({});
      return completeAnswer(c, 'hi', 201, { 'Content-Type': 'text/plain', Vary: 'Accept-Encoding' });
    });
    const res = await a.request('/x');
    expect(res.status).toBe(201);
    expect(Object.fromEntries(res.headers)).toEqual({ 'content-type': 'text/plain', vary: 'Accept-Encoding' });
  });
});

describe('compressedOnce', () => {
  it('codes a body once per coding, and each form decodes to the body', async () => {
    const forms = compressedOnce(LARGE);
    const br = forms('br')!;
    const gzip = forms('gzip')!;
    expect(forms('br')).toBe(br);
    expect(forms('gzip')).toBe(gzip);
    expect(brotliDecompressSync(await br).toString()).toBe(LARGE);
    expect(gunzipSync(await gzip).toString()).toBe(LARGE);
    expect((await br).length).toBeLessThan(LARGE.length / 10);
  });

  it('leaves a body below the threshold as it is', () => {
    const small = 'y'.repeat(COMPRESSION_THRESHOLD - 1);
    expect(compressedOnce(small)('br')).toBeNull();
    expect(compressedOnce(small)('gzip')).toBeNull();
    expect(compressedOnce('y'.repeat(COMPRESSION_THRESHOLD))('gzip')).not.toBeNull();
  });
});
