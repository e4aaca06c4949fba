import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The cheapest statement the database answers: the readiness probe's question. */
export const pingDatabase = (db: Db): Promise<unknown> => db.execute(sql`select 1`);

/** The connection pool's use, for metrics (PostgreSQL only). */
export interface PoolUsage {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
  readonly max: number;
}

/** An open database with its driver's migrate, health check and close. */
export interface Database {
  readonly db: Db;
  readonly driver: 'pglite' | 'pg';
  /** Applies the migrations; on PostgreSQL under an advisory lock, so instances starting together take turns. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** True while the embedded database's disk is under its reserve and writes are refused (never on PostgreSQL). */
  storageFull(): boolean;
  /** The pool's use, or null without a pool (the embedded database). */
  pool(): PoolUsage | null;
  close(): Promise<void>;
}
