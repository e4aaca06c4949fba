import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv, Deps } from './app-env';
import { requestContext } from './request-context';

function appWithLog() {
  const lines: { reqId: string; path: string; status: number }[] = [];
  const record = (line: (typeof lines)[number]) => void lines.push(line);
  const deps = { logger: { info: record, error: record, isLevelEnabled: () => true } } as unknown as Deps;
  const app = new Hono<AppEnv>();
  app.use(requestContext(deps));
  app.get('/file.js', (c) => c.body('1', 200, { 'Content-Type': 'text/javascript' }));
  app.all('*', (c) => c.text('ok'));
  return { app, lines };
}

describe('requestContext', () => {
  it('sends the request id and nosniff on every answer', async () => {
    const { app } = appWithLog();
    for (const path of ['/file.js', '/Profile']) {
      const res = await app.request(path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-request-id'), path).toBeTruthy();
    }
  });

  it('replaces an unusable incoming request id with its own', async () => {
    const { app, lines } = appWithLog();
    for (const incoming of ['short', 'has spaces in it', 'x'.repeat(65), '<script>alert(1)</script>']) {
      const res = await app.request('/api/v1/manifest/hello-game', { headers: { 'X-Request-Id': incoming } });
      const id = res.headers.get('x-request-id');
      expect(id).not.toBe(incoming);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.at(-1)!.reqId).toBe(id);
    }
  });

  it('keeps secret path segments out of the log', async () => {
    const { app, lines } = appWithLog();
    const secret = 'SECRET0123456789abcdef';
    for (const path of [
      `/api/v1/ftl_integration/hello-game/launcher/download/${secret}`,
      `/dev/sandbox-pay/${secret}/pay`,
      `/api/v1/bank131/payment_form/${secret}`,
      `/api/v1/bank131/check_payment/${secret}`,
      `/LoginFromGame/hello-game/${secret}`,
    ]) {
      await app.request(path);
      expect(lines.at(-1)!.path, path).not.toContain(secret);
    }
    await app.request('/api/v1/play/hello-game');
    expect(lines.at(-1)!.path).toBe('/api/v1/play/hello-game');
  });
});
