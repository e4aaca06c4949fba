import { Hono } from 'hono';
import { decodeJwt } from 'jose';
import { authContract as contract } from '@playport/api-contract';
import { authFailure } from '../http/api-error';
import { type ImplementHandler, implement } from '../http/implement';
import type { AppEnv } from '../http/app-env';
import { bearerToken, requireAuth } from '../http/require-auth';
import { getAccount } from '../services/accounts';
import { checkGameToken } from '../services/game-token-check';
import { redirectPolicy, requireSafeRedirect } from '../services/redirects';
import { issueSession, revokeSession } from '../services/sessions';
import { consumeTempToken, createTempToken } from '../services/temp-tokens';

/** Temp tokens, logout, game access tokens and the OAuth-style user info. */
export function authSessionRoutes() {
  const app = new Hono<AppEnv>();

  implement(app, contract.createTempToken, { use: [requireAuth] }, async (c, input) => {
    const deps = c.get('deps');
    const { RedirectUri } = input.body;
    const redirectUri = requireSafeRedirect(RedirectUri, redirectPolicy(deps.config), 'RedirectUri');
    const TempToken = await createTempToken(deps.db, c.get('account').id, { redirectUri }, deps.clock());
    return { TempToken };
  });

  implement(app, contract.authenticateFromTempToken, async (c, input) => {
    const deps = c.get('deps');
    const { TempToken } = input.body;
    const row = await consumeTempToken(deps.db, TempToken, deps.clock());
    if (!row) throw authFailure('The temporary token is invalid, used or expired', 'InvalidTempToken');
    const Token = await issueSession(deps.db, row.accountId, deps.clock());
    return {
      Token,
      AccountId: row.accountId,
      TempTokenData: {
        RedirectUri: row.redirectUri,
        OrderPublicId: row.orderPublicId,
        MerchantRedirectType: row.merchantRedirectType,
      },
    };
  });

  implement(app, contract.logout, { use: [requireAuth] }, async (c) => {
    await revokeSession(c.get('deps').db, c.get('account').tokenHash);
  });

  implement(app, contract.validateExternalIdAuthGameAccessToken, async (c, { body }) => {
    const deps = c.get('deps');
    const token = body.GameJwtAccessTokenJwtString;
    const check = await checkGameToken(deps.db, deps.config, token, body.Game, deps.clock());
    if ('refused' in check) {
      return {
        Success: false,
        Data: null,
        Error: { Message: 'The game access token is invalid or expired', ErrorCode: 'InvalidToken' },
      };
    }
    const { claims } = check;
    const exp = decodeJwt(token).exp ?? 0;
    return {
      Success: true,
      Data: { AccountId: claims.accountId, GameUid: claims.gameUid, ExpiresAt: new Date(exp * 1000).toISOString() },
      Error: null,
    };
  });

  // The same answer to GET and POST.
  const userInfo: ImplementHandler<typeof contract.oauthUserInfo | typeof contract.oauthUserInfoPost> = async (
    c,
    input,
  ) => {
    const deps = c.get('deps');
    const { Game: game } = input.params;
    const bearer = bearerToken(c);
    const check = bearer ? await checkGameToken(deps.db, deps.config, bearer, game, deps.clock()) : null;
    if (!check || ('refused' in check && check.refused !== 'not-connected'))
      throw authFailure('A valid game access token is required', 'InvalidGameToken');
    if ('refused' in check) throw authFailure('The game is no longer connected', 'GameNotConnected');
    const { claims } = check;
    const account = await getAccount(deps.db, claims.accountId);
    return { Sub: claims.gameUid, Id: claims.gameUid, Email: account.emailValidated ? account.email : null };
  };
  implement(app, contract.oauthUserInfo, userInfo);
  implement(app, contract.oauthUserInfoPost, userInfo);

  return app;
}
