import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../reference-portal/server/src/config.js';
import { compression } from '../../reference-portal/server/src/http/compression.js';
import { webRoutes } from '../../reference-portal/server/src/routes/web.js';
import { precompressDir } from '../../reference-portal/web/scripts/precompress.js';

// The portal build's precompress step writes the siblings; the reference server sends them in the
// files' place. The server's own test (routes/web-compression.test.ts) covers its choice of variant.
const dist = mkdtempSync(join(tmpdir(), 'playport-web-precompress-'));
const page = `<!doctype html><title>portal</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(40)}`;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
const FILES: Record<string, string | Buffer> = {
  'index.html': page,
  'service-worker.js': `self.addEventListener('fetch', () => {});\n${'// cache the shell\n'.repeat(80)}`,
  'assets/main-abc.js': script,
  'assets/style-abc.css': `.card { margin: 0 auto; padding: 1rem; }\n`.repeat(60),
  'assets/tiny-abc.js': `console.log(${JSON.stringify('spam '.repeat(190))});`, // compressible, but under 1 KiB
  'assets/noise-abc.wasm': randomBytes(4096),
  'assets/logo-abc.png': Buffer.alloc(4096, 7),
  'assets/gzip-only-abc.js': `// only gzip\n${script}`,
};
for (const [name, data] of Object.entries(FILES)) {
  mkdirSync(join(dist, name, '..'), { recursive: true });
  writeFileSync(join(dist, name), data);
}
let written: string[] = [];
beforeAll(async () => {
  written = await precompressDir(dist);
  unlinkSync(join(dist, 'assets/gzip-only-abc.js.br'));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const onDisk = (name: string) => readFileSync(join(dist, name));

describe('the build step that precompresses the portal', () => {
  it('writes .br and .gz beside each compressible file of 1 KiB or more, only where they are smaller', () => {
    expect(written).toEqual([
      'assets/gzip-only-abc.js.br',
      'assets/gzip-only-abc.js.gz',
      'assets/main-abc.js.br',
      'assets/main-abc.js.gz',
      'assets/style-abc.css.br',
      'assets/style-abc.css.gz',
      'index.html.br',
      'index.html.gz',
      'service-worker.js.br',
      'service-worker.js.gz',
    ]);
    expect(brotliDecompressSync(onDisk('assets/main-abc.js.br')).toString()).toBe(script);
    expect(gunzipSync(onDisk('assets/main-abc.js.gz')).toString()).toBe(script);
    expect(onDisk('assets/main-abc.js.br').length).toBeLessThan(onDisk('assets/main-abc.js.gz').length);
  });

  it('writes what the server sends: the brotli file, the gzip one where it is the only one, else the file', async () => {
    const app = new Hono();
    app.use(compression());
    app.route('/', webRoutes(loadConfig({ MODE: 'production', PUBLIC_URL: 'https://portal.example' }), dist, {}));
    const get = (path: string) => app.request(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
    const main = await get('/assets/main-abc.js');
    expect(main.headers.get('content-encoding')).toBe('br');
    expect(Buffer.from(await main.arrayBuffer()).equals(onDisk('assets/main-abc.js.br'))).toBe(true);
    const gz = await get('/assets/gzip-only-abc.js');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(await gz.arrayBuffer()).equals(onDisk('assets/gzip-only-abc.js.gz'))).toBe(true);
    const tiny = await get('/assets/tiny-abc.js');
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe(FILES['assets/tiny-abc.js']);
  });
});
