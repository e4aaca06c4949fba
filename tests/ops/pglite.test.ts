import { request } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsBatch, sleep, startServer, type ServerProcess } from './server-process';

const started: ServerProcess[] = [];
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pp-ops-'));
  dirs.push(dir);
  return dir;
};
const server = async (env: Record<string, string>) => {
  const s = await startServer(env);
  started.push(s);
  return s;
};

afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.stop('SIGKILL')));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

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
