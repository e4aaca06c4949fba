import { createServer, connect as connectTcp, type Server, type Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from './database';
import { openDatabase } from './open-database';

// A full pool is a PostgreSQL matter: the embedded database has no pool, so this file runs in the
// PostgreSQL pass of the server tests (scripts/test-server-pg.mjs) and is skipped in the PGlite one.
const adminUrl = process.env.PLAYPORT_TEST_DATABASE_URL;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A TCP relay to the PostgreSQL server that can go silent (a database host that stopped answering). */
async function relay(target: URL) {
  let silent = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    const upstream = connectTcp(Number(target.port || 5432), target.hostname);
    sockets.add(upstream);
    const forward = (from: Socket, to: Socket) => from.on('data', (d) => void (silent || to.write(d)));
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    silence: (on: boolean) => void (silent = on),
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!adminUrl)('a pool with every connection in use', () => {
  vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });
  const name = `pp_test_${randomBytes(6).toString('hex')}`;
  let database: Database;
  let proxy: Awaited<ReturnType<typeof relay>>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    await admin(`create database "${name}"`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    proxy = await relay(new URL(url));
    url.host = `127.0.0.1:${proxy.port}`;
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATABASE_URL: url.href,
      DB_POOL_MAX: '1',
      DB_CONNECT_TIMEOUT_MS: '300',
    });
    database = await openDatabase(config);
    await database.migrate();
    app = createApp({
      db: database.db,
      config,
      logger: pino({ level: 'silent' }),
      ops: { draining: () => false, ping: () => database.ping() },
    });
  });
  afterAll(async () => {
    await database?.close();
    await proxy?.close();
    await admin(`drop database if exists "${name}" with (force)`);
  });

  const track = () =>
    app.request('/api/v1/analytics/track', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ SessionId: 'pool-busy', Events: [{ EventId: 781965163 }] }),
    });

  /** Keeps the pool's one connection in a transaction until `release` is called. */
  async function holdTheConnection() {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = database.db.transaction(async () => released);
    while (database.pool()?.idle !== 0 || database.pool()?.total !== 1) await new Promise((r) => setTimeout(r, 5));
    return async () => {
      release();
      await held;
    };
  }

  it('is overload, not an outage: 503 ServerBusy with Retry-After, and /readyz stays 200 while the database answers', async () => {
    expect((await track()).status).toBe(204);
    const release = await holdTheConnection();
    try {
      const busy = await track();
      expect([busy.status, busy.headers.get('retry-after'), busy.headers.get('content-type')]).toEqual([
        503,
        '2',
        'application/problem+json',
      ]);
      expect(await busy.json()).toMatchObject({
        status: 503,
        Code: 'ServerBusy',
        Message: 'The server is busy; try again shortly',
        RetryAfter: 2,
      });
      const ready = await app.request('/readyz');
      expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready', database: 'ok' }]);
    } finally {
      await release();
    }
    expect((await track()).status).toBe(204);
  });

  it('while the database does not answer, the same full pool is DatabaseUnavailable and /readyz 503', async () => {
    const release = await holdTheConnection();
    proxy.silence(true);
    try {
      const away = await track();
      expect([away.status, away.headers.get('retry-after')]).toEqual([503, '5']);
      expect(await away.json()).toMatchObject({ status: 503, Code: 'DatabaseUnavailable' });
      const ready = await app.request('/readyz');
      expect([ready.status, await ready.json()]).toEqual([503, { status: 'unavailable', database: 'unreachable' }]);
    } finally {
      proxy.silence(false);
      await release().catch(() => {});
    }
  });
});
