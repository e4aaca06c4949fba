import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { profileContract, routerPath } from '@playport/api-contract';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@playport/sdk/protocol';
import { accounts, connectedGames } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { refusedToken, requireAuth, tokenAndBody } from '../http/require-auth';
import { readJson } from '../http/validate';
import { NO_SESSION, accountView, sessionAccountView } from '../services/account-view';
import { signGameJwt } from '../services/game-jwt';
import { unknownGame } from '../services/games';

const { get, update, marketing, fetchFxIdGameConnection } = profileContract;

/** The signed-in account: info, language, marketing consent and game connection. */
export function profileRoutes() {
  const app = new Hono<AppEnv>();

  // The session is found by the view's own statement: one statement per request.
  app.post(routerPath(get.route), async (c) => {
    const deps = c.get('deps');
    const { token, body } = await tokenAndBody(c, get.body);
    const view = await sessionAccountView(deps, token, body.Game);
    if (view === NO_SESSION) throw await refusedToken(deps.config, token, deps.clock());
    if (!view) throw unknownGame(body.Game);
    return c.json(view);
  });

  app.post(routerPath(update.route), requireAuth, async (c) => {
    const deps = c.get('deps');
    const body = await readJson(c, update.body);
    const wanted = body.Language.toLowerCase();
    const locale = LANGUAGES.find((language) => language === wanted) ?? DEFAULT_LANGUAGE;
    await deps.db
      .update(accounts)
      .set({ locale })
      .where(eq(accounts.id, c.get('account').id));
    return c.json(await accountView(deps, c.get('account')));
  });

  app.post(routerPath(marketing.route), requireAuth, async (c) => {
    const deps = c.get('deps');
    const { MarketingEnabled } = await readJson(c, marketing.body);
    await deps.db
      .update(accounts)
      .set({ marketingEnabled: MarketingEnabled })
      .where(eq(accounts.id, c.get('account').id));
    return c.json(await accountView(deps, c.get('account')));
  });

  // How the portal renews a game's token: an account-level call (the spec's "auth"), so a game token is
  // refused (403 GameTokenScope) and never mints its successor; the new token belongs to this session.
  app.post(routerPath(fetchFxIdGameConnection.route), requireAuth, async (c) => {
    const deps = c.get('deps');
    const { Game } = await readJson(c, fetchFxIdGameConnection.body);
    const { id: accountId, sessionId } = c.get('account');
    const [row] = await deps.db
      .select()
      .from(connectedGames)
      .where(and(eq(connectedGames.accountId, accountId), eq(connectedGames.game, Game)))
      .limit(1);
    if (!row) return c.json({ Connected: false, ConnectedGame: null });
    const GameJwt = signGameJwt(deps.config, { accountId, game: Game, gameUid: row.gameUid, sessionId }, deps.clock());
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
