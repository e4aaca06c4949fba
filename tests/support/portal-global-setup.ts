import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { missingBundles, repoRoot } from '../../scripts/lib/servers.mjs';
import { PORTAL_GAMES_PORT, PORTAL_ORIGIN, PORTAL_PORT } from './portal-origins.js';

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The portal server did not answer ${url} within ${ms} ms`);
}

/** Starts the real reference server in local mode (fresh PGlite in a temp dir) serving the built portal. */
export default async function portalGlobalSetup() {
  const missing = missingBundles();
  if (missing.length) throw new Error(`Missing ${missing.join(', ')}: run \`npm run build\` first.`);
  const dataDir = mkdtempSync(join(tmpdir(), 'playport-portal-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'reference-portal/web/scripts/serve.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(PORTAL_PORT),
      GAMES_PORT: String(PORTAL_GAMES_PORT),
      PAYMENTS_PORT: String(PORTAL_GAMES_PORT + 1),
      DATA_DIR: dataDir,
      PGLITE_FSYNC: 'off',
      LOG_LEVEL: 'warn',
      SIGNIN_RATE_PER_MINUTE: '1000',
      MAGIC_LINKS_PER_IP: '1000',
      PORTAL_SENTRY_DSN: '',
      SENTRY_DSN: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      // Open keep-alive connections can hold a graceful close; the data is throwaway.
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${PORTAL_ORIGIN}/config.js`, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
