// The local origins of the demo and the browser suites. The host page and the games live on two
// different sites (127.0.0.1 and localhost), as in production, so Chromium runs each game in its own
// process and every origin check is real.
import { readdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticServer } from './static-server.mjs';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The example folders that are games (everything in examples/ with an index.html but the partner page). */
export function listExampleGames(root = repoRoot) {
  const dir = join(root, 'examples');
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'partner-page' && existsSync(join(dir, d.name, 'index.html')))
    .map((d) => d.name)
    .sort();
}

/** The bundles the pages load; absent until `npm run build` has run. */
export function missingBundles(root = repoRoot) {
  return [
    'sdk/dist/playport.js',
    'host/dist/browser/playport-host.js',
    'adapters/dist/browser/index.js',
    'reference-portal/web/dist/index.html',
  ].filter((f) => !existsSync(join(root, f)));
}

function listen(server, port, address) {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, address, () => {
      server.off('error', fail);
      done(server);
    });
  });
}

// `localhost` may resolve to ::1 or to 127.0.0.1 depending on the machine; answer on both.
async function listenLoopback(makeServer, port) {
  const servers = [await listen(makeServer(), port, '127.0.0.1')];
  const v6 = await listen(makeServer(), port, '::1').catch(() => null);
  if (v6) servers.push(v6);
  return servers;
}

function jsonRoute(path, value) {
  const body = JSON.stringify(value);
  return (req, res, next) => {
    const get = req.method === 'GET' || req.method === 'HEAD';
    if (!get || (req.url ?? '/').split('?')[0] !== path) return next();
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/**
 * Starts the host origin (`http://127.0.0.1:hostPort`: the partner page, `/host/`, `/sdk/`), the games
 * origin (`http://localhost:gamePort`: every example game and `/sdk/`) and, for the bad-input suite, a
 * third origin (`http://127.0.0.1:thirdPort`: `tests/fixtures/`) when `thirdPort` is given. The games may
 * be framed by the host origin and by `partnerOrigins` (a partner's own page, see the README's quickstart).
 */
export async function startServers({
  hostPort = 5173,
  gamePort = 5174,
  thirdPort,
  partnerOrigins = [],
  root = repoRoot,
} = {}) {
  const hostOrigin = `http://127.0.0.1:${hostPort}`;
  const gameOrigin = `http://localhost:${gamePort}`;
  const games = listExampleGames(root);
  const sdk = { prefix: '/sdk/', dir: join(root, 'sdk/dist') };

  const hostServer = createStaticServer({
    mounts: [
      sdk,
      { prefix: '/host/', dir: join(root, 'host/dist/browser') },
      { prefix: '/adapters/', dir: join(root, 'adapters/dist/browser') },
      { prefix: '/simulators/', dir: join(root, 'adapters/dist/simulators') },
      { prefix: '/', dir: join(root, 'examples/partner-page') },
    ],
    before: jsonRoute('/config.json', { gameOrigin, games }),
  });
  const gameServers = await listenLoopback(
    () =>
      createStaticServer({
        mounts: [sdk, ...games.map((g) => ({ prefix: `/${g}/`, dir: join(root, 'examples', g) }))],
        headers: { 'Content-Security-Policy': `frame-ancestors ${[hostOrigin, ...partnerOrigins].join(' ')}` },
      }),
    gamePort,
  );
  const servers = [await listen(hostServer, hostPort, '127.0.0.1'), ...gameServers];

  let thirdOrigin;
  if (thirdPort !== undefined) {
    thirdOrigin = `http://127.0.0.1:${thirdPort}`;
    const third = createStaticServer({ mounts: [{ prefix: '/', dir: join(root, 'tests/fixtures') }] });
    servers.push(await listen(third, thirdPort, '127.0.0.1'));
  }

  const close = () =>
    Promise.all(
      servers.map((s) => {
        s.closeAllConnections();
        return new Promise((done) => s.close(() => done()));
      }),
    );
  return { hostOrigin, gameOrigin, thirdOrigin, games, close };
}
