import { PGlite } from '@electric-sql/pglite';
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

/** What {@link recordStatements} saw: the text of every statement sent to the database, in order. */
export interface StatementLog {
  /** The statements sent since the last call, emptying the log. */
  take(): string[];
}

const PARSE = 0x50;
const SIMPLE_QUERY = 0x51;

/** The query text of a Parse or simple Query message of the PostgreSQL wire protocol, or null for any other message. */
function statementOf(message: Uint8Array): string | null {
  if (message[0] !== PARSE && message[0] !== SIMPLE_QUERY) return null;
  let at = 5;
  if (message[0] === PARSE) at = message.indexOf(0, at) + 1; // the statement's name
  return new TextDecoder().decode(message.subarray(at, message.indexOf(0, at)));
}

/**
 * Records every statement the database's driver sends, transaction control included: on PGlite each
 * Parse or simple Query message of the wire protocol, on PostgreSQL each query a pooled connection runs.
 */
export function recordStatements(database: Database): StatementLog {
  let seen: string[] = [];
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    const send = client.execProtocolStream.bind(client);
    client.execProtocolStream = (message, options) => {
      const text = statementOf(message);
      if (text !== null) seen.push(text);
      return send(message, options);
    };
  } else if (client instanceof pg.Pool) {
    const watch = (connection: pg.PoolClient) => {
      const query = connection.query.bind(connection) as (...args: unknown[]) => unknown;
      (connection as { query: unknown }).query = (config: string | { text: string }, ...rest: unknown[]) => {
        seen.push(typeof config === 'string' ? config : config.text);
        return query(config, ...rest);
      };
    };
    // A query on the pool itself checks a connection out too, and runs there.
    const watched = new WeakSet<pg.PoolClient>();
    client.on('acquire', (connection) => {
      if (watched.has(connection)) return;
      watched.add(connection);
      watch(connection);
    });
  } else {
    throw new Error('recordStatements: unknown driver');
  }
  return {
    take() {
      const taken = seen;
      seen = [];
      return taken;
    },
  };
}
