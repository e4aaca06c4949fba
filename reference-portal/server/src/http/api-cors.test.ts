import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiCors } from './api-cors';

const ORIGIN = 'http://localhost:5173';

function app() {
  const a = new Hono();
  a.use('/api/*', apiCors([ORIGIN]));
  a.get('/api/json', (c) => c.json({ ok: true }));
  a.get('/api/fixed', () => fetchLike());
  a.get('/api/fails', () => {
    throw new Error('boom');
  });
  a.onError((_err, c) => c.json({ failed: true }, 500));
  return a;
}

/** An answer whose headers cannot change, as `fetch` returns them. */
function fetchLike(): Response {
  const res = Response.redirect('http://localhost/elsewhere', 302);
  expect(() => res.headers.set('X-Try', '1')).toThrow(TypeError);
  return res;
}

describe('apiCors', () => {
  it('lets a listed origin read the answer and the exposed headers, on answers of every kind', async () => {
    for (const path of ['/api/json', '/api/fixed', '/api/fails']) {
      const res = await app().request(path, { headers: { Origin: ORIGIN } });
      expect(res.headers.get('access-control-allow-origin'), path).toBe(ORIGIN);
      expect(res.headers.get('access-control-expose-headers'), path).toBe('X-Request-Id,Retry-After');
      expect(res.headers.get('vary'), path).toBe('Origin');
    }
    expect((await app().request('/api/fixed', { headers: { Origin: ORIGIN } })).status).toBe(302);
    expect((await app().request('/api/fails', { headers: { Origin: ORIGIN } })).status).toBe(500);
  });

  it('names no origin for an unlisted one or none, and still varies on Origin', async () => {
    for (const headers of [{ Origin: 'https://evil.example' }, {}] as Record<string, string>[]) {
      const res = await app().request('/api/json', { headers });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-expose-headers')).toBe('X-Request-Id,Retry-After');
      expect(res.headers.get('vary')).toBe('Origin');
      expect(await res.json()).toEqual({ ok: true });
    }
  });

  it('answers a preflight of a listed origin with the methods, headers and max age', async () => {
    const res = await app().request('/api/json', {
      method: 'OPTIONS',
      headers: {
        Origin: ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(res.headers.get('access-control-allow-methods')).toBe('GET,POST,OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toBe('Authorization,Content-Type,X-Request-Id');
    expect(res.headers.get('access-control-max-age')).toBe('600');
  });
});
