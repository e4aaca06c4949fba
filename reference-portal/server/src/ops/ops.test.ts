import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { DatabaseInUseError, openDatabase } from '../db/open-database';
import { PoolBusyError } from '../db/pool-busy';
import type { Db } from '../db/database';
import { isDatabaseUnavailable, toApiError } from '../http/problem';
import { json, useTestApp } from '../test/test-app';
import { transitionOrder } from '../services/order-machine';
import { registry } from './metrics';

const t = useTestApp();

const metricValue = async (name: string, labels: Record<string, string>): Promise<number> => {
  const metric = (await registry.getMetricsAsJSON()).find((m) => m.name === name);
  const value = (metric?.values ?? []).find((v) =>
    Object.entries(labels).every(([k, l]) => (v.labels as Record<string, unknown>)[k] === l),
  );
  return value?.value ?? 0;
};

describe('health endpoints', () => {
  it('/healthz and /livez answer JSON while the process is up', async () => {
    for (const path of ['/healthz', '/livez']) {
      const res = await t().request('GET', path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ status: 'ok' });
    }
  });

  it('/readyz is ready when the database answers', async () => {
    const res = await t().request('GET', '/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', database: 'ok' });
  });

  it('/readyz is 503 while draining, and while the database does not answer', async () => {
    const draining = createApp({
      db: t().database.db,
      config: t().config,
      logger: pino({ level: 'silent' }),
      ops: { draining: () => true },
    });
    const res = await draining.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'draining', database: 'not checked' });
    expect((await draining.request('/healthz')).status).toBe(200);

    const down = {
      execute: () =>
        Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    } as unknown as Db;
    const away = createApp({ db: down, config: t().config, logger: pino({ level: 'silent' }) });
    const unready = await away.request('/readyz');
    expect(unready.status).toBe(503);
    expect(unready.headers.get('retry-after')).toBe('5');
    expect(await unready.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
  });

  it('probe and metrics paths never fall back to the portal page', async () => {
    const production = t().withEnv({ MODE: 'production' });
    for (const path of ['/metrics', '/health']) {
      const res = await production.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toBe('application/problem+json');
    }
  });
});

