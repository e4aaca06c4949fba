// Load figures of the reference API on its main read and write paths: one instance on PGlite, and on
// PostgreSQL (DATABASE_URL, or a fresh database on PLAYPORT_PG_URL's server) one instance beside two
// instances behind a round-robin proxy, interleaved round by round so both see the same machine load.
// Loopback only, bounded: BENCH_DURATION s (default 10) per scenario and round, 20 connections.
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createFreshDatabase } from '../../scripts/lib/postgres-admin.mjs';
import { startRoundRobinProxy } from '../../scripts/lib/round-robin-proxy.mjs';
import { repoRoot } from '../../scripts/lib/servers.mjs';
import { describeMachine } from './machine.mjs';

const MAIN = join(repoRoot, 'reference-portal/server/src/main.ts');
const OUT = join(repoRoot, 'tests/bench/results/server-load.json');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 20;

const events = Array.from({ length: 50 }, (_, i) => ({
  EventId: 781965170,
  UserId: 'bench-user',
  CreatedAt: new Date().toISOString(),
  Build: 1047,
  Platform: 24,
  I1: i,
  S1: 'bench',
}));
const scenarios = [
  {
    name: 'GET public_game_config',
    method: 'GET',
    path: '/api/v1/public_game_config/hello-game?WebPublishingPlatform=FxId',
  },
  {
    name: 'POST analytics/track (50 events)',
    method: 'POST',
    path: '/api/v1/analytics/track',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ SessionId: 'bench', Platform: 24, BuildId: 1047, Events: events }),
  },
];

// Each server takes three ports (API, games, payments) of its own.
let nextPort = 19000 + Math.floor(Math.random() * 50) * 10;
async function startServer(env) {
  const port = nextPort;
  nextPort += 10;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      GAMES_PORT: String(port + 1),
      PAYMENTS_PORT: String(port + 2),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Every batch comes from one address: the bench measures what the event budget costs, not its refusals.
      ANALYTICS_EVENTS_PER_MINUTE: '1000000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/v1/manifest/hello-game`).then(
      (r) => r.ok,
      () => false,
    );
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
    autocannon(
      {
        url: url + s.path,
        method: s.method,
        headers: s.headers,
        body: s.body,
        connections: CONNECTIONS,
        duration: DURATION,
      },
      (err, r) => {
        if (err) return reject(err);
        resolve({
          scenario: s.name,
          requestsPerSecond: Math.round(r.requests.average),
          p99Ms: r.latency.p99,
          p50Ms: r.latency.p50,
          non2xx: r.non2xx,
          errors: r.errors,
        });
      },
    );
  });
}

/** A PostgreSQL database for the run: DATABASE_URL, else a fresh one on PLAYPORT_PG_URL's server (dropped after). */
async function postgresDatabase() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, drop: async () => {} };
  const admin = process.env.PLAYPORT_PG_URL;
  return admin ? createFreshDatabase(admin, 'playport_bench') : null;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = [];

// PGlite: one instance (an embedded database is one process's).
{
  const dataDir = mkdtempSync(join(os.tmpdir(), 'playport-bench-'));
  const { child, url } = await startServer({ DATABASE_URL: '', DATA_DIR: dataDir, MODE: 'local' });
  try {
    for (const s of scenarios) results.push({ topology: 'pglite, 1 instance', ...(await run(url, s)) });
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// PostgreSQL: one instance and two behind the proxy, interleaved for ROUNDS rounds; the median round is reported.
const database = await postgresDatabase();
if (database) {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'playport-bench-'));
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, MODE: 'local' };
  const servers = [];
  try {
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    const proxy = await startRoundRobinProxy({
      upstreams: servers.map((s, i) => ({ name: `api-${i + 1}`, port: Number(new URL(s.url).port) })),
    });
    const topologies = [
      { name: 'postgres, 1 instance', url: servers[0].url },
      { name: 'postgres, 2 instances behind a proxy', url: proxy.url },
    ];
    const rounds = {};
    for (let round = 0; round < ROUNDS; round++) {
      for (const s of scenarios) {
        // Alternate which topology goes first, so neither always runs on a warmer machine.
        const order = round % 2 === 0 ? topologies : [...topologies].reverse();
        for (const t of order) (rounds[`${t.name}|${s.name}`] ??= []).push(await run(t.url, s));
      }
    }
    await proxy.close();
    for (const t of topologies) {
      for (const s of scenarios) {
        const runs = rounds[`${t.name}|${s.name}`];
        results.push({
          topology: t.name,
          scenario: s.name,
          rounds: runs.length,
          requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
          p50Ms: median(runs.map((r) => r.p50Ms)),
          p99Ms: median(runs.map((r) => r.p99Ms)),
          non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
          errors: runs.reduce((n, r) => n + r.errors, 0),
          perRound: runs.map((r) => r.requestsPerSecond),
        });
      }
    }
  } finally {
    for (const s of servers) await stopServer(s.child);
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
} else {
  console.log('server-load: no DATABASE_URL or PLAYPORT_PG_URL; the PostgreSQL figures are skipped');
}

const machine = describeMachine({ loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100) });
mkdirSync(join(repoRoot, 'tests/bench/results'), { recursive: true });
writeFileSync(
  OUT,
  `${JSON.stringify({ durationSeconds: DURATION, rounds: ROUNDS, connections: CONNECTIONS, machine, results }, null, 2)}\n`,
);
console.table(
  results.map((r) => ({
    topology: r.topology,
    scenario: r.scenario,
    'req/s': r.requestsPerSecond,
    'p50 ms': r.p50Ms,
    'p99 ms': r.p99Ms,
    non2xx: r.non2xx,
    rounds: r.perRound?.join(' / ') ?? '1',
  })),
);
console.log(
  `machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, node ${machine.node}, load ${machine.loadAverage?.join(' ')}; written to ${OUT}`,
);
