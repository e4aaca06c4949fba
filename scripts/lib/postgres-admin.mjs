// Administration of a PostgreSQL server for test and bench runs: one connection per job, and fresh
// databases made on it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs `job` on one connection to `url`, closed afterwards; its result. */
export async function withClient(url, job) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await job(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database named `{prefix}_{random}` on the server of `adminUrl`: its URL, and a drop that forces it away. */
export async function createFreshDatabase(adminUrl, prefix) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)),
  };
}
