import type { Db } from './database';

interface DriverClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs one statement whose text is a constant with `$n` parameters on the database's driver (a pg pool
 * or PGlite), for a hot statement that drizzle would otherwise build again on every call. Both drivers
 * serialise strings, numbers, booleans, null and arrays of them; pass dates as ISO strings and JSON as
 * text, with casts in the statement.
 */
export async function runStatement<Row>(db: Db, text: string, params: unknown[]): Promise<Row[]> {
  const client = (db as unknown as { $client?: DriverClient }).$client;
  if (!client) throw new Error('runStatement needs the database itself, not a transaction');
  return (await client.query(text, params)).rows as Row[];
}
