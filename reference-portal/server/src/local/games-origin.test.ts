import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createGamesOriginApp } from './games-origin';

const root = mkdtempSync(join(tmpdir(), 'games-origin-'));
mkdirSync(join(root, 'examples/hello-game'), { recursive: true });
mkdirSync(join(root, 'sdk/dist'), { recursive: true });
writeFileSync(join(root, 'examples/hello-game/index.html'), '<h1>hello</h1>');
writeFileSync(join(root, 'sdk/dist/playport.js'), 'export {}');
writeFileSync(join(root, 'secret.txt'), 'secret');
writeFileSync(join(root, 'examples/hello-game/.env'), 'SECRET=1');
mkdirSync(join(root, 'examples/.git'), { recursive: true });
writeFileSync(join(root, 'examples/.git/config'), '[core]');
mkdirSync(join(root, 'reference-portal/web/unity-player'), { recursive: true });
writeFileSync(join(root, 'reference-portal/web/unity-player/index.html'), '<canvas id="unity-canvas"></canvas>');
// A Unity WebGL build made with compression: the loader stays plain, the rest is .br (or .gz).
const unity = join(root, 'examples/unity-game/Build');
mkdirSync(unity, { recursive: true });
const UNITY = {
  'game.framework.js': 'var unityFramework = function () {};',
  'game.wasm': '\0asm\x01\0\0\0',
  'game.data': 'UnityWebData1.0\0',
};
for (const [name, text] of Object.entries(UNITY)) {
  writeFileSync(join(unity, `${name}.br`), brotliCompressSync(text));
  writeFileSync(join(unity, `${name}.gz`), gzipSync(text));
}
writeFileSync(join(unity, 'game.loader.js'), 'function createUnityInstance() {}');
writeFileSync(join(unity, 'notes.tar.gz'), gzipSync('not a web file'));
writeFileSync(join(root, 'examples/hello-game/app.js'), 'export const hello = 1;');
writeFileSync(join(root, 'examples/hello-game/app.js.br'), brotliCompressSync('export const hello = 1;'));
const app = createGamesOriginApp(loadConfig({}), root);

describe('games origin', () => {
  it('serves examples and the SDK build, framable only by the portal origins', async () => {
    const page = await app.request('/hello-game/');
    expect(await page.text()).toBe('<h1>hello</h1>');
    expect(page.headers.get('content-security-policy')).toBe(
      'frame-ancestors http://localhost:8787 http://localhost:5173 http://localhost:4173 http://127.0.0.1:8787',
    );
    const sdk = await app.request('/sdk/playport.js');
    expect(sdk.headers.get('content-type')).toContain('text/javascript');
  });
  it("serves the portal's Unity player page at /unity-player/, framable like a game", async () => {
    const player = await app.request('/unity-player/?game=space&loader=x');
    expect(player.status).toBe(200);
    expect(player.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await player.text()).toBe('<canvas id="unity-canvas"></canvas>');
    expect(player.headers.get('content-security-policy')).toBe(
      'frame-ancestors http://localhost:8787 http://localhost:5173 http://localhost:4173 http://127.0.0.1:8787',
    );
    expect((await app.request('/unity-player/..%2f..%2f..%2fsecret.txt')).status).toBe(404);
  });
  it('lets only the portal origins read its files (CORS), never every origin', async () => {
    const portal = await app.request('/hello-game/app.js', { headers: { Origin: 'http://127.0.0.1:8787' } });
    expect(portal.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8787');
    expect(portal.headers.get('vary')).toBe('Accept-Encoding, Origin');
    for (const origin of ['https://attacker.example', 'http://localhost:8788']) {
      const other = await app.request('/hello-game/', { headers: { Origin: origin } });
      expect(other.status, origin).toBe(200);
      expect(other.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });
  it('never serves a hidden file or folder', async () => {
    for (const path of ['/hello-game/.env', '/%2egit/config', '/hello-game/%2Eenv']) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });
  it('never leaves its folders', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/sdk/..%2f..%2fsecret.txt', '/hello-game/%00']) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });

  it("sends a Unity build's .br and .gz files with Content-Encoding and the type of the file inside", async () => {
    const expected = [
      ['game.framework.js', 'text/javascript; charset=utf-8'],
      ['game.wasm', 'application/wasm'],
      ['game.data', 'application/octet-stream'],
    ] as const;
    for (const [name, type] of expected) {
      for (const [suffix, coding, decode] of [
        ['.br', 'br', brotliDecompressSync],
        ['.gz', 'gzip', gunzipSync],
      ] as const) {
        const file = `${name}${suffix}`;
        const res = await app.request(`/unity-game/Build/${file}`, {
          headers: { 'Accept-Encoding': 'gzip, deflate, br' },
        });
        expect(res.status, file).toBe(200);
        expect(res.headers.get('content-encoding'), file).toBe(coding);
        expect(res.headers.get('content-type'), file).toBe(type);
        expect(res.headers.get('content-length'), file).toBe(String(readFileSync(join(unity, file)).length));
        // No precompressed sibling to choose from: it varies by Origin only (CORS).
        expect(res.headers.get('vary'), file).toBe('Origin');
        expect(decode(Buffer.from(await res.arrayBuffer())).toString(), file).toBe(UNITY[name]);
      }
    }
    const loader = await app.request('/unity-game/Build/game.loader.js');
    expect(loader.headers.get('content-encoding')).toBeNull();
    expect(loader.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await loader.text()).toBe('function createUnityInstance() {}');
  });

  it("sends other .gz files as they are, and a game file's precompressed form by Accept-Encoding", async () => {
    const archive = await app.request('/unity-game/Build/notes.tar.gz');
    expect(archive.headers.get('content-encoding')).toBeNull();
    expect(archive.headers.get('content-type')).toBe('application/octet-stream');
    expect(gunzipSync(Buffer.from(await archive.arrayBuffer())).toString()).toBe('not a web file');
    const br = await app.request('/hello-game/app.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding, Origin');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('export const hello = 1;');
    const plain = await app.request('/hello-game/app.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('export const hello = 1;');
  });

  it('answers HEAD for a Unity file with the headers of GET', async () => {
    const head = await app.request('/unity-game/Build/game.wasm.br', { method: 'HEAD' });
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(head.headers.get('content-type')).toBe('application/wasm');
    expect(head.headers.get('content-length')).toBe(String(readFileSync(join(unity, 'game.wasm.br')).length));
    expect(await head.text()).toBe('');
  });
});
