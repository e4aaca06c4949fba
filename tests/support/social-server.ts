import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { newEmail, requestMagicLink } from './portal.js';

// Three ports after the payments suite's four, so both can run beside the shared portal server.
const BASE = Number(process.env.PLAYPORT_TEST_PAY_PORT ?? 18787) + 4;
/** The portal and API of the in-worker server. */
export const SOCIAL_ORIGIN = `http://127.0.0.1:${BASE}`;

/**
 * Starts the reference server with the built portal in this worker (local mode, fresh PGlite), so a
 * test can read and change its database directly and read its log (`logs`, one object a line).
 */
export async function startSocialServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'playport-social-'));
  const { main } = await import('../../reference-portal/server/src/main.js');
  // The server's log, line by line, for a test to read (warnings and worse, at LOG_LEVEL warn).
  const logs: Record<string, unknown>[] = [];
  const log = {
    write(line: string) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        process.stdout.write(line);
      }
    },
  };
  const server = await main(
    {
      PORT: String(BASE),
      GAMES_PORT: String(BASE + 1),
      PAYMENTS_PORT: String(BASE + 2),
      PUBLIC_URL: SOCIAL_ORIGIN,
      DATA_DIR: dataDir,
      PGLITE_FSYNC: 'off',
      MAGIC_LINK_PATH: '/LoginValidateEmail',
      LOG_LEVEL: 'warn',
      SIGNIN_RATE_PER_MINUTE: '1000',
      MAGIC_LINKS_PER_IP: '1000',
    },
    { log },
  );
  return {
    db: server.database.db,
    logs,
    async stop() {
      await Promise.all(server.servers.map((s) => new Promise<void>((done) => s.close(() => done()))));
      await server.database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POSTs to the in-worker API, with a bearer token when given. */
export async function post(path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${SOCIAL_ORIGIN}/api/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** Signs a fresh address in on `page` through the magic link; returns the session token. */
export async function signInPage(page: Page, tag: string): Promise<string> {
  await page.goto(await requestMagicLink(newEmail(tag), `${SOCIAL_ORIGIN}/`, SOCIAL_ORIGIN));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${SOCIAL_ORIGIN}/`);
  const token = await page.evaluate(() => localStorage.getItem('AuthToken'));
  if (!token) throw new Error('The magic link did not sign in');
  return token;
}
