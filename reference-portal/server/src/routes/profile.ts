import { Hono } from 'hono';
import { profileContract } from '@playport/api-contract';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@playport/sdk/protocol';
import { implement } from '../http/implement';
import type { AppEnv } from '../http/app-env';
import { SESSION_IN_OWN_STATEMENT, refusedToken, requireAuth, sessionToken } from '../http/require-auth';
import { findConnectedGame, updateAccount } from '../services/accounts';
import { NO_SESSION, accountView, sessionAccountView } from '../services/account-view';
import { signGameJwt } from '../services/game-jwt';
import { unknownGame } from '../services/games';

const { get, update, marketing, fetchFxIdGameConnection } = profileContract;

/** The signed-in account: info, language, marketing consent and game connection. */
export function profileRoutes() {
  const app = new Hono<AppEnv>();

  // The session is found by the view's own statement: one statement per request.
  implement(app, get, SESSION_IN_OWN_STATEMENT, async (c, { body }) => {
    const deps = c.get('deps');
    const token = sessionToken(c);
    const view = await sessionAccountView(deps, token, body.Game);
    if (view === NO_SESSION) throw await refusedToken(deps.config, token, deps.clock());
    if (!view) throw unknownGame(body.Game);
    return view;
  });

  implement(app, update, { use: [requireAuth] }, async (c, { body }) => {
    const deps = c.get('deps');
    const wanted = body.Language.toLowerCase();
    const locale = LANGUAGES.find((language) => language === wanted) ?? DEFAULT_LANGUAGE;
    await updateAccount(deps.db, c.get('account').id, { locale });
    return await accountView(deps, c.get('account'));
  });

  implement(app, marketing, { use: [requireAuth] }, async (c, input) => {
    const deps = c.get('deps');
    const { MarketingEnabled } = input.body;
    await updateAccount(deps.db, c.get('account').id, { marketingEnabled: MarketingEnabled });
    return await accountView(deps, c.get('account'));
  });

  // How the portal renews a game's token: an account-level call (the spec's "auth"), so a game token is
  // refused (403 GameTokenScope) and never mints its successor; the new token belongs to this session.
  implement(app, fetchFxIdGameConnection, { use: [requireAuth] }, async (c, input) => {
    const deps = c.get('deps');
    const { Game } = input.body;
    const { id: accountId, sessionId } = c.get('account');
    const row = await findConnectedGame(deps.db, accountId, Game);
    if (!row) return { Connected: false, ConnectedGame: null };
    const GameJwt = signGameJwt(deps.config, { accountId, game: Game, gameUid: row.gameUid, sessionId }, deps.clock());
    return {
      Connected: true,
      ConnectedGame: {
        Game,
        GameJwt,
        GameUid: row.gameUid,
        StoreEnabled: row.storeEnabled,
        TagsLinks: [],
        Surveys: { Show: false },
      },
    };
  });

  return app;
}
