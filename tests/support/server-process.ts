import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/lib/servers.mjs';

/** A server process with its output so far; `stop` ends it and removes its data. */
export interface ServerProcess {
  readonly output: () => string;
  readonly stop: () => Promise<void>;
}

/** How a started process's output is kept: collected for `output()` (the default), or passed to this process's. */
export interface StartOptions {
  readonly stdio?: 'collect' | 'inherit';
}

/**
 * Runs `node <args>` from the repository root with a data folder of its own (quiet, no error
 * reporting, PGlite without fsync), collecting its output unless told to pass it through.
 */
export function startProcess(args: string[], env: Record<string, string>, options: StartOptions = {}): ServerProcess {
  const inherit = options.stdio === 'inherit';
  const dataDir = mkdtempSync(join(tmpdir(), 'playport-own-'));
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PGLITE_FSYNC: 'off',
      LOG_LEVEL: 'warn',
      PORTAL_SENTRY_DSN: '',
      SENTRY_DSN: '',
      ...env,
    },
    stdio: inherit ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        // Open keep-alive connections can hold a graceful close; the data is throwaway.
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
