import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { createApp } from './app';
import { loadConfig } from './config';
import type { Database } from './db/database';
import { openDatabase, pgliteDirOf } from './db/open-database';
import { localHostChecks } from './http/host-check';
import { seedLocalData } from './seed/seed';
import { createOutboxMailer } from './services/mailer';
import { ordersOfGame } from './services/orders';
import { createPaymentsOriginApp } from './local/payments-origin';
import { registerLocalGame, type LocalGame } from './seed/register-local-game';

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

/** Where a local portal runs: `openLocalPortal({ port: 8787, dataDir: '/home/me/.local/state/playport/dev/my-game' })`. */
export interface LocalPortalOptions {
  /** The portal's port; the games origin takes the next, the payments origin the one after. */
  readonly port: number;
  /** The folder of its embedded database. */
  readonly dataDir: string;
  /** pino's level (default `warn`). */
  readonly logLevel?: string;
  /** Hears each step of the start as it begins (opening, migrating, seeding), to say what takes the time. */
  readonly progress?: (step: LocalPortalStep) => void;
}

/** A step of opening a local portal; `firstStart` when the data folder holds no database yet (it is created). */
export type LocalPortalStep =
  { readonly step: 'open'; readonly firstStart: boolean } | { readonly step: 'migrate' } | { readonly step: 'seed' };

/** Where each of the local portal's listeners is to answer. */
export interface LocalPortalAddresses {
  /** The interface the listeners bind to (`127.0.0.1`). */
  readonly hostname: string;
  readonly portalPort: number;
  readonly gamesPort: number;
  readonly paymentsPort: number;
  readonly portalOrigin: string;
  readonly gamesOrigin: string;
  readonly paymentsOrigin: string;
}

/** One order of a game, as a QA panel lists it. */
export interface LocalOrder {
  readonly id: string;
  readonly sku: string;
  readonly status: string;
  readonly optimisticStatus: string | null;
  readonly platform: string | null;
  readonly provider: string;
  readonly price: string;
  readonly currency: string;
}

/** An open local portal: its applications, ready to be served, and its database. */
export interface LocalPortal {
  readonly addresses: LocalPortalAddresses;
  /** The portal and `/api/v1`. */
  readonly portal: Fetch;
  /** The payments origin: the widget simulators and their pay pages. */
  readonly payments: Fetch;
  /** Wraps each listener so it answers only under its own address (see `refuseForeignHosts`). */
  readonly hostChecks: Readonly<Record<'portal' | 'games' | 'payments', (fetch: Fetch) => Fetch>>;
  /** Registers (or updates) a game, its products and its documents. */
  registerGame(game: LocalGame): Promise<void>;
  /** A game's orders, newest first. */
  listOrders(game: string): Promise<LocalOrder[]>;
  /** Closes the database; the caller stops its listeners first. */
  close(): Promise<void>;
}

/**
 * Opens the local portal on the embedded database in `dataDir`: migrated and seeded, its mails kept in
 * the outbox (`/dev/outbox`). It listens nowhere itself, so the caller can put its own routes and
 * checks in front. Throws `DatabaseInUseError` when another process holds the data folder.
 */
export async function openLocalPortal(options: LocalPortalOptions): Promise<LocalPortal> {
  const { port } = options;
  const config = loadConfig({
    MODE: 'local',
    HOST: '127.0.0.1',
    PORT: String(port),
    GAMES_PORT: String(port + 1),
    PAYMENTS_PORT: String(port + 2),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: options.dataDir,
    LOG_LEVEL: options.logLevel ?? 'warn',
  });
  const progress = options.progress ?? (() => {});
  progress({ step: 'open', firstStart: !existsSync(join(pgliteDirOf(config), 'PG_VERSION')) });
  const database: Database = await openDatabase(config);
  try {
    progress({ step: 'migrate' });
    await database.migrate();
    progress({ step: 'seed' });
    await seedLocalData(database.db, config);
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
  const deps = {
    db: database.db,
    config,
    logger: pino({ level: config.LOG_LEVEL }),
    mailer: createOutboxMailer(database.db),
    clock: () => new Date(),
    fetch,
    vapid: null,
  };
  const portal = createApp(deps);
  return {
    addresses: {
      hostname: config.HOST,
      portalPort: config.PORT,
      gamesPort: config.GAMES_PORT,
      paymentsPort: config.PAYMENTS_PORT,
      portalOrigin: `http://127.0.0.1:${config.PORT}`,
      gamesOrigin: config.gamesOrigin,
      paymentsOrigin: config.paymentsOrigin,
    },
    portal: (request, env) => portal.fetch(request, env),
    payments: createPaymentsOriginApp(deps).fetch,
    hostChecks: localHostChecks(config),
    registerGame: (game) => registerLocalGame(database.db, config, game),
    listOrders: (game) => ordersOfGame(database.db, game),
    close: () => database.close(),
  };
}
