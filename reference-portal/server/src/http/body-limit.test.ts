import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyLimit } from './body-limit';

/** Hono's middleware, counted: a declared length must be decided without it. */
const streamed = vi.hoisted(() => ({ calls: 0 }));
vi.mock('hono/body-limit', async (importOriginal) => {
  const original = await importOriginal<typeof import('hono/body-limit')>();
  return {
    bodyLimit: (options: Parameters<typeof original.bodyLimit>[0]) => {
      const middleware = original.bodyLimit(options);
      return (...args: Parameters<typeof middleware>) => {
        streamed.calls++;
        return middleware(...args);
      };
    },
  };
});
beforeEach(() => {
  streamed.calls = 0;
});

/** An app whose one route answers the body it read, behind a 16-byte limit. */
function limited() {
  const app = new Hono();
  app.use(bodyLimit({ maxSize: 16, onError: (c) => c.text('too large', 413) }));
  app.post('/echo', async (c) => c.text(`read ${await c.req.text()}`));
  return app;
}

describe('bodyLimit through app.request', () => {
  const app = limited();
  const post = (body: string, headers: Record<string, string> = {}) =>
    app.request('/echo', { method: 'POST', body, headers });

  it('decides a declared Content-Length from the header, without reading the body', async () => {
    const refused = await post('x'.repeat(17), { 'content-length': '17' });
    expect([refused.status, await refused.text()]).toEqual([413, 'too large']);
    const passed = await post('x'.repeat(16), { 'content-length': '16' });
    expect([passed.status, await passed.text()]).toEqual([200, `read ${'x'.repeat(16)}`]);
    expect(streamed.calls).toBe(0);
  });

  it('counts a body that declares no length as it streams', async () => {
    const refused = await post('y'.repeat(17));
    expect([refused.status, await refused.text()]).toEqual([413, 'too large']);
    const passed = await post('y'.repeat(16));
    expect([passed.status, await passed.text()]).toEqual([200, `read ${'y'.repeat(16)}`]);
    expect(streamed.calls).toBe(2);
  });
});

describe('bodyLimit on a Node server', () => {
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: limited().fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Sends the chunks; with `length` a Content-Length body, without it a chunked one. */
  const send = (chunks: string[], length?: number) =>
    new Promise<[number, string]>((resolve, reject) => {
      const req = httpRequest(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/echo',
          headers: length === undefined ? {} : { 'content-length': String(length) },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (text += d));
          res.on('end', () => resolve([res.statusCode ?? 0, text]));
        },
      );
      req.on('error', reject);
      for (const chunk of chunks) req.write(chunk);
      req.end();
    });

  it('refuses a declared length over the limit and reads one within it', async () => {
    expect(await send(['a'.repeat(17)], 17)).toEqual([413, 'too large']);
    expect(await send(['a'.repeat(16)], 16)).toEqual([200, `read ${'a'.repeat(16)}`]);
    expect(streamed.calls).toBe(0);
  });

  it('refuses a chunked body once it passes the limit and reads one within it', async () => {
    expect(await send(['b'.repeat(10), 'b'.repeat(10)])).toEqual([413, 'too large']);
    expect(await send(['b'.repeat(8), 'b'.repeat(8)])).toEqual([200, `read ${'b'.repeat(16)}`]);
  });
});
