import { type Handler, Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { authContract as contract, routerPath } from '@playport/host/api-contract';
import { connectedGames } from '../db/schema';
import { authFailure } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { bearerToken, requireAuth } from '../http/require-auth';
import { readJson, readParams } from '../http/validate';
import { getAccount } from '../services/accounts';
import { verifyGameJwt } from '../services/game-jwt';
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
    const claims = await verifyGameJwt(deps.config, body.GameJwtAccessTokenJwtString, body.Game, deps.clock());
    if (!claims) {
      return c.json({
        Success: false,
        Data: null,
        Error: { Message: 'The game access token is invalid or expired', ErrorCode: 'InvalidToken' },
      });
    }
    const exp = decodeJwt(body.GameJwtAccessTokenJwtString).exp ?? 0;
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
    const claims = bearer ? await verifyGameJwt(deps.config, bearer, game, deps.clock()) : null;
    if (!claims) throw authFailure('A valid game access token is required', 'InvalidGameToken');
    const [link] = await deps.db
      .select()
      .from(connectedGames)
      .where(and(eq(connectedGames.accountId, claims.accountId), eq(connectedGames.game, game)))
      .limit(1);
    if (!link || link.gameUid !== claims.gameUid)
      throw authFailure('The game is no longer connected', 'GameNotConnected');
    const account = await getAccount(deps.db, claims.accountId);
    return c.json({ Sub: claims.gameUid, Id: claims.gameUid, Email: account.emailValidated ? account.email : null });
  };
  app.get(routerPath(contract.oauthUserInfo.route), userInfo);
  app.post(routerPath(contract.oauthUserInfoPost.route), userInfo);

  return app;
}
