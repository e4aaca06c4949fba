import { Hono } from 'hono';
import { authContract as contract } from '@playport/api-contract';
import { implement, preparedReply } from '../http/implement';
import type { AppEnv } from '../http/app-env';
import { requireAuth } from '../http/require-auth';
import { verifyLocalIdp } from '../platforms/verify-local-idp';
import { getAccount, linkSocial } from '../services/accounts';
import { requireGame } from '../services/games';
import { findSession } from '../services/sessions';
import { signInIdentity } from '../services/sign-in';
import {
  exchangeTwitchCode,
  findTwitchConnection,
  refreshTwitch,
  saveTwitchConnection,
  updateTwitchTokens,
} from '../services/twitch';

const fail = (Message: string, ErrorCode: string) => ({ Message, ErrorCode });

/** MyGames OAuth and Twitch connect. */
export function authOauthRoutes() {
  const app = new Hono<AppEnv>();

  implement(app, contract.myGamesInfo, async (c, { body }) => {
    const deps = c.get('deps');
    await requireGame(deps.db, body.Game);
    const DebugIds = { RequestId: c.get('requestId') };
    let code: string | null;
    try {
      code = new URL(body.Url, deps.config.PUBLIC_URL).searchParams.get('code');
    } catch {
      code = null;
    }
    if (!code) return { Error: fail('The return URL has no code', 'InvalidCode'), Data: null, DebugIds };
    const user = await verifyLocalIdp('MyGames', code, deps.config, deps.clock());
    const result = await signInIdentity(deps, { type: 'MyGamesId', id: user.id, name: user.name }, { game: body.Game });
    const account = await getAccount(deps.db, result.AccountId);
    return {
      Error: null,
      Data: { Token: result.Token, AccountId: result.AccountId, Email: account.email, TransferState: 'NotNeeded' },
      DebugIds,
    };
  });

  implement(app, contract.myGamesTransfer, async (c, { body }) => {
    const deps = c.get('deps');
    await requireGame(deps.db, body.Game);
    const session = await findSession(deps.db, body.Token, deps.clock());
    if (!session)
      return preparedReply(
        c.json({ Error: fail('Failed to login. Try again', 'InvalidToken'), Success: false, RedirectUri: null }, 401),
      );
    const user = await verifyLocalIdp('MyGames', body.MyGamesToken, deps.config, deps.clock());
    const ok = await linkSocial(deps.db, session.id, 'MyGamesId', user.id);
    if (!ok) {
      return {
        Error: fail(
          'This MyGames account is linked to another account',
          'FailedThisGameAccountAlreadyConnectedToAnotherAccount',
        ),
        Success: false,
        RedirectUri: null,
      };
    }
    return { Error: null, Success: true, RedirectUri: `/play/${encodeURIComponent(body.Game)}` };
  });

  implement(app, contract.twitchConnect, { use: [requireAuth] }, async (c, { body }) => {
    const deps = c.get('deps');
    await requireGame(deps.db, body.Game);
    const tokens = await exchangeTwitchCode(deps, body.Code);
    if (!tokens) return { Success: false, Error: fail('Twitch did not accept the code', 'InvalidCode'), Data: null };
    const accountId = c.get('account').id;
    const values = {
      userId: tokens.userId,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      updatedAt: deps.clock(),
    };
    await saveTwitchConnection(deps, accountId, body.Game, values);
    await linkSocial(deps.db, accountId, 'Twitch', tokens.userId);
    return {
      Success: true,
      Error: null,
      Data: { AccessToken: tokens.accessToken, RefreshToken: tokens.refreshToken },
    };
  });

  implement(app, contract.twitchRefreshToken, { use: [requireAuth] }, async (c, input) => {
    const deps = c.get('deps');
    const { Game } = input.body;
    const row = await findTwitchConnection(deps, c.get('account').id, Game);
    if (!row)
      return {
        Success: false,
        Error: fail('Twitch is not connected for this game', 'NotConnected'),
        Data: null,
      };
    const tokens = await refreshTwitch(deps, row.refreshToken);
    if (!tokens) return { Success: false, Error: fail('Twitch refused the refresh token', 'InvalidToken'), Data: null };
    await updateTwitchTokens(deps, c.get('account').id, Game, tokens);
    return {
      Success: true,
      Error: null,
      Data: { AccessToken: tokens.accessToken, RefreshToken: tokens.refreshToken },
    };
  });

  return app;
}
