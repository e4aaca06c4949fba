import { Hono } from 'hono';
import { storageContract as contract } from '@playport/api-contract';
import { implement } from '../http/implement';
import type { AppEnv } from '../http/app-env';
import { requireGameScope, requireSessionOrGameToken } from '../http/require-auth';
import { requireGame } from '../services/games';
import { deleteSaves, readSaves, writeSaves } from '../services/game-saves';

/**
 * A game's saves (`/storage/*`), per account and game: a session (a guest's too) or the game's own
 * token; a game token of another game is refused (`GameTokenScope`).
 */
export function storageRoutes() {
  const app = new Hono<AppEnv>();

  implement(app, contract.get, { use: [requireSessionOrGameToken] }, async (c, { body }) => {
    const { db } = c.get('deps');
    requireGameScope(c, body.Game);
    await requireGame(db, body.Game);
    return { Values: await readSaves(db, c.get('account').id, body.Game, body.Keys) };
  });

  implement(app, contract.set, { use: [requireSessionOrGameToken] }, async (c, { body }) => {
    const { db, clock } = c.get('deps');
    requireGameScope(c, body.Game);
    await requireGame(db, body.Game);
    return { Values: await writeSaves(db, c.get('account').id, body.Game, body.Values, clock()) };
  });

  implement(app, contract.delete, { use: [requireSessionOrGameToken] }, async (c, { body }) => {
    const { db } = c.get('deps');
    requireGameScope(c, body.Game);
    await requireGame(db, body.Game);
    return { Deleted: await deleteSaves(db, c.get('account').id, body.Game, body.Keys) };
  });

  return app;
}
