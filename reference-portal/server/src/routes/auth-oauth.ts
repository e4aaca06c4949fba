import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { authContract as contract, routerPath } from '@playport/api-contract';
import { twitchConnections } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { requireAuth } from '../http/require-auth';
import { readJson } from '../http/validate';
import { verifyLocalIdp } from '../platforms/verify-local-idp';
import { getAccount, linkSocial } from '../services/accounts';
import { requireGame } from '../services/games';
import { findSession } from '../services/sessions';
import { signInIdentity } from '../services/sign-in';
import { exchangeTwitchCode, refreshTwitch } from '../services/twitch';

const fail = (Message: string, ErrorCode: string) => ({ Message, ErrorCode });

/** MyGames OAuth and Twitch connect. */
export function authOauthRoutes() {
  const app = new Hono<AppEnv>();

  app.post(routerPath(contract.myGamesInfo.route), async (c) => {
    const deps = c.get('deps');
    const body = await readJson(c, contract.myGamesInfo.body);
    await requireGame(deps.db, body.Game);
    const DebugIds = { RequestId: c.get('requestId') };
    let code: string | null;
    try {
      code = new URL(body.Url, deps.config.PUBLIC_URL).searchParams.get('code');
    } catch {
      code = null;
    }
    if (!code) return c.json({ Error: fail('The return URL has no code', 'InvalidCode'), Data: null, DebugIds });
    const user = await verifyLocalIdp('MyGames', code, deps.config, deps.clock());
    const result = await signInIdentity(deps, { type: 'MyGamesId', id: user.id, name: user.name }, { game: body.Game });
    const account = await getAccount(deps.db, result.AccountId);
    return c.json({
      Error: null,
      Data: { Token: result.Token, AccountId: result.AccountId, Email: account.email, TransferState: 'NotNeeded' },
      DebugIds,
    });
  });

  app.post(routerPath(contract.myGamesTransfer.route), async (c) => {
    const deps = c.get('deps');
    const body = await readJson(c, contract.myGamesTransfer.body);
    await requireGame(deps.db, body.Game);
    const session = await findSession(deps.db, body.Token, deps.clock());
    if (!session)
      return c.json(
        { Error: fail('Failed to login. Try again', 'InvalidToken'), Success: false, RedirectUri: null },
        401,
      );
    const user = await verifyLocalIdp('MyGames', body.MyGamesToken, deps.config, deps.clock());
    const ok = await linkSocial(deps.db, session.id, 'MyGamesId', user.id);
    if (!ok) {
      return c.json({
        Error: fail(
          'This MyGames account is linked to another account',
          'FailedThisGameAccountAlreadyConnectedToAnotherAccount',
        ),
        Success: false,
        RedirectUri: null,
      });
    }
    return c.json({ Error: null, Success: true, RedirectUri: `/play/${encodeURIComponent(body.Game)}` });
  });

  app.post(routerPath(contract.twitchConnect.route), requireAuth, async (c) => {
    const deps = c.get('deps');
    const body = await readJson(c, contract.twitchConnect.body);
    await requireGame(deps.db, body.Game);
    const tokens = await exchangeTwitchCode(deps, body.Code);
    if (!tokens)
      return c.json({ Success: false, Error: fail('Twitch did not accept the code', 'InvalidCode'), Data: null });
    const accountId = c.get('account').id;
    const values = {
      userId: tokens.userId,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      updatedAt: deps.clock(),
    };
    await deps.db
      .insert(twitchConnections)
      .values({ accountId, game: body.Game, ...values })
      .onConflictDoUpdate({ target: [twitchConnections.accountId, twitchConnections.game], set: values });
    await linkSocial(deps.db, accountId, 'Twitch', tokens.userId);
    return c.json({
      Success: true,
      Error: null,
      Data: { AccessToken: tokens.accessToken, RefreshToken: tokens.refreshToken },
    });
  });

  app.post(routerPath(contract.twitchRefreshToken.route), requireAuth, async (c) => {
    const deps = c.get('deps');
    const { Game } = await readJson(c, contract.twitchRefreshToken.body);
    const where = and(eq(twitchConnections.accountId, c.get('account').id), eq(twitchConnections.game, Game));
    const [row] = await deps.db.select().from(twitchConnections).where(where).limit(1);
    if (!row)
      return c.json({
        Success: false,
        Error: fail('Twitch is not connected for this game', 'NotConnected'),
        Data: null,
      });
    const tokens = await refreshTwitch(deps, row.refreshToken);
    if (!tokens)
      return c.json({ Success: false, Error: fail('Twitch refused the refresh token', 'InvalidToken'), Data: null });
    await deps.db
      .update(twitchConnections)
      .set({ ...tokens, updatedAt: deps.clock() })
      .where(where);
    return c.json({
      Success: true,
      Error: null,
      Data: { AccessToken: tokens.accessToken, RefreshToken: tokens.refreshToken },
    });
  });

  return app;
}
