import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { safeEqual } from '../crypto/tokens';
import { STORAGE_RETRY_AFTER_S } from '../http/problem';
import { registry } from './metrics';
import { pingDatabase } from '../db/database';

/** What the health endpoints read: whether the server is draining, and how to reach the database. */
export interface OpsState {
  /** True from SIGTERM on: readiness fails first, so a load balancer stops sending requests. */
  draining(): boolean;
  /**
   * Resolves when the database answers, asked outside the request pool (`Database.ping`), so that a
   * pool with every connection in use does not read as a database that is away. Default: a query
   * through the request pool.
   */
  ping?(): Promise<void>;
  /** True while the embedded database refuses writes for want of disk space (reads still answer). */
  storageFull?(): boolean;
}

/** How long `/readyz` waits for the database before it reports it unreachable. */
export const READY_PING_TIMEOUT_MS = 2000;

const json = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };

/**
 * `GET /healthz`: the process is up (200 while it runs, draining or not). `GET /readyz`: it should get
 * traffic: not draining, the database answers (migrations run before the server listens); a traffic
 * peak that keeps every pooled connection busy leaves it ready while the database answers. Both
 * answer JSON, never the portal's page; `/livez` is `/healthz` under the name some platforms probe.
 */
export function healthRoutes(state: OpsState) {
  const app = new Hono<AppEnv>();
  const live = () => new Response(JSON.stringify({ status: 'ok' }), { status: 200, headers: json });
  app.get('/healthz', live);
  app.get('/livez', live);
  app.get('/readyz', async (c) => {
    if (state.draining())
      return new Response(JSON.stringify({ status: 'draining', database: 'not checked' }), {
        status: 503,
        headers: json,
      });
    const { db, logger } = c.get('deps');
    if (state.storageFull?.()) {
      logger.warn('not ready: the disk is full, writes are refused');
      return new Response(JSON.stringify({ status: 'unavailable', database: 'storage full' }), {
        status: 503,
        headers: { ...json, 'Retry-After': String(STORAGE_RETRY_AFTER_S) },
      });
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>(
      (resolve) => (timer = setTimeout(() => resolve('timeout'), READY_PING_TIMEOUT_MS)),
    );
    const ping = (state.ping ? state.ping() : pingDatabase(db)).then(
      () => 'ok' as const,
      () => 'unreachable' as const,
    );
    const database = await Promise.race([ping, timeout]);
    clearTimeout(timer);
    if (database === 'ok')
      return new Response(JSON.stringify({ status: 'ready', database }), { status: 200, headers: json });
    logger.warn({ database }, 'not ready: the database does not answer');
    return new Response(JSON.stringify({ status: 'unavailable', database }), {
      status: 503,
      headers: { ...json, 'Retry-After': '5' },
    });
  });
  return app;
}

/**
 * `GET /metrics` in Prometheus' text format. In production it needs `Authorization: Bearer
 * METRICS_TOKEN` (compared in constant time); without a token it answers 404 unless `open` (local
 * mode, or the separate METRICS_PORT listener).
 */
export function metricsRoutes(options: { token?: string | undefined; open: boolean }) {
  const app = new Hono<AppEnv>();
  app.get('/metrics', async (c, next) => {
    if (!options.open) {
      if (!options.token) return next();
      const given = c.req.header('authorization') ?? '';
      if (!safeEqual(given, `Bearer ${options.token}`)) {
        return new Response(
          JSON.stringify({ status: 401, title: 'Unauthorized', detail: 'The metrics need their bearer token' }),
          {
            status: 401,
            headers: { 'Content-Type': 'application/problem+json', 'WWW-Authenticate': 'Bearer' },
          },
        );
      }
    }
    return new Response(await registry.metrics(), {
      status: 200,
      headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' },
    });
  });
  return app;
}
