import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { connect } from 'node:net';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../reference-portal/server/src/db/open-database';
import { analyticsBatches } from '../../reference-portal/server/src/db/schema';
import { analyticsBatch, sleep, startServer, type ServerProcess } from './server-process';

const started: ServerProcess[] = [];
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pp-ops-'));
  dirs.push(dir);
  return dir;
};
const server = async (env: Record<string, string>, wrap: readonly string[] = []) => {
  const s = await startServer(env, wrap);
  started.push(s);
  return s;
};
const mounts: string[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.stop('SIGKILL')));
  for (const dir of mounts.splice(0).reverse()) spawnSync('umount', ['-l', dir]);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * Whether this process may make namespaces and mounts (root, as CI runs): without, the tests that need them
 * are skipped with a message, except under CI, where that is a failure.
 */
function privileged(what: string, probe: () => boolean): boolean {
  if (probe()) return true;
  if (process.env.CI) throw new Error(`${what} is not permitted here; CI runs as root and must run this test`);
  console.warn(`skipped: ${what} is not permitted (run as root)`);
  return false;
}
const canUnshare = () => spawnSync('unshare', ['--pid', '--fork', 'true']).status === 0;
const canMount = () => {
  const dir = tempDir();
  if (spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir]).status !== 0) return false;
  spawnSync('umount', [dir]);
  return true;
};
/** Mounts a tmpfs of `size` on a fresh temporary folder. */
function tmpfs(size: string): string {
  const dir = tempDir();
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir]);
  mounts.push(dir);
  return dir;
}
/** The pids of a process' children. */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

describe('two processes on one embedded database', () => {
  it('the second refuses to start, naming the first; once the first stopped it starts', async () => {
    const dir = tempDir();
    const first = await server({ DATA_DIR: dir });
    await first.ready();
    const second = await server({ DATA_DIR: dir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The embedded database in ${dir}/pglite is in use by process ${first.child.pid}.`,
    );
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);

    expect(await first.stop('SIGTERM')).toBe(0);
    const third = await server({ DATA_DIR: dir });
    await third.ready();
  });
});

describe('an embedded database after an unclean stop', () => {
  it('starts again when its server ran as PID 1 of a PID namespace and was killed with SIGKILL', async (ctx) => {
    if (!privileged('unshare --pid', canUnshare)) return ctx.skip();
    const dir = tempDir();
    // As in a container: the server is PID 1 of its own PID namespace, each start a new namespace.
    const namespace = ['unshare', '--pid', '--fork', '--kill-child'];
    const first = await server({ DATA_DIR: dir }, namespace);
    await first.ready();
    const [node] = childrenOf(first.child.pid!);
    expect(readFileSync(`/proc/${node}/status`, 'utf8')).toMatch(/^NSpid:\s+\d+\s+1$/m);
    process.kill(node!, 'SIGKILL');
    await first.exited;

    const second = await server({ DATA_DIR: dir }, namespace);
    await second.ready();
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
  });
});

describe('a data directory that cannot be written', () => {
  it('stops the server at start with one line naming the directory and what to do', async (ctx) => {
    if (!privileged('mount', canMount)) return ctx.skip();
    const mount = tmpfs('128m');
    const dir = join(mount, 'data');
    const first = await server({ DATA_DIR: dir });
    await first.ready();
    expect(await first.stop('SIGTERM')).toBe(0);
    // The volume comes back read-only (as root, chmod would not stop a write).
    execFileSync('mount', ['-o', 'remount,ro', mount]);

    const second = await server({ DATA_DIR: dir });
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toBe(
      `The data directory ${dir}/pglite is not writable (EROFS): mount it read-write or give the server's user write access, or set DATA_DIR to a writable directory.`,
    );
  });

  it('says the same of a data directory it would have to make on a read-only mount', async (ctx) => {
    if (!privileged('mount', canMount)) return ctx.skip();
    const mount = tmpfs('1m');
    mkdirSync(join(mount, 'data'));
    execFileSync('mount', ['-o', 'remount,ro', mount]);
    const s = await server({ DATA_DIR: join(mount, 'data') });
    expect(await s.exited).toBe(1);
    expect(s.output().trim()).toBe(
      `The data directory ${mount}/data/pglite is not writable (EROFS): mount it read-write or give the server's user write access, or set DATA_DIR to a writable directory.`,
    );
  });
});

/** A large analytics batch (200 events, about 50 KB): the status and error code the server answered, or `timeout`. */
async function bigBatch(url: string, sessionId: string): Promise<string> {
  const Events = Array.from({ length: 200 }, (_, i) => ({
    EventId: 781965170,
    I1: i,
    S1: randomBytes(100).toString('hex'),
  }));
  try {
    const res = await fetch(`${url}/api/v1/analytics/track`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ SessionId: sessionId, Events }),
      signal: AbortSignal.timeout(5000),
    });
    if (res.status === 204) return '204';
    const body = (await res.json()) as { Code?: string };
    return `${res.status} ${body.Code} Retry-After: ${res.headers.get('retry-after')}`;
  } catch {
    return 'timeout';
  }
}
const statusOf = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5000) }).then(
    async (r) => [r.status, await r.json()] as const,
    () => 'timeout' as const,
  );

