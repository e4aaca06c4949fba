import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { GAME_ORIGIN, GAME_PORT, HOST_ORIGIN, HOST_PORT } from '../support/origins.js';

// Raw HTTP, so that paths such as `/../` reach the server exactly as written.
function get(port: number, path: string, method = 'GET', host = '127.0.0.1') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest({ host, port, path, method }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

test.describe('local servers', () => {
  test('serve the pages and bundles with their content types and no caching', async () => {
    const cases: [number, string, string][] = [
      [HOST_PORT, '/', 'text/html; charset=utf-8'],
      [HOST_PORT, '/main.js', 'text/javascript; charset=utf-8'],
      [HOST_PORT, '/style.css', 'text/css; charset=utf-8'],
      [HOST_PORT, '/host/playport-host.js', 'text/javascript; charset=utf-8'],
      [HOST_PORT, '/sdk/playport.js', 'text/javascript; charset=utf-8'],
      [HOST_PORT, '/config.json', 'application/json; charset=utf-8'],
      [GAME_PORT, '/hello-game/', 'text/html; charset=utf-8'],
      [GAME_PORT, '/conformance-game/samples.js', 'text/javascript; charset=utf-8'],
      [GAME_PORT, '/sdk/playport.js', 'text/javascript; charset=utf-8'],
      [GAME_PORT, '/sdk/playport.js.map', 'application/json; charset=utf-8'],
    ];
    for (const [port, path, type] of cases) {
      const res = await get(port, path);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type'], path).toBe(type);
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  test('the games origin may be framed only by the host origin', async () => {
    const res = await get(GAME_PORT, '/conformance-game/');
    expect(res.headers['content-security-policy']).toBe(`frame-ancestors ${HOST_ORIGIN}`);
    expect((await get(HOST_PORT, '/')).headers['content-security-policy']).toBeUndefined();
  });

  test('config.json names the games origin and the example games', async () => {
    const config = JSON.parse((await get(HOST_PORT, '/config.json')).body);
    expect(config).toEqual({ gameOrigin: GAME_ORIGIN, games: ['conformance-game', 'hello-game'] });
  });

  test('refuse traversal, dotfiles, listings and other methods', async () => {
    // `/../x` and `/%2e%2e/x` are normalised to `/x` by the URL parser; encoded slashes are not.
    const refused = [
      '/../tsconfig.base.json',
      '/%2e%2e/%2e%2e/tsconfig.base.json',
      '/sdk/..%2f..%2fpackage.json',
      '/..%2f..%2fpackage.json',
      '/sdk/%2e%2e/src/index.ts',
      '/host/..%5c..%5cpackage.json',
      '/%00',
      '/.env',
      '/sdk/.tsc/index.js',
      '//etc/passwd',
      '/sdk/',
      '/host/',
      '/nope.html',
      '/%E0%A4%A',
    ];
    for (const path of refused) {
      const res = await get(HOST_PORT, path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toBe('Not Found\n');
    }
    expect((await get(HOST_PORT, '/../package.json')).body).not.toContain('"name": "playport"');
    expect((await get(GAME_PORT, '/')).status).toBe(404);
    expect((await get(GAME_PORT, '/partner-page/')).status).toBe(404);
    expect((await get(GAME_PORT, '/hello-game/package.json/../../../package.json')).status).toBe(404);
    expect((await get(GAME_PORT, '/hello-game')).headers.location).toBe('/hello-game/');
    expect((await get(HOST_PORT, '//[')).status).toBe(400);
    expect((await get(HOST_PORT, '/')).status).toBe(200);
    const post = await get(HOST_PORT, '/', 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    const head = await get(HOST_PORT, '/', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });
});
