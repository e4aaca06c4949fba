import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../reference-portal/server/src/db/open-database';
import { createFreshDatabase, withClient } from '../../scripts/lib/postgres-admin.mjs';
import { repoRoot, sleep, startServer, track, type ServerProcess } from './server-process';

// Set by scripts/test-server-ops.mjs: a PostgreSQL server these tests may stop and start.
const adminUrl = process.env.PLAYPORT_OPS_PG_URL;
const pgCtl = process.env.PLAYPORT_OPS_PG_CTL ? (JSON.parse(process.env.PLAYPORT_OPS_PG_CTL) as string[]) : [];
const postgres = (action: 'stop' | 'start') =>
  execFileSync(pgCtl[0]!, [...pgCtl.slice(1), '-w', ...(action === 'stop' ? ['-m', 'fast'] : []), action], {
    stdio: 'ignore',
  });

// Freezes (SIGSTOP) or thaws (SIGCONT) every process of that server: connections stay open, nothing answers.
const pgData = process.env.PLAYPORT_OPS_PG_DATA;
function freeze(signal: 'SIGSTOP' | 'SIGCONT') {
  const postmaster = Number(readFileSync(join(pgData!, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number);
  for (const pid of [postmaster, ...children]) process.kill(pid, signal);
}

const started: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.stop('SIGKILL')));
});

const admin = withClient;

/** A fresh, empty database on the test server; its URL. */
const freshDatabase = async () => (await createFreshDatabase(adminUrl!, 'ops')).url;

const MIGRATIONS = readdirSync(join(repoRoot, 'reference-portal/server/drizzle')).filter((f) =>
  f.endsWith('.sql'),
).length;

