import { expect } from '@playwright/test';
import { PORTAL_PORT } from './portal-origins.js';
import { startProcess, type ServerProcess } from './server-process.js';

// After the ports of own-servers.spec.ts (the suite's three, then five), so both can run at once.
const BASE = PORTAL_PORT + 8;
/** The single-game site's portal and its games origin. */
export const SINGLE_GAME_ORIGIN = `http://127.0.0.1:${BASE}`;
export const SINGLE_GAME_GAMES_ORIGIN = `http://localhost:${BASE + 1}`;

/**
 * Starts the reference server as a single-game site (`PORTAL_FIXED_GAME`, in its own process, fresh
 * database) and waits until it serves the portal; `stop` ends it and removes its data.
 */
export async function startSingleGameServer(game = 'hello-game'): Promise<ServerProcess> {
  const server = startProcess(['--import', 'tsx', 'reference-portal/web/scripts/serve.ts'], {
    PORT: String(BASE),
    GAMES_PORT: String(BASE + 1),
    PAYMENTS_PORT: String(BASE + 2),
    PORTAL_FIXED_GAME: game,
  });
  try {
    await expect
      .poll(
        () =>
          fetch(`${SINGLE_GAME_ORIGIN}/config.js`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 120_000, message: 'the single-game server serves config.js' },
      )
      .toBe(200);
  } catch (err) {
    await server.stop();
    throw err;
  }
  return server;
}
