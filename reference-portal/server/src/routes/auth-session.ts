import { type Handler, Hono } from 'hono';
import { decodeJwt } from 'jose';
import { authContract as contract, routerPath } from '@playport/api-contract';
import { authFailure } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { bearerToken, requireAuth } from '../http/require-auth';
import { readJson, readParams } from '../http/validate';
import { getAccount } from '../services/accounts';
import { checkGameToken } from '../services/game-token-check';
import { redirectPolicy, requireSafeRedirect } from '../services/redirects';
import { issueSession, revokeSession } from '../services/sessions';
import { consumeTempToken, createTempToken } from '../services/temp-tokens';

/** Temp tokens, logout, game access tokens and the OAuth-style user info. */
export function authSessionRoutes() {
  const app = new Hono<AppEnv>();

  app.post(routerPath(contract.createTempToken.route), requireAuth, async (c) => {
    const deps = c.get('deps');
    const { RedirectUri } = await readJson(c, contract.createTempToken.body);
    const redirectUri = requireSafeRedirect(RedirectUri, redirectPolicy(deps.config), 'RedirectUri');
    const TempToken = await createTempToken(deps.db, c.get('account').id, { redirectUri }, deps.clock());
    return c.json({ TempToken });
  });

  app.post(routerPath(contract.authenticateFromTempToken.route), async (c) => {
    const deps = c.get('deps');
    const { TempToken } = await readJson(c, contract.authenticateFromTempToken.body);
    const row = await consumeTempToken(deps.db, TempToken, deps.clock());
    if (!row) throw authFailure('The temporary token is invalid, used or expired', 'InvalidTempToken');
    const Token = await issueSession(deps.db, row.accountId, deps.clock());
    return c.json({
      Token,
      AccountId: row.accountId,
      TempTokenData: {
        RedirectUri: row.redirectUri,
        OrderPublicId: row.orderPublicId,
        MerchantRedirectType: row.merchantRedirectType,
      },
    });
  });

  app.get(routerPath(contract.logout.route), requireAuth, async (c) => {
    await revokeSession(c.get('deps').db, c.get('account').tokenHash);
    return c.body(null, 204);
  });

  app.post(routerPath(contract.validateExternalIdAuthGameAccessToken.route), async (c) => {
    const deps = c.get('deps');
    const body = await readJson(c, contract.validateExternalIdAuthGameAccessToken.body);
    const token = body.GameJwtAccessTokenJwtString;
    const check = await checkGameToken(deps.db, deps.config, token, body.Game, deps.clock());
    if ('refused' in check) {
      return c.json({
        Success: false,
        Data: null,
        Error: { Message: 'The game access token is invalid or expired', ErrorCode: 'InvalidToken' },
      });
    }
    const { claims } = check;
    const exp = decodeJwt(token).exp ?? 0;
    return c.json({
      Success: true,
      Data: { AccountId: claims.accountId, GameUid: claims.gameUid, ExpiresAt: new Date(exp * 1000).toISOString() },
      Error: null,
    });
  });

  const userInfo: Handler<AppEnv> = async (c) => {
    const deps = c.get('deps');
    const { Game: game } = readParams(c, contract.oauthUserInfo.params);
    const bearer = bearerToken(c);
    const check = bearer ? await checkGameToken(deps.db, deps.config, bearer, game, deps.clock()) : null;
    if (!check || ('refused' in check && check.refused !== 'not-connected'))
      throw authFailure('A valid game access token is required', 'InvalidGameToken');
    if ('refused' in check) throw authFailure('The game is no longer connected', 'GameNotConnected');
    const { claims } = check;
    const account = await getAccount(deps.db, claims.accountId);
    return c.json({ Sub: claims.gameUid, Id: claims.gameUid, Email: account.emailValidated ? account.email : null });
  };
  app.get(routerPath(contract.oauthUserInfo.route), userInfo);
  app.post(routerPath(contract.oauthUserInfoPost.route), userInfo);

  return app;
}
