import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its driver's migrate and close. */
export interface Database {
  readonly db: Db;
  readonly driver: 'pglite' | 'pg';
  migrate(): Promise<void>;
  close(): Promise<void>;
}
