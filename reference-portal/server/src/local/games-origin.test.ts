import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createGamesOriginApp } from './games-origin';

const root = mkdtempSync(join(tmpdir(), 'games-origin-'));
mkdirSync(join(root, 'examples/hello-game'), { recursive: true });
mkdirSync(join(root, 'sdk/dist'), { recursive: true });
writeFileSync(join(root, 'examples/hello-game/index.html'), '<h1>hello</h1>');
writeFileSync(join(root, 'sdk/dist/playport.js'), 'export {}');
writeFileSync(join(root, 'secret.txt'), 'secret');
const app = createGamesOriginApp(loadConfig({}), root);

describe('games origin', () => {
  it('serves examples and the SDK build, framable only by the portal origins', async () => {
    const page = await app.request('/hello-game/');
    expect(await page.text()).toBe('<h1>hello</h1>');
    expect(page.headers.get('content-security-policy')).toBe('frame-ancestors http://localhost:8787 http://localhost:5173 http://localhost:4173 http://127.0.0.1:8787');
    const sdk = await app.request('/sdk/playport.js');
    expect(sdk.headers.get('content-type')).toContain('text/javascript');
  });
  it('never leaves its folders', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/sdk/..%2f..%2fsecret.txt', '/hello-game/%00']) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });
});
