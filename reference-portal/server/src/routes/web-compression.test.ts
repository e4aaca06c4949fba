import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { compression } from '../http/compression';
import { webRoutes } from './web';

// A portal build in miniature, with the .br and .gz siblings the build writes beside its larger
// compressible files (the build's step itself is tested in tests/unit/web-precompress.test.ts).
const dist = mkdtempSync(join(tmpdir(), 'playport-web-encoded-'));
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
const VARIANTS: Record<string, readonly ('br' | 'gz')[]> = {
  'index.html': ['br', 'gz'],
  'service-worker.js': ['br', 'gz'],
  'assets/main-abc.js': ['br', 'gz'],
  'assets/style-abc.css': ['br', 'gz'],
  'assets/gzip-only-abc.js': ['gz'],
};
const encode = { br: (data: Buffer) => brotliCompressSync(data), gz: (data: Buffer) => gzipSync(data) };
for (const [name, data] of Object.entries(FILES)) {
  mkdirSync(join(dist, name, '..'), { recursive: true });
  writeFileSync(join(dist, name), data);
  for (const coding of VARIANTS[name] ?? [])
    writeFileSync(join(dist, `${name}.${coding}`), encode[coding](Buffer.from(data)));
}
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = new Hono();
// As in the app: the files pass the per-request compression untouched.
app.use(compression());
app.route('/', webRoutes(loadConfig({ MODE: 'production', PUBLIC_URL: 'https://portal.example' }), dist, {}));
app.notFound((c) => c.text('not found', 404));

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app.request(path, { method, headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });
const onDisk = (name: string) => readFileSync(join(dist, name));
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
const IMMUTABLE = 'public, max-age=31536000, immutable';
const JS = 'text/javascript; charset=utf-8';

describe('the portal files by Accept-Encoding', () => {
  it('sends the brotli file to a browser that accepts br, with the original type, its length and Vary', async () => {
    const res = await get('/assets/main-abc.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toEqual({
      'cache-control': IMMUTABLE,
      'content-encoding': 'br',
      'content-length': String(onDisk('assets/main-abc.js.br').length),
      'content-type': JS,
      vary: 'Accept-Encoding',
    });
    const body = await bytes(res);
    expect(body.equals(onDisk('assets/main-abc.js.br'))).toBe(true);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends the gzip file where br is not accepted or refused with q=0', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const res = await get('/assets/style-abc.css', accept);
      expect(res.headers.get('content-encoding'), accept).toBe('gzip');
      expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8');
      expect(res.headers.get('content-length')).toBe(String(onDisk('assets/style-abc.css.gz').length));
      expect(gunzipSync(await bytes(res)).toString()).toBe(FILES['assets/style-abc.css']);
    }
  });

  it('sends the file itself without Accept-Encoding, to identity, or when every coding has q=0', async () => {
    for (const accept of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0', '*;q=0']) {
      const res = await get('/assets/main-abc.js', accept);
      expect(Object.fromEntries(res.headers), String(accept)).toEqual({
        'cache-control': IMMUTABLE,
        'content-length': String(Buffer.byteLength(script)),
        'content-type': JS,
        vary: 'Accept-Encoding',
      });
      expect(await res.text()).toBe(script);
    }
  });

  it('falls back to the variant that exists, or to the file, when one is missing', async () => {
    const gz = await get('/assets/gzip-only-abc.js', 'br, gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(FILES['assets/gzip-only-abc.js']);
    const plain = await get('/assets/gzip-only-abc.js', 'br');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(FILES['assets/gzip-only-abc.js']);
  });

  it('sends small, binary and incompressible files as they are, without Vary', async () => {
    for (const [name, type] of [
      ['assets/tiny-abc.js', JS],
      ['assets/logo-abc.png', 'image/png'],
      ['assets/noise-abc.wasm', 'application/wasm'],
    ] as const) {
      const res = await get(`/${name}`, 'br, gzip');
      expect(Object.fromEntries(res.headers), name).toEqual({
        'cache-control': IMMUTABLE,
        'content-length': String(onDisk(name).length),
        'content-type': type,
      });
      expect((await bytes(res)).equals(onDisk(name))).toBe(true);
    }
  });

  it('caches hashed assets for a year and revalidates everything else', async () => {
    expect((await get('/assets/main-abc.js', 'br')).headers.get('cache-control')).toBe(IMMUTABLE);
    const sw = await get('/service-worker.js', 'br');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-encoding')).toBe('br');
    expect(sw.headers.get('service-worker-allowed')).toBe('/');
    expect(brotliDecompressSync(await bytes(sw)).toString()).toBe(FILES['service-worker.js']);
    expect((await get('/Profile', 'br')).headers.get('cache-control')).toBe('no-cache');
  });

  it("sends index.html compressed on every page path, with that path's security headers", async () => {
    for (const path of ['/', '/Profile', '/play/hello-game/iframe/vkcom']) {
      const res = await get(path, 'gzip, br');
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('content-length')).toBe(String(onDisk('index.html.br').length));
      expect(res.headers.get('content-security-policy')).toContain(
        "default-src 'self'; script-src 'self' https://yandex.ru https://pagead2.googlesyndication.com https://challenges.cloudflare.com;",
      );
      expect(brotliDecompressSync(await bytes(res)).toString()).toBe(page);
    }
    expect(await (await get('/Profile', 'identity')).text()).toBe(page);
    expect((await get('/play/hello-game/iframe/vkcom', 'br')).headers.get('content-security-policy')).toContain(
      'https://vk.com',
    );
  });

  it('never answers for a .br or .gz file itself', async () => {
    for (const path of [
      '/assets/main-abc.js.br',
      '/assets/main-abc.js.gz',
      '/index.html.br',
      '/service-worker.js.gz',
      '/assets/MAIN-ABC.JS.BR',
    ]) {
      const res = await get(path, 'br, gzip');
      expect(res.status, path).toBe(404);
      expect(await res.text()).toBe('not found');
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const head = await get('/assets/main-abc.js', accept, 'HEAD');
      const full = await get('/assets/main-abc.js', accept);
      expect(head.status).toBe(200);
      expect(Object.fromEntries(head.headers), accept).toEqual(Object.fromEntries(full.headers));
      expect(await head.text()).toBe('');
    }
    expect((await get('/Profile', 'br', 'HEAD')).headers.get('content-encoding')).toBe('br');
  });
});
