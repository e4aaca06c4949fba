// Load figures of the reference API on its main read and write paths, on PGlite and (when
// DATABASE_URL is set) on PostgreSQL. Loopback only, bounded: 10 s per scenario, 20 connections.
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from '../../scripts/lib/servers.mjs';
import { describeMachine } from './machine.mjs';

const MAIN = join(repoRoot, 'reference-portal/server/src/main.ts');
const OUT = join(repoRoot, 'tests/bench/results/server-load.json');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 20;

const events = Array.from({ length: 50 }, (_, i) => ({
  EventId: 781965170, UserId: 'bench-user', CreatedAt: new Date().toISOString(), Build: 1047, Platform: 24, I1: i, S1: 'bench',
}));
const scenarios = [
  { name: 'GET public_game_config', method: 'GET', path: '/api/v1/public_game_config/hello-game?WebPublishingPlatform=FxId' },
  {
    name: 'POST analytics/track (50 events)', method: 'POST', path: '/api/v1/analytics/track',
    headers: { 'content-type': 'application/json' }, body: JSON.stringify({ SessionId: 'bench', Platform: 24, BuildId: 1047, Events: events }),
  },
];

async function startServer(env) {
  const port = 19000 + Math.floor(Math.random() * 500);
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), GAMES_PORT: String(port + 1), PAYMENTS_PORT: String(port + 2), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/v1/manifest/hello-game`).then((r) => r.ok, () => false);
    if (ok) return { child, url };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

async function stopServer(child) {
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await done;
}

function run(url, s) {
  return new Promise((resolve, reject) => {
    autocannon({ url: url + s.path, method: s.method, headers: s.headers, body: s.body, connections: CONNECTIONS, duration: DURATION }, (err, r) => {
      if (err) return reject(err);
      resolve({
        scenario: s.name,
        requestsPerSecond: Math.round(r.requests.average),
        p99Ms: r.latency.p99,
        p50Ms: r.latency.p50,
        non2xx: r.non2xx,
        errors: r.errors,
      });
    });
  });
}

const drivers = [{ driver: 'pglite', env: {} }];
if (process.env.DATABASE_URL) drivers.push({ driver: 'postgres', env: { DATABASE_URL: process.env.DATABASE_URL } });

const results = [];
for (const d of drivers) {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'playport-bench-'));
  const { child, url } = await startServer({ ...(d.driver === 'pglite' ? { DATABASE_URL: '' } : {}), ...d.env, DATA_DIR: dataDir, MODE: 'local' });
  try {
    for (const s of scenarios) results.push({ driver: d.driver, ...(await run(url, s)) });
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const machine = describeMachine({ loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100) });
mkdirSync(join(repoRoot, 'tests/bench/results'), { recursive: true });
writeFileSync(OUT, `${JSON.stringify({ durationSeconds: DURATION, connections: CONNECTIONS, machine, results }, null, 2)}\n`);
console.table(results.map((r) => ({ driver: r.driver, scenario: r.scenario, 'req/s': r.requestsPerSecond, 'p99 ms': r.p99Ms, non2xx: r.non2xx })));
console.log(`machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, node ${machine.node}; written to ${OUT}`);
