// Runs the compiled server (dist/main.js) as its own process, as production does: `node dist/main.js`
// with the configuration in the environment. Used by the tests of the build and of two instances.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const COMPILED_MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** A TCP port free on 127.0.0.1 right now, chosen by the system. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node dist/main.js` with exactly `env` (plus PATH) in `cwd`, and resolves once it logs
 * "api listening"; rejects with its output when it exits before. `logs` are its JSON log lines;
 * `stop()` sends SIGTERM and resolves with the exit code.
 */
export function startCompiledServer({ env, cwd, main = COMPILED_MAIN }) {
  const child = spawn(process.execPath, [main], {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs = [];
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        entry = { msg: line };
      }
      logs.push(entry);
      if (entry.msg === 'api listening') resolve({ child, logs, stop });
    });
    void exited.then((code) => {
      const output = logs.map((l) => JSON.stringify(l)).join('\n');
      reject(new Error(`${main} exited (${code}) before listening:\n${output}\n${stderr}`));
    });
  });
}
