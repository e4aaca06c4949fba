import type pg from 'pg';

/**
 * Every connection of the pool stayed in use for the whole acquire timeout while the database itself
 * answered: the server is overloaded, the database is not away. `http/problem.ts` answers it with
 * 503 ServerBusy rather than DatabaseUnavailable.
 */
export class PoolBusyError extends Error {
  override readonly name = 'PoolBusyError';
  constructor(cause: unknown) {
    super('Every database connection is in use', { cause });
  }
}

// pg-pool's message when a request waited for a pooled connection longer than connectionTimeoutMillis
// (node_modules/pg-pool/index.js; a new connection that cannot be opened in time says something else).
const ACQUIRE_TIMEOUT = 'timeout exceeded when trying to connect';

const isAcquireTimeout = (err: unknown) => err instanceof Error && err.message === ACQUIRE_TIMEOUT;

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * Tells overload from an outage when a request waited in vain for a pooled connection: `answers` asks
 * the database on a connection of its own (outside the full pool) whether it answers; if it does, the
 * wait ends in {@link PoolBusyError}, else in pg-pool's own error (which counts as the database being
 * away). Requests that time out together share one question.
 */
export function classifyAcquireTimeouts(pool: pg.Pool, answers: () => Promise<boolean>): void {
  let asking: Promise<boolean> | null = null;
  const classify = async (err: Error): Promise<Error> => {
    asking ??= answers().finally(() => (asking = null));
    return (await asking) ? new PoolBusyError(err) : err;
  };
  const connect = pool.connect.bind(pool) as (cb?: ConnectCallback) => Promise<pg.PoolClient> | undefined;
  // pg-pool's query() takes its connection through this.connect(callback), so this also covers queries.
  (pool as { connect: unknown }).connect = (cb?: ConnectCallback) => {
    if (!cb)
      return connect()!.catch(async (err: unknown) => {
        throw isAcquireTimeout(err) ? await classify(err as Error) : err;
      });
    void connect((err, client, done) => {
      if (!isAcquireTimeout(err)) return cb(err, client, done);
      void classify(err!).then((classified) => cb(classified, client, done));
    });
    return undefined;
  };
}
