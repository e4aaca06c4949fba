import { Hono } from 'hono';
import { authContract as contract } from '@playport/api-contract';
import { ApiError, ErrorCode, authErrorFields, gameTokenNotASignIn } from '../http/api-error';
import { implement } from '../http/implement';
import type { AppEnv } from '../http/app-env';
import { verifyGameAccountToken } from '../platforms/verify-game-account';
import { ensureConnectedGame, findAccountIdBySocial, isConnected, signInWithSocial } from '../services/accounts';
import { accountOfGameAccount } from '../services/game-connections';
import { claimedGame } from '../services/game-jwt';
import { requireGame } from '../services/games';
import { issueSession } from '../services/sessions';

/** Identifier types whose value is itself the credential (random device or guest ids). */
const IMPORTABLE = ['FxIdGuest', 'YandexGamesGuest', 'CrazyGamesGuest', 'KongregateGuest', 'AbsoluteGamesGuest'];

/**
 * Sign-in handed over from a game: its own account token (vouched for by the game's server secret),
 * and imported guest ids. A game JWT (what the portal hands a game) never becomes a portal session.
 */
export function authGameRoutes() {
  const app = new Hono<AppEnv>();

  implement(app, contract.authenticateFromGame, async (c, { body }) => {
    const deps = c.get('deps');
    const game = await requireGame(deps.db, body.Game);
    const now = deps.clock();
    if (claimedGame(body.Token) !== null) throw gameTokenNotASignIn();
    const gameAccount = await verifyGameAccountToken(body.Token, body.Game, game.serverSecret, now);
    const accountId = await accountOfGameAccount(deps.db, body.Game, gameAccount.id);
    if (!accountId) {
      return {
        IsConnected: false,
        ConnectedData: null,
        NotConnectedData: { GameAccountName: gameAccount.name },
      };
    }
    const Token = await issueSession(deps.db, accountId, now);
    return { IsConnected: true, ConnectedData: { Token }, NotConnectedData: null };
  });

  implement(app, contract.authenticateFromImport, async (c, { body }) => {
    const deps = c.get('deps');
    await requireGame(deps.db, body.Game);
    if (!IMPORTABLE.includes(body.SocialIdentifierType)) {
      const message = `Identifiers of type ${body.SocialIdentifierType} cannot be imported`;
      throw new ApiError(400, ErrorCode.BadRequest, message, authErrorFields('UnsupportedImport', message));
    }
    let accountId = await findAccountIdBySocial(deps.db, body.SocialIdentifierType, body.SocialIdentifier);
    if (!accountId && body.SocialIdentifierType === 'FxIdGuest') {
      accountId = (await signInWithSocial(deps.db, { type: 'FxIdGuest', id: body.SocialIdentifier, guest: true }))
        .accountId;
      await ensureConnectedGame(deps.db, accountId, body.GameSystemName);
    }
    if (!accountId)
      throw new ApiError(
        404,
        ErrorCode.NotFound,
        'No account has this identifier',
        authErrorFields('AccountNotFound', 'No account has this identifier'),
      );
    if (!(await isConnected(deps.db, accountId, body.GameSystemName))) {
      const message = 'Game of this type is not connected to your account';
      throw new ApiError(
        403,
        ErrorCode.Forbidden,
        message,
        authErrorFields('FailedGameOfThisTypeNotConnectedToYourAccount', message, accountId),
      );
    }
    await ensureConnectedGame(deps.db, accountId, body.Game);
    const Token = await issueSession(deps.db, accountId, deps.clock());
    return { Token, AccountId: accountId };
  });

  return app;
}
