import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { repoRoot } from '../../scripts/lib/servers.mjs';
import { PORTAL_PORT } from './portal-origins.js';

// After the ports of own-servers.spec.ts (the suite's three, then five), so both can run at once.
const BASE = PORTAL_PORT + 8;
/** The single-game site's portal and its games origin. */
export const SINGLE_GAME_ORIGIN = `http://127.0.0.1:${BASE}`;
export const SINGLE_GAME_GAMES_ORIGIN = `http://localhost:${BASE + 1}`;

/**
 * Starts the reference server as a single-game site (`PORTAL_FIXED_GAME`, in its own process, fresh
 * database) and waits until it serves the portal; `stop` ends it and removes its data.
 */
export async function startSingleGameServer(game = 'hello-game'): Promise<{ output: () => string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'playport-single-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'reference-portal/web/scripts/serve.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env, DATA_DIR: dataDir, PGLITE_FSYNC: 'off', LOG_LEVEL: 'warn', PORTAL_SENTRY_DSN: '', SENTRY_DSN: '',
      PORT: String(BASE), GAMES_PORT: String(BASE + 1), PAYMENTS_PORT: String(BASE + 2), PORTAL_FIXED_GAME: game,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await expect.poll(() => fetch(`${SINGLE_GAME_ORIGIN}/config.js`).then((r) => r.status, () => 0), { timeout: 120_000, message: 'the single-game server serves config.js' }).toBe(200);
  } catch (err) {
    await stop();
    throw err;
  }
  return { output: () => output, stop };
}
