import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import type { Database, Db } from './database';
import { lockDirectory } from './directory-lock';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import { listenForChanges } from './notifications';
import { StatementNames, namingClient } from './named-statements';
import { classifyAcquireTimeouts } from './pool-busy';
import { DataDirectoryFullError, STORAGE_RESERVE_BYTES, freeBytes, guardStorage } from './storage-guard';
import { SYNCING_START_PARAMS, SyncingNodeFS } from './syncing-node-fs';
import { serverPath } from '../server-root';

export interface OpenOptions {
  readonly DATABASE_URL?: string | undefined;
  readonly DATA_DIR?: string | undefined;
  /** `memory://` for an in-memory PGlite. */
  readonly pgliteDir?: string;
  readonly DB_POOL_MAX?: number;
  readonly DB_CONNECT_TIMEOUT_MS?: number;
  readonly DB_STATEMENT_TIMEOUT_MS?: number;
  readonly DB_IDLE_TIMEOUT_MS?: number;
  /** `off`: no statement is prepared (a pooler in transaction mode that keeps none). */
  readonly DB_PREPARED_STATEMENTS?: 'on' | 'off';
  readonly PGLITE_FSYNC?: 'on' | 'off';
  /** Hears what the pool reports outside any request (an idle connection lost when the server restarts). */
  readonly onPoolError?: (err: Error) => void;
}

export const DEFAULT_DATA_DIR = serverPath('.data');

/** The folder of the embedded PGlite: `pgliteDir`, else `<DATA_DIR>/pglite`. */
export const pgliteDirOf = (options: Pick<OpenOptions, 'DATA_DIR' | 'pgliteDir'>): string =>
  options.pgliteDir ?? `${options.DATA_DIR ?? DEFAULT_DATA_DIR}/pglite`;

/** The advisory lock that serialises migrations across server instances (any fixed 64-bit key). */
export const MIGRATION_LOCK_KEY = 7_120_245_001n;

export { DataDirectoryError, DatabaseInUseError } from './directory-lock';
export { DataDirectoryFullError } from './storage-guard';

/** Opens PostgreSQL when DATABASE_URL is set, otherwise an embedded PGlite. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.DATABASE_URL) return openPostgres(options.DATABASE_URL, options);
  const dir = pgliteDirOf(options);
  const memory = dir.startsWith('memory://');
  const unlock = memory ? async () => {} : await lockDirectory(dir);
  let client: PGlite;
  try {
    const free = memory ? Infinity : freeBytes(dir);
    if (free < STORAGE_RESERVE_BYTES) throw new DataDirectoryFullError(dir, free);
    // PGlite starts PostgreSQL with fsync off (-F) and its file layer drops fsync calls; the server syncs
    // for real unless told otherwise.
    client =
      options.PGLITE_FSYNC === 'off' || memory
        ? await PGlite.create(dir, { startParams: PGlite.defaultStartParams })
        : await PGlite.create({ fs: new SyncingNodeFS(dir), startParams: SYNCING_START_PARAMS });
  } catch (err) {
    await unlock();
    throw err;
  }
  const db = drizzlePglite(client, { schema });
  const setReadOnly = async (readOnly: boolean) =>
    void (await client.exec(`set default_transaction_read_only = ${readOnly ? 'on' : 'off'}`));
  const storage = memory ? null : guardStorage(dir, setReadOnly);
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    storageFull: () => storage?.full() ?? false,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => void (await client.query('select 1')),
    pool: () => null,
    close: async () => {
      storage?.stop();
      try {
        await client.close();
      } finally {
        await unlock();
      }
    },
  };
}

function openPostgres(url: string, options: OpenOptions): Database {
  const statementTimeout = options.DB_STATEMENT_TIMEOUT_MS ?? 15_000;
  const pool = new pg.Pool({
    connectionString: url,
    // Each statement with parameters is prepared once per connection (named by its text), not parsed and planned per run.
    Client: namingClient(options.DB_PREPARED_STATEMENTS === 'off' ? null : new StatementNames()),
    max: options.DB_POOL_MAX ?? 10,
    connectionTimeoutMillis: options.DB_CONNECT_TIMEOUT_MS ?? 5000,
    idleTimeoutMillis: options.DB_IDLE_TIMEOUT_MS ?? 30_000,
    // The server cancels a long statement; the client gives up a little later on a database that froze.
    statement_timeout: statementTimeout,
    query_timeout: statementTimeout + 1000,
    // pg-pool awaits onConnect's promise (a rejection fails that connection); @types/pg types it as void.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    onConnect: listenForChanges,
  });
  // A connection lost to a database restart emits 'error': the pool listens only while the connection is idle, so
  // each connection also gets its own listener for the time it is checked out (between the statements of a
  // transaction). Without one the process would end; with one the statement in flight fails and the pool reconnects.
  pool.on('error', (err) => options.onPoolError?.(err));
  pool.on('connect', (client) => void client.on('error', (err) => options.onPoolError?.(err)));
  // One connection of its own, outside the pool, for the health check: when every pooled connection is
  // in use (a traffic peak) it still tells whether the database answers, so readiness stays up and a
  // request that waited in vain for a connection is told the server is busy, not that the database is away.
  const connectTimeout = options.DB_CONNECT_TIMEOUT_MS ?? 5000;
  const probe = new pg.Pool({
    connectionString: url,
    max: 1,
    connectionTimeoutMillis: connectTimeout,
    query_timeout: connectTimeout,
    idleTimeoutMillis: options.DB_IDLE_TIMEOUT_MS ?? 30_000,
  });
  probe.on('error', (err) => options.onPoolError?.(err));
  const ping = async () => void (await probe.query('select 1'));
  classifyAcquireTimeouts(pool, () =>
    ping().then(
      () => true,
      () => false,
    ),
  );
  const db = drizzlePg(pool, { schema });
  return {
    db: db,
    driver: 'pg',
    // One instance migrates at a time: the others wait on the advisory lock, then find nothing to do.
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
        try {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
        }
      } finally {
        client.release();
      }
    },
    ping,
    storageFull: () => false,
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max }),
    close: async () => {
      await Promise.all([pool.end(), probe.end()]);
    },
  };
}
