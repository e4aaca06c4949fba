// The servers of the portal bench: one reference server set-up in local mode (one database, one
// configuration, one games origin) serving two builds on two ports: the portal
// (reference-portal/web/dist) and the minimal Vite + React page that embeds the same game
// (tests/bench/portal-baseline/dist). Both get the same `/config.js`, API, compression and headers,
// so the only difference between them is the page. Run with tsx; prints `ready` when both answer.
import { serve } from '@hono/node-server';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../reference-portal/server/src/app';
import { loadConfig } from '../../reference-portal/server/src/config';
import { openDatabase } from '../../reference-portal/server/src/db/open-database';
import { createGamesOriginApp } from '../../reference-portal/server/src/local/games-origin';
import { seedLocalData } from '../../reference-portal/server/src/seed/seed';
import { repoRoot } from '../../scripts/lib/servers.mjs';

const portalPort = Number(process.env.BENCH_PORTAL_PORT ?? 5380);
const baselinePort = portalPort + 1;
const gamesPort = portalPort + 2;
const portalOrigin = `http://127.0.0.1:${portalPort}`;
const baselineOrigin = `http://127.0.0.1:${baselinePort}`;

const config = loadConfig({
  MODE: 'local',
  PORT: String(portalPort),
  GAMES_PORT: String(gamesPort),
  PAYMENTS_PORT: String(portalPort + 3),
  HOST: '127.0.0.1',
  PUBLIC_URL: portalOrigin,
  // Both pages may call the API and frame the games origin.
  CORS_ORIGINS: `${portalOrigin},${baselineOrigin}`,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'playport-bench-portal-')),
  PGLITE_FSYNC: 'off',
  LOG_LEVEL: 'warn',
  PORTAL_SENTRY_DSN: '',
  SENTRY_DSN: '',
});
const database = await openDatabase(config);
await database.migrate();
await seedLocalData(database.db, config);
const app = (webDist: string) => createApp({ db: database.db, config, webDist });
serve({ fetch: app(join(repoRoot, 'reference-portal/web/dist')).fetch, port: portalPort, hostname: '127.0.0.1' });
// BENCH_PORTAL_BASELINE=off: the portal alone (a bench whose baseline is the portal itself).
const withBaseline = process.env.BENCH_PORTAL_BASELINE !== 'off';
if (withBaseline)
  serve({
    fetch: app(join(repoRoot, 'tests/bench/portal-baseline/dist')).fetch,
    port: baselinePort,
    hostname: '127.0.0.1',
  });
serve({ fetch: createGamesOriginApp(config).fetch, port: gamesPort, hostname: '127.0.0.1' });
for (const origin of withBaseline ? [portalOrigin, baselineOrigin] : [portalOrigin]) {
  for (let i = 0; ; i++) {
    const ok = await fetch(`${origin}/config.js`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 200) throw new Error(`${origin} does not answer`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
console.log('ready');
