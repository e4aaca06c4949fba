import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@playport/sdk/protocol';
import { accounts, connectedGames } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { requireAuth, requireGameScope, requireSessionOrGameToken } from '../http/require-auth';
import { gameName, readJson } from '../http/validate';
import { accountView } from '../services/account-view';
import { connectKnownGame } from '../services/accounts';
import { signGameJwt } from '../services/game-jwt';
import { unknownGame } from '../services/games';

const gameBody = z.object({ Game: gameName });

const languageBody = z.object({ Language: z.string().min(2).max(16), DUMMY: z.string().max(64).nullish() });
const marketingBody = z.object({ MarketingEnabled: z.boolean() });

/** The signed-in account: info, language, marketing consent and game connection. */
export function profileRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/profile', requireAuth, async (c) => {
    const deps = c.get('deps');
    const { Game } = await readJson(c, gameBody);
    if (!(await connectKnownGame(deps.db, c.get('account').id, Game))) throw unknownGame(Game);
    return c.json(await accountView(deps, c.get('account').id));
  });

  app.post('/profile/update', requireAuth, async (c) => {
    const deps = c.get('deps');
    const body = await readJson(c, languageBody);
    const wanted = body.Language.toLowerCase();
    const locale = LANGUAGES.find((language) => language === wanted) ?? DEFAULT_LANGUAGE;
    await deps.db
      .update(accounts)
      .set({ locale })
      .where(eq(accounts.id, c.get('account').id));
    return c.json(await accountView(deps, c.get('account').id));
  });

  app.post('/profile/marketing', requireAuth, async (c) => {
    const deps = c.get('deps');
    const { MarketingEnabled } = await readJson(c, marketingBody);
    await deps.db
      .update(accounts)
      .set({ marketingEnabled: MarketingEnabled })
      .where(eq(accounts.id, c.get('account').id));
    return c.json(await accountView(deps, c.get('account').id));
  });

  // The one profile call a game token may make: its own game's connection (and a fresh game token).
  app.post('/profile/fetch_fxid_game_connection', requireSessionOrGameToken, async (c) => {
    const deps = c.get('deps');
    const { Game } = await readJson(c, gameBody);
    requireGameScope(c, Game);
    const accountId = c.get('account').id;
    const [row] = await deps.db
      .select()
      .from(connectedGames)
      .where(and(eq(connectedGames.accountId, accountId), eq(connectedGames.game, Game)))
      .limit(1);
    if (!row) return c.json({ Connected: false, ConnectedGame: null });
    const GameJwt = await signGameJwt(deps.config, { accountId, game: Game, gameUid: row.gameUid }, deps.clock());
    return c.json({
      Connected: true,
      ConnectedGame: {
        Game,
        GameJwt,
        GameUid: row.gameUid,
        StoreEnabled: row.storeEnabled,
        TagsLinks: [],
        Surveys: { Show: false },
      },
    });
  });

  return app;
}
