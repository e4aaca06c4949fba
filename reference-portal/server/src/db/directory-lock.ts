import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A second process on one embedded-database directory. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dir: string,
    /** The holder's pid as it sees it (in its own PID namespace), or null when it did not say. */
    readonly pid: number | null,
  ) {
    super(
      `The embedded database in ${dir} is in use by ${pid === null ? 'another process' : `process ${pid}`}. Stop that server first, or set DATABASE_URL so several servers share one PostgreSQL.`,
    );
    this.name = 'DatabaseInUseError';
  }
}

/** The embedded database's directory cannot be written (a read-only mount, or no permission). */
export class DataDirectoryError extends Error {
  constructor(
    readonly dir: string,
    readonly code: string,
  ) {
    super(
      `The data directory ${dir} is not writable (${code}): mount it read-write or give the server's user write access, or set DATA_DIR to a writable directory.`,
    );
    this.name = 'DataDirectoryError';
  }
}

const NOT_WRITABLE = new Set(['EROFS', 'EACCES', 'EPERM']);
const LOCK_NAME = /^\.playport-lock\.(\d+)\.sock$/;
const lockName = (n: number) => `.playport-lock.${n}.sock`;
// A socket path longer than sun_path (108 bytes on Linux) is cut short by the kernel, silently.
const MAX_SOCKET_PATH = 100;
const PROBE_TIMEOUT_MS = 2000;

/**
 * Takes the directory for this process, with a lock the kernel releases when the process ends, however it
 * ends: a Unix socket listening in the directory. A lock is held while its socket accepts connections;
 * after a crash (kill -9, or the container's PID 1 killed) the socket file stays but refuses them. Unlike a
 * pid file this holds across PID namespaces and boots: a new container's PID 1 never mistakes the old
 * container's PID 1 for itself. Node has no flock(2); a socket needs no native addon.
 *
 * The sockets are numbered: a process binds the number after the highest one present, once every present
 * one refused (bind fails if the file exists, so two contenders cannot both take one number). Stale sockets
 * below its own are removed. Refuses with {@link DatabaseInUseError} while another holder answers, and with
 * {@link DataDirectoryError} when the directory cannot be written.
 *
 * @example `const unlock = await lockDirectory('/data/pglite'); … await unlock();`
 */
export async function lockDirectory(dir: string): Promise<() => Promise<void>> {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (err) {
    throw notWritable(dir, unwritableAncestor(dir) ?? err);
  }
  for (let attempt = 0; attempt < 10; attempt++) {
    const present = readdirSync(dir)
      .map((name) => LOCK_NAME.exec(name))
      .filter((m) => m !== null)
      .map((m) => Number(m[1]))
      .sort((a, b) => a - b);
    for (const n of present) {
      const holder = await probe(join(dir, lockName(n)));
      if (holder !== 'stale') throw new DatabaseInUseError(dir, holder);
    }
    const next = (present.at(-1) ?? -1) + 1;
    const server = await listen(dir, lockName(next));
    if (server === 'taken') continue;
    for (const n of present) rmSync(join(dir, lockName(n)), { force: true });
    const file = join(dir, lockName(next));
    return () => release(server, file);
  }
  throw new DatabaseInUseError(dir, null);
}

function notWritable(dir: string, err: unknown): unknown {
  const code = (err as NodeJS.ErrnoException).code;
  return code && NOT_WRITABLE.has(code) ? new DataDirectoryError(dir, code) : err;
}

/**
 * Why the nearest folder of `dir` that exists cannot take a new entry, or null. (Node's recursive mkdir says
 * ENOENT, not EROFS, on a read-only mount.)
 */
function unwritableAncestor(dir: string): unknown {
  for (let at = dirname(dir); ; at = dirname(at)) {
    if (!existsSync(at)) continue;
    try {
      accessSync(at, constants.W_OK);
      return null;
    } catch (err) {
      return err;
    }
  }
}

/** A path of at most {@link MAX_SOCKET_PATH} bytes that reaches `name` in `dir`: through a symlink in a private temporary folder when `dir` is long. */
function socketPath(dir: string, name: string): { path: string; done(): void } {
  const direct = join(dir, name);
  if (Buffer.byteLength(direct) <= MAX_SOCKET_PATH) return { path: direct, done: () => {} };
  const short = mkdtempSync(join(tmpdir(), 'pp-lock-'));
  symlinkSync(dir, join(short, 'd'));
  return { path: join(short, 'd', name), done: () => rmSync(short, { recursive: true, force: true }) };
}

function listen(dir: string, name: string): Promise<Server | 'taken'> {
  const { path, done } = socketPath(dir, name);
  return new Promise((resolve, reject) => {
    // Each connection hears the holder's pid, for the refusal's message.
    const server = createServer((socket) => socket.end(String(process.pid)));
    server.once('error', (err: NodeJS.ErrnoException) => {
      done();
      if (err.code === 'EADDRINUSE') resolve('taken');
      else reject(notWritable(dir, err));
    });
    server.listen(path, () => {
      done();
      server.unref();
      resolve(server);
    });
  });
}

/** The holder of one lock socket: its pid (null if it did not say in time), or `stale` when nothing listens. */
async function probe(file: string): Promise<number | null | 'stale'> {
  const first = await probeOnce(file);
  if (first !== 'stale') return first;
  // A socket bound a moment ago may not listen yet (bind and listen are two calls): look once more.
  const young = (() => {
    try {
      return Date.now() - statSync(file).ctimeMs < 2000;
    } catch {
      return false;
    }
  })();
  if (!young) return 'stale';
  await new Promise((resolve) => setTimeout(resolve, 100));
  return probeOnce(file);
}

function probeOnce(file: string): Promise<number | null | 'stale'> {
  const dir = file.slice(0, file.lastIndexOf('/'));
  const { path, done } = socketPath(dir, file.slice(dir.length + 1));
  return new Promise((resolve, reject) => {
    let said = '';
    let connected = false;
    const socket = connect(path);
    const timer = setTimeout(() => socket.destroy(), PROBE_TIMEOUT_MS);
    socket.setEncoding('utf8');
    socket.on('connect', () => void (connected = true));
    socket.on('data', (chunk: string) => void (said += chunk));
    socket.on('close', () => {
      clearTimeout(timer);
      done();
      if (!connected) return;
      const pid = Number(said);
      resolve(Number.isInteger(pid) && pid > 0 ? pid : null);
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (connected) return;
      clearTimeout(timer);
      done();
      if (err.code === 'ECONNREFUSED' || err.code === 'ENOENT') resolve('stale');
      else reject(err);
    });
  });
}

function release(server: Server, file: string): Promise<void> {
  // libuv unlinks a socket's path when it closes it; bound through a symlink that path is gone already, so
  // remove the file here. (Not both: once the file is gone a new holder may bind the same name.)
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH) rmSync(file, { force: true });
  return new Promise((resolve) => server.close(() => resolve()));
}
