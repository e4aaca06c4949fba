import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** One reference-server process, as production runs it: its own ports, its own output. */
export interface ServerProcess {
  readonly url: string;
  /** The ports of its three listeners (local mode): portal and API, games origin, payments origin. */
  readonly ports: { readonly api: number; readonly games: number; readonly payments: number };
  readonly child: ChildProcess;
  /** Everything it printed so far (pino's JSON lines and any crash). */
  output(): string;
  /** Resolves with the exit code once it exited. */
  readonly exited: Promise<number | null>;
  /** Polls /readyz until it answers 200; rejects when the process exits first. */
  ready(): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts `reference-portal/server/src/main.ts` in local mode on fresh ports, with `env` on top;
 * `wrap` runs it under another command (e.g. `['unshare', '--pid', '--fork']`).
 */
export async function startServer(env: Record<string, string>, wrap: readonly string[] = []): Promise<ServerProcess> {
  const [port, games, payments] = [await freePort(), await freePort(), await freePort()];
  const command = [...wrap, process.execPath, '--import', 'tsx', 'reference-portal/server/src/main.ts'];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: repoRoot,
    env: {
      ...process.env,
      MODE: 'local',
      HOST: '127.0.0.1',
      PORT: String(port),
      GAMES_PORT: String(games),
      PAYMENTS_PORT: String(payments),
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'info',
      PGLITE_FSYNC: 'off',
      SENTRY_DSN: '',
      // These tests post thousands of batches from one address; the event budget is not what they test.
      ANALYTICS_EVENTS_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (d: Buffer) => void (printed += d.toString()));
  child.stderr.on('data', (d: Buffer) => void (printed += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited.then(() => void (gone = true));
  return {
    url,
    ports: { api: port, games, payments },
    child,
    output: () => printed,
    exited,
    async ready() {
      for (;;) {
        if (gone) throw new Error(`The server exited before it was ready:\n${printed}`);
        const ok = await fetch(`${url}/readyz`).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ok) return;
        await sleep(100);
      }
    },
    async stop(signal = 'SIGTERM') {
      if (!gone) child.kill(signal);
      return exited;
    },
  };
}

/** One analytics batch: a write the server acknowledges with 204 once it is committed. */
export const analyticsBatch = (sessionId: string) => ({ SessionId: sessionId, Events: [{ EventId: 781965163 }] });

/** Posts one analytics batch; the status, or the network error's code. */
export async function track(url: string, sessionId: string): Promise<number | string> {
  try {
    const res = await fetch(`${url}/api/v1/analytics/track`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(analyticsBatch(sessionId)),
    });
    await res.arrayBuffer();
    return res.status;
  } catch (err) {
    return (err as { cause?: { code?: string } }).cause?.code ?? String(err);
  }
}
