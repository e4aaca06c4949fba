import { describe, expect, it } from 'vitest';
import { json, useTestApp } from './test-app';

const t = useTestApp({ BODY_LIMIT: '2048', ANALYTICS_BODY_LIMIT: '4096' });

describe('HTTP behaviour', () => {
  it('answers unknown routes with a 404 problem', async () => {
    const res = await t().request('GET', '/api/v1/nope');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const body = await json(res);
    expect(body).toMatchObject({ status: 404, title: 'Not Found', instance: '/api/v1/nope', Code: 'NotFound' });
    expect(body.RequestId).toBe(res.headers.get('x-request-id'));
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await t().post('/api/v1/games/list', '{"Locale":');
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ Code: 'MalformedJson', detail: 'Malformed JSON body' });
  });

  it('names the invalid field', async () => {
    const res = await t().post('/api/v1/info/news', { GameSystemName: 'hello-game' });
    expect(res.status).toBe(400);
    const body = await json<{ detail: string; errors: { field: string }[] }>(res);
    expect(body.detail).toContain('Locale');
    expect(body.errors[0]!.field).toBe('Locale');
  });

  it('requires a bearer token on auth calls', async () => {
    const missing = await t().post('/api/v1/profile', { Game: 'hello-game' });
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    const wrong = await t().post('/api/v1/profile', { Game: 'hello-game' }, 'not-a-token');
    expect(wrong.status).toBe(401);
  });

  it('refuses bodies over the limit with 413, with a larger limit for analytics', async () => {
    const big = { GameSystemName: 'x'.repeat(3000), Locale: 'en' };
    expect((await t().post('/api/v1/info/news', big)).status).toBe(413);
    const events = Array.from({ length: 20 }, () => ({
      EventId: 781965170,
      UserId: null,
      CreatedAt: new Date().toISOString(),
      Build: 1047,
      Platform: 24,
    }));
    const batch = { SessionId: 's-1', Platform: 24, BuildId: 1047, Events: events };
    expect(JSON.stringify(batch).length).toBeGreaterThan(2048);
    expect((await t().post('/api/v1/analytics/track', batch)).status).toBe(204);
  });

  it('never sends a stack trace', async () => {
    const res = await t().post('/api/v1/auth/authenticate_from_temp_token', { TempToken: 'x' });
    const text = await res.text();
    expect(text).not.toMatch(/at .+\.ts:\d+/);
  });

  it('allows configured origins with the Authorization header and refuses others', async () => {
    const ok = await t().request('OPTIONS', '/api/v1/profile', {
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(ok.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const evil = await t().request('GET', '/api/v1/manifest/hello-game', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps a sane incoming request id', async () => {
    const res = await t().request('GET', '/api/v1/manifest/hello-game', {
      headers: { 'X-Request-Id': 'trace-12345678' },
    });
    expect(res.headers.get('x-request-id')).toBe('trace-12345678');
  });
});