describe('a full disk under the embedded database', () => {
  it('refuses writes at once with 503 StorageFull, reads and probes answer, writes resume when space returns, nothing acknowledged is lost', async (ctx) => {
    if (!privileged('mount', canMount)) return ctx.skip();
    const mount = tmpfs('160m');
    const dir = join(mount, 'data');
    const s = await server({ DATA_DIR: dir });
    await s.ready();
    const acknowledged: string[] = [];
    const write = async (id: string) => {
      const answer = await bigBatch(s.url, id);
      if (answer === '204') acknowledged.push(id);
      return answer;
    };
    for (let i = 0; i < 5; i++) expect(await write(`before-${i}`)).toBe('204');

    // Another program fills the disk but for 1 MB.
    const filler = join(mount, 'filler');
    const { bavail, bsize } = statfsSync(mount);
    execFileSync('fallocate', ['-l', String(bavail * bsize - 1024 * 1024), filler]);
    const answers: string[] = [];
    for (let i = 0; i < 60 && answers.at(-1) !== 'timeout'; i++) answers.push(await write(`full-${i}`));
    const full = '503 StorageFull Retry-After: 30';
    expect(answers.filter((a) => a !== '204' && a !== full)).toEqual([]);
    expect(answers.slice(-10)).toEqual(Array(10).fill(full));
    expect(await statusOf(`${s.url}/healthz`)).toEqual([200, { status: 'ok' }]);
    expect(await statusOf(`${s.url}/readyz`)).toEqual([503, { status: 'unavailable', database: 'storage full' }]);
    const read = await statusOf(`${s.url}/api/v1/public_game_config/hello-game`);
    expect(read === 'timeout' ? read : read[0]).toBe(200);

    // A server starting on that disk refuses to, in one line.
    const another = await server({ DATA_DIR: join(mount, 'other') });
    expect(await another.exited).toBe(1);
    expect(another.output().trim()).toMatch(
      new RegExp(
        `^The data directory ${mount}/other/pglite has \\d MB free; the embedded database needs at least 48 MB free to start: free some space or give the volume more\\.$`,
      ),
    );

    rmSync(filler);
    for (let i = 0; ; i++) {
      const ready = await statusOf(`${s.url}/readyz`);
      if (ready !== 'timeout' && ready[0] === 200) break;
      expect(i, 'ready again within 10 s of space returning').toBeLessThan(100);
      await sleep(100);
    }
    for (let i = 0; i < 5; i++) expect(await write(`after-${i}`)).toBe('204');
    expect(await s.stop('SIGTERM')).toBe(0);

    const database = await openDatabase({ pgliteDir: join(dir, 'pglite'), PGLITE_FSYNC: 'off' });
    try {
      const stored = await database.db.select({ id: analyticsBatches.sessionId }).from(analyticsBatches);
      expect(stored.map((r) => r.id).sort()).toEqual([...acknowledged].sort());
    } finally {
      await database.close();
    }
  });
});

/** A POST whose body arrives slowly: in flight from its first byte until the server answers. */
function slowPost(
  url: string,
  sessionId: string,
  sendRest: Promise<void>,
): { sent: Promise<void>; answer: Promise<number | string> } {
  const body = JSON.stringify(analyticsBatch(sessionId));
  let onSent!: () => void;
  const sent = new Promise<void>((r) => (onSent = r));
  const answer = new Promise<number | string>((resolve) => {
    const req = request(
      `${url}/api/v1/analytics/track`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? String(err)));
    req.write(body.slice(0, 10), () => onSent());
    void sendRest.then(() => req.end(body.slice(10)));
  });
  return { sent, answer };
}

