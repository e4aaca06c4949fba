import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { sdkRoutes } from './sdk-files';

const dist = mkdtempSync(join(tmpdir(), 'playport-sdk-'));
writeFileSync(join(dist, 'playport.js'), 'var Playport = {};');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = new Hono().route('/', sdkRoutes(dist));
app.notFound((c) => c.text('app 404', 404));

describe('the SDK at /sdk/ on the portal address', () => {
  it('serves the script tag build to any page', async () => {
    const res = await app.request('/sdk/playport.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('var Playport = {};');
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('leaves missing files and path escapes to the app', async () => {
    for (const path of ['/sdk/missing.js', '/sdk/..%2f..%2fetc%2fpasswd', '/sdk/']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toBe('app 404');
    }
  });
});
