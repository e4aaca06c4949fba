import pg from 'pg';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when
 * PLAYPORT_TEST_DATABASE_URL is set — a new database on that server (the role needs CREATEDB),
 * dropped on close. A whole database rather than a schema, because drizzle-kit's migrations name
 * the `public` schema in their foreign keys.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.PLAYPORT_TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await database.migrate();
    return database;
  }
  const name = `pp_test_${randomBytes(6).toString('hex')}`;
  await admin(url, `create database "${name}"`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const database = await openDatabase({ DATABASE_URL: own.href });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await admin(url, `drop database if exists "${name}" with (force)`);
    },
  };
}