describe('metrics', () => {
  it('are open in local mode, in Prometheus text, with requests counted by route pattern', async () => {
    await t().request('GET', '/api/v1/public_game_config/hello-game');
    const res = await t().request('GET', '/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await res.text();
    expect(text).toContain('# TYPE playport_http_requests_total counter');
    expect(text).toContain('# TYPE playport_http_request_duration_seconds histogram');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(
      await metricValue('playport_http_requests_total', {
        method: 'GET',
        route: '/api/v1/public_game_config/:Game',
        status: '200',
      }),
    ).toBeGreaterThan(0);
  });

  it('need their bearer token in production, compared whole', async () => {
    const token = 'metrics-token-0123456789';
    const app = t().withEnv({ MODE: 'production', METRICS_TOKEN: token });
    expect((await app.request('/metrics')).status).toBe(401);
    expect((await app.request('/metrics', { headers: { Authorization: `Bearer ${token}x` } })).status).toBe(401);
    const res = await app.request('/metrics', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('playport_http_requests_total');
  });

  it('count magic-link sends and order transitions once committed', async () => {
    const sent = await metricValue('playport_magic_link_sends_total', { outcome: 'sent' });
    const { token } = await t().signIn('metrics@example.com');
    expect(await metricValue('playport_magic_link_sends_total', { outcome: 'sent' })).toBe(sent + 1);

    const created = await t().post(
      '/api/v1/store/create_payment',
      { Game: 'hello-game', Sku: 'gems_100', WebPublishingPlatform: 'YandexGames' },
      token,
    );
    expect(created.status).toBe(200);
    const { TransactionId } = await json<{ TransactionId: string }>(created);
    const labels = { from: 'WaitingForPayment', to: 'Cancelled', source: 'metrics_test' };
    const before = await metricValue('playport_order_transitions_total', labels);
    await transitionOrder(t().database.db, TransactionId, 'Cancelled', 'metrics_test', new Date());
    expect(await metricValue('playport_order_transitions_total', labels)).toBe(before + 1);
    // A move the order machine refuses is not counted.
    await expect(
      transitionOrder(t().database.db, TransactionId, 'Completed', 'metrics_test', new Date()),
    ).rejects.toMatchObject({ code: 'InvalidTransition' });
    expect(
      await metricValue('playport_order_transitions_total', { ...labels, to: 'Completed', from: 'Cancelled' }),
    ).toBe(0);
  });
});

describe('a database that is away', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    [
      'an administrator shutdown',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    [
      'a connection exception wrapped by the query builder',
      Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('x'), { code: '08006' }) }),
    ],
    [
      'a statement timeout',
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    ],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a frozen server', new Error('Query read timeout')],
  ])('%s answers 503 DatabaseUnavailable with Retry-After', (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
    const apiError = toApiError(err);
    expect([apiError.status, apiError.code, apiError.message, apiError.headers]).toEqual([
      503,
      'DatabaseUnavailable',
      'The database is unavailable; try again shortly',
      { 'Retry-After': '5' },
    ]);
  });

  it('a pool whose every connection stayed in use while the database answers is overload: 503 ServerBusy, not DatabaseUnavailable', () => {
    const busy = new PoolBusyError(new Error('timeout exceeded when trying to connect'));
    const apiError = toApiError(Object.assign(new Error('Failed query'), { cause: busy }));
    expect([apiError.status, apiError.code, apiError.message, apiError.headers, apiError.extra]).toEqual([
      503,
      'ServerBusy',
      'The server is busy; try again shortly',
      { 'Retry-After': '2' },
      { RetryAfter: 2 },
    ]);
  });

  it('a query or data error is not the database being away', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(toApiError(Object.assign(new Error('bad'), { code: '22P02' })).status).toBe(400);
  });

  it('reaches the client as a 503 problem with Retry-After, and the request log says so', async () => {
    const down = new Proxy(
      {},
      {
        get: () => () => {
          throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
        },
      },
    ) as unknown as Db;
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const app = createApp({ db: down, config: loadConfig({ LOG_LEVEL: 'silent' }), logger });
    const res = await app.request('/api/v1/public_game_config/hello-game');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toMatchObject({ status: 503, Code: 'DatabaseUnavailable', RetryAfter: 5 });
    expect(lines.some((l) => l.includes('"msg":"database unavailable"'))).toBe(true);
  });
});

describe('the embedded database directory', () => {
  it('is locked to one process: a second open refuses with a clear message until the first closes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pp-lock-'));
    try {
      const first = await openDatabase({ pgliteDir: dir, PGLITE_FSYNC: 'off' });
      await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(new DatabaseInUseError(dir, process.pid).message);
      await first.close();
      expect(readdirSync(dir).filter((f) => f.startsWith('.playport-lock'))).toEqual([]);
      const second = await openDatabase({ pgliteDir: dir, PGLITE_FSYNC: 'off' });
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes over the lock of a process killed with SIGKILL, whatever its pid', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pp-lock-'));
    try {
      // A holder that dies without cleaning up: its socket file stays, and nothing listens on it any more.
      const holder = spawn(process.execPath, [
        '-e',
        `require('net').createServer().listen(${JSON.stringify(join(dir, '.playport-lock.0.sock'))}, () => console.log('up'))`,
      ]);
      await new Promise((resolve) => holder.stdout.once('data', resolve));
      await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(new DatabaseInUseError(dir, null).message);
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
      expect(existsSync(join(dir, '.playport-lock.0.sock'))).toBe(true);

      const database = await openDatabase({ pgliteDir: dir, PGLITE_FSYNC: 'off' });
      expect(readdirSync(dir).filter((f) => f.startsWith('.playport-lock'))).toEqual(['.playport-lock.1.sock']);
      await database.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('works in a directory whose path is too long for a socket address', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'pp-lock-')), 'a'.repeat(120));
    try {
      const first = await openDatabase({ pgliteDir: dir, PGLITE_FSYNC: 'off' });
      expect(readdirSync(dir).filter((f) => f.startsWith('.playport-lock'))).toEqual(['.playport-lock.0.sock']);
      await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(new DatabaseInUseError(dir, process.pid).message);
      await first.close();
      expect(readdirSync(dir).filter((f) => f.startsWith('.playport-lock'))).toEqual([]);
    } finally {
      rmSync(join(dir, '..'), { recursive: true, force: true });
    }
  });
});
