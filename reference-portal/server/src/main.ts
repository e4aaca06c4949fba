import { serve } from '@hono/node-server';
import pino from 'pino';
import { createApp } from './app';
import { SHUTDOWN_DEFAULTS, loadConfig } from './config';
import { configProblems } from './config-problems';
import { games } from './db/schema';
import { DataDirectoryError, DataDirectoryFullError, DatabaseInUseError, openDatabase } from './db/open-database';
import { metricsRoutes } from './ops/health';
import { watchPool } from './ops/metrics';
import { localHostChecks } from './http/host-check';
import { createGamesOriginApp } from './local/games-origin';
import { createPaymentsOriginApp } from './local/payments-origin';
import { resolveVapidKeys } from './push/vapid-keys';
import { seedLocalData } from './seed/seed';
import { finishPaidOrders } from './services/order-machine';
import { combineMailers, createOutboxMailer, type Mailer } from './services/mailer';
import { createSmtpMailer } from './services/smtp-mailer';

/**
 * Starts the API (and, in local mode, the games and payments origins); stops them all cleanly on
 * SIGINT/SIGTERM. The log goes to standard output, or to `options.log` (a test reading it).
 */
export async function main(
  env: Record<string, string | undefined> = process.env,
  options: { log?: pino.DestinationStream } = {},
) {
  const config = loadConfig(env);
  const logger = options.log ? pino({ level: config.LOG_LEVEL }, options.log) : pino({ level: config.LOG_LEVEL });
  refuseUnsafe(configProblems(config, []));
  const database = await openDatabase({
    ...config,
    onPoolError: (err) =>
      logger.warn(
        { errClass: err.constructor.name, code: (err as { code?: unknown }).code ?? null },
        'database connection lost; the pool reconnects',
      ),
  });
  watchPool(() => database.pool());
  await database.migrate();
  const configured = await database.db
    .select({ systemName: games.systemName, config: games.config, serverSecret: games.serverSecret })
    .from(games)
    .orderBy(games.systemName);
  const problems = configProblems(config, configured);
  if (problems.length) await database.close();
  refuseUnsafe(problems);
  if (config.MODE === 'local') await seedLocalData(database.db, config);
  const recovered = await finishPaidOrders(database.db, new Date());
  if (recovered) logger.info({ orders: recovered }, 'paid orders left undelivered were completed');
  const mailers: Mailer[] = [];
  if (config.MODE === 'local') mailers.push(createOutboxMailer(database.db));
  if (config.SMTP_URL) mailers.push(createSmtpMailer(config.SMTP_URL, config.MAIL_FROM));
  if (!mailers.length) logger.warn('SMTP_URL is not set: sign-in mails cannot be delivered');
  const vapid = resolveVapidKeys(config);
  if (!vapid) logger.warn('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: the portal offers no web push');
  const deps = {
    db: database.db,
    config,
    logger,
    mailer: combineMailers(...mailers),
    clock: () => new Date(),
    fetch,
    vapid,
  };
  let draining = false;
  const app = createApp({
    ...deps,
    ops: {
      draining: () => draining,
      ping: () => database.ping(),
      // Only the embedded database has a storage guard.
      ...(database.driver === 'pglite' ? { storageFull: () => database.storageFull() } : {}),
    },
  });
  // Local mode answers only under its own addresses (DNS rebinding); production sits behind its proxy.
  const checks = localHostChecks(config);
  const servers = [
    serve({
      fetch: config.MODE === 'local' ? checks.portal(app.fetch) : app.fetch,
      port: config.PORT,
      hostname: config.HOST,
    }),
  ];
  if (config.METRICS_PORT !== undefined) {
    const metrics = metricsRoutes({ open: true });
    servers.push(serve({ fetch: metrics.fetch, port: config.METRICS_PORT, hostname: config.HOST }));
    logger.info({ port: config.METRICS_PORT }, 'metrics listening');
  }
  logger.info({ port: config.PORT, host: config.HOST, mode: config.MODE, driver: database.driver }, 'api listening');
  if (config.MODE === 'local') {
    servers.push(
      serve({
        fetch: checks.games(createGamesOriginApp(config).fetch),
        port: config.GAMES_PORT,
        hostname: config.HOST,
      }),
    );
    logger.info({ origin: config.gamesOrigin }, 'games origin listening');
    const payments = serve({
      fetch: checks.payments(createPaymentsOriginApp(deps).fetch),
      port: config.PAYMENTS_PORT,
      hostname: config.HOST,
    });
    // A busy port (another local server running) costs only the widget simulators, not the API.
    payments.on('error', (err) =>
      logger.warn({ err: String(err), port: config.PAYMENTS_PORT }, 'payments origin not started'),
    );
    servers.push(payments);
    logger.info({ origin: config.paymentsOrigin }, 'payments origin listening');
  }
  let stopping = false;
  // Shutdown: readiness fails at once, while for SHUTDOWN_DELAY_MS the listeners still accept and
  // serve (a load balancer keeps sending until its probes have seen readiness fail, and a busy server
  // has connections waiting in its accept queue that closing the listener would reset). Then they stop
  // accepting and idle keep-alive connections close; requests in flight get SHUTDOWN_GRACE_MS to finish
  // before their connections are cut; then the database closes.
  const close = async () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    draining = true;
    if (config.SHUTDOWN_DELAY_MS > 0) await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DELAY_MS));
    const closed = Promise.all(servers.map((s) => new Promise<void>((done) => s.close(() => done()))));
    for (const s of servers) (s as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const grace = new Promise<'timeout'>(
      (resolve) => (timer = setTimeout(() => resolve('timeout'), config.SHUTDOWN_GRACE_MS)),
    );
    if ((await Promise.race([closed, grace])) === 'timeout') {
      logger.warn(
        { graceMs: config.SHUTDOWN_GRACE_MS },
        'requests still running after the grace period; closing their connections',
      );
      for (const s of servers) (s as { closeAllConnections?: () => void }).closeAllConnections?.();
      await closed;
    }
    clearTimeout(timer);
    await database.close();
  };
  function onSignal(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    logger.info(
      { signal, delayMs: config.SHUTDOWN_DELAY_MS, graceMs: config.SHUTDOWN_GRACE_MS },
      'shutting down: draining',
    );
    // The last resort, so that the drain keeps to its budget even if closing the database hangs.
    setTimeout(
      () => {
        logger.error('shutdown did not finish in time; exiting');
        process.exit(1);
      },
      config.SHUTDOWN_DELAY_MS + config.SHUTDOWN_GRACE_MS + SHUTDOWN_DEFAULTS[config.MODE].closeMs,
    ).unref();
    void close().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err: String(err) }, 'shutdown failed');
        process.exit(1);
      },
    );
  }
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return { app, config, database, servers, close };
}

/** Thrown before the server listens when production is configured unsafely; one line per variable. */
export class UnsafeConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Refusing to start in production mode:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'UnsafeConfigError';
  }
}

function refuseUnsafe(problems: readonly string[]): void {
  if (problems.length) throw new UnsafeConfigError(problems);
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('main.ts')) {
  main().catch((err: unknown) => {
    const known = [UnsafeConfigError, DatabaseInUseError, DataDirectoryError, DataDirectoryFullError].some(
      (kind) => err instanceof kind,
    );
    console.error(known ? (err as Error).message : err);
    process.exit(1);
  });
}
