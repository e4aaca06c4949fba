import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import type { Database, Db } from './database';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import { serverPath } from '../server-root';

export interface OpenOptions {
  readonly DATABASE_URL?: string | undefined;
  readonly DATA_DIR?: string | undefined;
  /** `memory://` for an in-memory PGlite. */
  readonly pgliteDir?: string;
}

export const DEFAULT_DATA_DIR = serverPath('.data');

/** Opens PostgreSQL when DATABASE_URL is set, otherwise an embedded PGlite. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.DATABASE_URL) return openPostgres(options.DATABASE_URL);
  const dir = options.pgliteDir ?? `${options.DATA_DIR ?? DEFAULT_DATA_DIR}/pglite`;
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    driver: 'pg',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}