describe('shutdown', () => {
  it('SIGTERM fails readiness, refuses new connections, and lets the 40 requests in flight finish', async () => {
    const s = await server({ DATA_DIR: tempDir(), SHUTDOWN_GRACE_MS: '60000' });
    await s.ready();
    let release!: () => void;
    const rest = new Promise<void>((r) => (release = r));
    const inFlight = Array.from({ length: 40 }, (_, i) => slowPost(s.url, `drain-${i}`, rest));
    await Promise.all(inFlight.map((r) => r.sent));
    // The server has read the first bytes of every request.
    await sleep(200);
    s.child.kill('SIGTERM');
    for (;;) {
      if (s.output().includes('shutting down: draining')) break;
      await sleep(20);
    }
    const fresh = await fetch(`${s.url}/healthz`).then(
      (r) => r.status,
      (err: { cause?: { code?: string } }) => err.cause?.code,
    );
    expect(fresh).toBe('ECONNREFUSED');
    release();
    expect(await Promise.all(inFlight.map((r) => r.answer))).toEqual(Array(40).fill(204));
    expect(await s.exited).toBe(0);
    expect(s.output()).toContain('"msg":"stopped"');
  });

  it('cuts what is still running after the grace period, then exits', async () => {
    const s = await server({ DATA_DIR: tempDir(), SHUTDOWN_GRACE_MS: '300' });
    await s.ready();
    const never = new Promise<void>(() => {});
    const stuck = slowPost(s.url, 'stuck', never);
    await stuck.sent;
    await sleep(200);
    s.child.kill('SIGTERM');
    expect(await stuck.answer).toBe('ECONNRESET');
    expect(await s.exited).toBe(0);
    expect(s.output()).toContain('requests still running after the grace period; closing their connections');
  });
});

/** One complete POST on a connection of its own, written to the kernel at once; the status, or the socket's error code. */
function rawTrack(port: number, sessionId: string): { written: Promise<void>; answer: Promise<number | string> } {
  const body = JSON.stringify(analyticsBatch(sessionId));
  const head = `POST /api/v1/analytics/track HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
  let onWritten!: () => void;
  const written = new Promise<void>((r) => (onWritten = r));
  const answer = new Promise<number | string>((resolve) => {
    let reply = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(head + body, () => onWritten()));
    socket.on('data', (d: Buffer) => void (reply += d.toString()));
    socket.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? String(err)));
    socket.on('close', () =>
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(reply)?.[1] ?? 0) || 'closed without an answer'),
    );
  });
  return { written, answer };
}

describe('shutdown of a busy production server', () => {
  it('with the default drain, 40 requests it has not read yet at SIGTERM are all answered: none is reset', async () => {
    const s = await server({
      MODE: 'production',
      DATA_DIR: tempDir(),
      JWT_SECRET: 'ops-test-jwt-secret-0123456789abcdef0123456789',
      TURNSTILE_SECRET: 'ops-test-turnstile-secret',
    });
    await s.ready();
    const port = Number(new URL(s.url).port);
    // A server too busy to read: stopped, so the 40 connections wait in the kernel's accept queue
    // with their requests written, and SIGTERM arrives before any of them is read.
    s.child.kill('SIGSTOP');
    const unread = Array.from({ length: 40 }, (_, i) => rawTrack(port, `busy-${i}`));
    await Promise.all(unread.map((r) => r.written));
    s.child.kill('SIGTERM');
    s.child.kill('SIGCONT');
    const started = Date.now();
    expect(await Promise.all(unread.map((r) => r.answer))).toEqual(Array(40).fill(204));
    expect(await s.exited).toBe(0);
    // Readiness failed at once, the listener kept accepting for the production delay (5 s), then the
    // process exited well within Docker's 10 s stop timeout.
    expect(Date.now() - started).toBeLessThan(9500);
    expect(s.output()).toContain('"msg":"stopped"');
  });
});

describe('probes of a running process', () => {
  it('answer JSON; on SIGTERM readiness fails first while the server still accepts, then the listener closes', async () => {
    const s = await server({ DATA_DIR: tempDir(), SHUTDOWN_DELAY_MS: '1500' });
    await s.ready();
    const health = await fetch(`${s.url}/healthz`);
    expect([health.status, health.headers.get('content-type'), await health.json()]).toEqual([
      200,
      'application/json',
      { status: 'ok' },
    ]);
    s.child.kill('SIGTERM');
    for (;;) {
      if (s.output().includes('shutting down: draining')) break;
      await sleep(20);
    }
    const ready = await fetch(`${s.url}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([503, { status: 'draining', database: 'not checked' }]);
    expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
    expect(await s.exited).toBe(0);
    const after = await fetch(`${s.url}/healthz`).then(
      (r) => r.status,
      (err: { cause?: { code?: string } }) => err.cause?.code,
    );
    expect(after).toBe('ECONNREFUSED');
  });
});
