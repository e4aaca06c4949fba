import { statfsSync } from 'node:fs';

/** Free bytes below which the embedded database takes no more writes: a WAL segment (16 MB) and room to spare. */
export const STORAGE_RESERVE_BYTES = 48 * 1024 * 1024;
export const CHECK_EVERY_MS = 250;

/** The embedded database's disk is under the reserve when the server starts: it refuses to start. */
export class DataDirectoryFullError extends Error {
  constructor(
    readonly dir: string,
    readonly freeBytes: number,
  ) {
    super(
      `The data directory ${dir} has ${Math.floor(freeBytes / 1024 / 1024)} MB free; the embedded database needs at least ${STORAGE_RESERVE_BYTES / 1024 / 1024} MB free to start: free some space or give the volume more.`,
    );
    this.name = 'DataDirectoryFullError';
  }
}

/** Free bytes on the filesystem of `dir`. */
export function freeBytes(dir: string): number {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
}

/** What the guard switches: the database session's default between read-write and read-only. */
export interface ReadOnlySwitch {
  (readOnly: boolean): Promise<void>;
}

/** The embedded database's disk as the guard last saw it. */
export interface StorageGuard {
  /** True while free space is under the reserve. */
  full(): boolean;
  stop(): void;
}

/**
 * Keeps PGlite off a full disk. PostgreSQL that cannot create its next WAL segment leaves the commit in
 * XLogFlush spinning for a lock it still holds: in PGlite that is the server's one thread, so nothing answers
 * again, not even /healthz. The guard looks at the free space every {@link CHECK_EVERY_MS}; under the reserve
 * it makes new transactions read-only (`default_transaction_read_only`), so a write fails at once with SQLSTATE
 * 25006 (answered 503 StorageFull) while reads go on, and it makes them read-write again when space returns.
 */
export function guardStorage(dir: string, setReadOnly: ReadOnlySwitch, reserve = STORAGE_RESERVE_BYTES): StorageGuard {
  let full = false;
  // What the database was last switched to; a switch that failed is tried again at the next look.
  let readOnly = false;
  let switching = false;
  const look = () => {
    try {
      full = freeBytes(dir) < reserve;
    } catch {
      return;
    }
    if (full === readOnly || switching) return;
    const want = full;
    switching = true;
    setReadOnly(want)
      .then(
        () => void (readOnly = want),
        () => {},
      )
      .finally(() => (switching = false));
  };
  look();
  const timer = setInterval(look, CHECK_EVERY_MS);
  timer.unref();
  return {
    full: () => full,
    stop: () => clearInterval(timer),
  };
}
