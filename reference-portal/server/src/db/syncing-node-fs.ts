import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** The part of Emscripten's NODEFS this file touches: its stream operations on real file descriptors. */
interface EmscriptenNodeFs {
  stream_ops: Record<string, unknown> & { fsync?: (stream: { nfd: number }) => number };
  tryFSOperation<T>(op: () => T): T;
}
type PreRun = (mod: { NODEFS: EmscriptenNodeFs }) => void;

/**
 * PGlite's directory on disk, with fsync that reaches the disk. Emscripten's NODEFS has no `fsync` stream
 * operation, so PostgreSQL's fsync() returns at once and its fdatasync() is a no-op outright (0.5.16's
 * `___syscall_fdatasync` only looks the descriptor up): with `fsync=on` nothing was ever synced. This adds
 * the stream operation (Emscripten's `fd_sync` calls `stream.stream_ops.fsync` when there is one); pair it
 * with {@link SYNCING_START_PARAMS} so the WAL is flushed with fsync rather than fdatasync.
 */
export class SyncingNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]): ReturnType<NodeFS['init']> {
    const syncing: PreRun = (mod) => {
      const nodefs = mod.NODEFS;
      nodefs.stream_ops.fsync = (stream) => {
        nodefs.tryFSOperation(() => fsyncSync(stream.nfd));
        return 0;
      };
    };
    const preRun = [...((opts.preRun as PreRun[] | undefined) ?? []), syncing];
    return super.init(pg, { ...opts, preRun });
  }
}

/** PGlite's start parameters with fsync on, and the WAL flushed by fsync (the one sync call NODEFS can pass on). */
export const SYNCING_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((p) => p !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];
