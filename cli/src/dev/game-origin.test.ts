import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGameOriginApp } from './game-origin.js';

// A developer's game folder: the game's files beside the project's own, hidden files and a link out.
const base = realpathSync(mkdtempSync(join(tmpdir(), 'game-origin-')));
const game = join(base, 'my-game');
const sdk = join(base, 'sdk');
mkdirSync(join(game, 'assets'), { recursive: true });
mkdirSync(join(game, '.git'), { recursive: true });
mkdirSync(join(game, '.playport'), { recursive: true });
mkdirSync(join(game, 'node_modules', 'dep'), { recursive: true });
mkdirSync(sdk, { recursive: true });
writeFileSync(join(game, 'index.html'), '<h1>my game</h1>');
writeFileSync(join(game, 'assets', 'app.js'), 'export {};');
writeFileSync(join(game, '.env'), 'API_KEY=secret');
writeFileSync(join(game, '.git', 'config'), '[remote "origin"]');
writeFileSync(join(game, '.playport', 'session'), 'magic link');
writeFileSync(join(game, 'node_modules', 'dep', 'index.js'), 'dependency');
writeFileSync(join(game, 'package.json'), '{"name":"my-game"}');
writeFileSync(join(game, 'playport.config.json'), '{"name":"my-game"}');
writeFileSync(join(base, 'id_rsa'), 'PRIVATE KEY');
symlinkSync(join(base, 'id_rsa'), join(game, 'key.txt'));
writeFileSync(join(sdk, 'playport.js'), 'export const sdk = 1;');

const PORTAL = 'http://127.0.0.1:32100';
const app = createGameOriginApp({
  mounts: { '/my-game/': game, '/sdk/': sdk },
  portalOrigins: [PORTAL, 'http://localhost:32100'],
});
const get = (path: string, origin?: string) =>
  app.request(`http://localhost:32101${path}`, origin ? { headers: { Origin: origin } } : {});

describe("playport dev's games origin", () => {
  it("serves the game's files and the SDK, readable (CORS) by the portal's origins only", async () => {
    const page = await get('/my-game/', PORTAL);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<h1>my game</h1>');
    expect(page.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(page.headers.get('vary')).toContain('Origin');
    expect(page.headers.get('content-security-policy')).toBe(`frame-ancestors ${PORTAL} http://localhost:32100`);
    const script = await get('/my-game/assets/app.js', 'http://localhost:32100');
    expect(script.headers.get('access-control-allow-origin')).toBe('http://localhost:32100');
    expect(await (await get('/sdk/playport.js')).text()).toBe('export const sdk = 1;');
  });

  it('gives any other origin no CORS header, and none to a request without an Origin', async () => {
    for (const origin of ['https://attacker.example', 'null', 'http://localhost:32101', undefined]) {
      const res = await get('/my-game/assets/app.js', origin);
      expect(res.status, String(origin)).toBe(200);
      expect(res.headers.get('access-control-allow-origin'), String(origin)).toBeNull();
    }
  });

  it("refuses the project's hidden files, its data, its dependencies and config, and links out of the folder", async () => {
    for (const path of [
      '/my-game/.env',
      '/my-game/.git/config',
      '/my-game/.playport/session',
      '/my-game/%2eenv',
      '/my-game/node_modules/dep/index.js',
      '/my-game/Node_Modules/dep/index.js',
      '/my-game/package.json',
      '/my-game/playport.config.json',
      '/my-game/key.txt',
      '/my-game/..%2fid_rsa',
    ]) {
      const res = await get(path, PORTAL);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe('Not found');
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });
});