describe.skipIf(!adminUrl)('on a PostgreSQL server', () => {
  beforeAll(() => expect(pgCtl.length).toBeGreaterThan(0));
  afterAll(() => {
    // Whatever a test left, the server is up for the next file.
    try {
      freeze('SIGCONT');
    } catch {
      /* not running */
    }
    try {
      postgres('start');
    } catch {
      /* already running */
    }
  });

  it('three servers starting together on an empty database all come up; each migration ran once', async () => {
    const url = await freshDatabase();
    const servers = await Promise.all([1, 2, 3].map(() => startServer({ DATABASE_URL: url })));
    started.push(...servers);
    await Promise.all(servers.map((s) => s.ready()));
    for (const s of servers) expect(s.child.exitCode).toBeNull();
    const applied = await admin(url, (c) => c.query('select count(*)::int as n from drizzle.__drizzle_migrations'));
    expect(applied.rows[0].n).toBe(MIGRATIONS);
  });

  it('a connection lost between the statements of a transaction is reported, not thrown: the pool goes on', async () => {
    const url = await freshDatabase();
    const lost: Error[] = [];
    const database = await openDatabase({ DATABASE_URL: url, onPoolError: (err) => void lost.push(err) });
    try {
      await database.migrate();
      const client = await (database as unknown as { db: { $client: pg.Pool } }).db.$client.connect();
      await client.query('begin');
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      const ended = new Promise((resolve) => client.once('end', resolve));
      await admin(url, (c) => c.query('select pg_terminate_backend($1)', [rows[0]!.pid]));
      // No statement is in flight: the lost connection surfaces only as the client's 'error' event, then 'end'.
      await ended;
      client.release(true);
      // PostgreSQL's FATAL (admin shutdown of this backend), then the socket closing under it.
      expect(lost.map((e) => (e as { code?: string }).code ?? e.message)).toEqual([
        '57P01',
        'Connection terminated unexpectedly',
      ]);
      await database.ping();
    } finally {
      await database.close();
    }
  });

  it('survives its database restarting under load: 503 with Retry-After while it is away, recovers by itself, loses nothing acknowledged', async () => {
    const url = await freshDatabase();
    const s = await startServer({ DATABASE_URL: url, DB_CONNECT_TIMEOUT_MS: '1000', DB_STATEMENT_TIMEOUT_MS: '2000' });
    started.push(s);
    await s.ready();
    const session = `restart-${randomBytes(4).toString('hex')}`;
    const statuses: (number | string)[] = [];
    let phase: 'before' | 'down' | 'after' = 'before';
    const seen = { before: 0, down: 0, after: 0 };
    // Four clients post writes the whole time.
    let running = true;
    const clients = Array.from({ length: 4 }, async () => {
      while (running) {
        const status = await track(s.url, session);
        statuses.push(status);
        seen[phase]++;
        if (status !== 204) await sleep(20);
      }
    });
    while (seen.before < 40) await sleep(10);
    postgres('stop');
    phase = 'down';
    while (seen.down < 40) await sleep(10);
    const away = await fetch(`${s.url}/api/v1/analytics/track`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ SessionId: session, Events: [{ EventId: 781965163 }] }),
    });
    const problem = await away.json();
    const readyWhileAway = (await fetch(`${s.url}/readyz`)).status;
    postgres('start');
    phase = 'after';
    // The pool reconnects on its own: writes succeed again without any restart of the server.
    while (statuses.slice(-20).filter((x) => x === 204).length < 20) await sleep(10);
    running = false;
    await Promise.all(clients);

    expect(s.child.exitCode).toBeNull();
    expect([away.status, away.headers.get('retry-after'), away.headers.get('content-type')]).toEqual([
      503,
      '5',
      'application/problem+json',
    ]);
    expect(problem).toMatchObject({
      status: 503,
      Code: 'DatabaseUnavailable',
      Message: 'The database is unavailable; try again shortly',
    });
    expect(readyWhileAway).toBe(503);
    expect((await fetch(`${s.url}/readyz`)).status).toBe(200);
    // Every answer was a commit (204) or the coded refusal (503): no 500, no reset connection.
    expect(new Set(statuses)).toEqual(new Set([204, 503]));
    const acknowledged = statuses.filter((x) => x === 204).length;
    const stored = await admin(url, (c) =>
      c.query('select count(*)::int as n from analytics_batches where session_id = $1', [session]),
    );
    expect(stored.rows[0].n).toBe(acknowledged);
    expect(s.output()).toContain('"msg":"database unavailable"');
  });

  it('a frozen database stalls nothing: requests answer 503 within the timeouts, and the server recovers when it thaws', async () => {
    const url = await freshDatabase();
    const s = await startServer({ DATABASE_URL: url, DB_CONNECT_TIMEOUT_MS: '500', DB_STATEMENT_TIMEOUT_MS: '1000' });
    started.push(s);
    await s.ready();
    const session = `frozen-${randomBytes(4).toString('hex')}`;
    expect(await track(s.url, session)).toBe(204);
    freeze('SIGSTOP');
    let thawed = false;
    try {
      // Open connections and new ones alike: each request ends in the coded refusal, none waits for the thaw.
      const during = await Promise.all(
        Array.from({ length: 12 }, () =>
          fetch(`${s.url}/api/v1/analytics/track`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ SessionId: session, Events: [{ EventId: 781965163 }] }),
          }).then(async (r) => [r.status, ((await r.json()) as { Code?: string }).Code]),
        ),
      );
      const ready = (await fetch(`${s.url}/readyz`)).status;
      thawed = true;
      freeze('SIGCONT');
      expect(during).toEqual(Array.from({ length: 12 }, () => [503, 'DatabaseUnavailable']));
      expect(ready).toBe(503);
    } finally {
      if (!thawed) freeze('SIGCONT');
    }
    // Thawed: the pool drops what timed out and writes succeed again without a restart.
    let status: number | string = 0;
    for (let i = 0; i < 200 && status !== 204; i++) {
      status = await track(s.url, session);
      if (status !== 204) await sleep(50);
    }
    expect(status).toBe(204);
    expect((await fetch(`${s.url}/readyz`)).status).toBe(200);
    expect(s.child.exitCode).toBeNull();
  });
});
