import { Hono } from 'hono';
import { type ExternalIdAuthState, authContract as contract } from '@playport/api-contract';
import { gameTokenNotASignIn } from '../http/api-error';
import { implement, preparedReply } from '../http/implement';
import type { AppEnv, Deps } from '../http/app-env';
import { clientIp } from '../http/client-ip';
import { optionalAccount } from '../http/optional-account';
import { ensureConnectedGame, findAccountIdBySocial, linkSocial, signInWithSocial } from '../services/accounts';
import { checkEmailCode, sendEmailCode } from '../services/email-codes';
import { verifyExternalCredential } from '../services/external-credentials';
import { requireGame } from '../services/games';
import { consumeRefreshToken, issueRefreshToken } from '../services/refresh-tokens';
import { issueSession } from '../services/sessions';
import { passSignInMailGate } from '../services/sign-in-mail-gate';
import { signInIdentity } from '../services/sign-in';

const state = (State: ExternalIdAuthState, extra: Record<string, unknown> = {}) => ({
  State,
  Tokens: null,
  Hint: null,
  Email: null,
  TransferOptions: null,
  ...extra,
});

async function authenticated(deps: Deps, accountId: string, game: string) {
  await ensureConnectedGame(deps.db, accountId, game);
  const now = deps.clock();
  const Token = await issueSession(deps.db, accountId, now);
  const RefreshToken = await issueRefreshToken(deps.db, accountId, game, now);
  return state('Authenticated', { Tokens: { Token, AccountId: accountId, RefreshToken } });
}

const maskEmail = (email: string) => email.replace(/^(.).*(@.*)$/, '$1***$2');

/** Sign-in by external credentials (launcher, VK ID, Google …) and joining them to the main account. */
export function authExternalRoutes() {
  const app = new Hono<AppEnv>();

  implement(app, contract.authenticateToFxIdAdapterForExternalId, async (c, { body }) => {
    const deps = c.get('deps');
    await requireGame(deps.db, body.Game);
    const result = await verifyExternalCredential(deps, body.AuthenticationType, body.Game, body);
    // An external game token is the game JWT a game holds: it proves the player, but opens no session.
    if ('accountId' in result) throw gameTokenNotASignIn();
    const { AccountId: accountId } = await signInIdentity(deps, result.identity, { locale: body.Locale });
    return await authenticated(deps, accountId, body.Game);
  });

  implement(app, contract.authenticateToFxId, async (c, { body }) => {
    const deps = c.get('deps');
    await requireGame(deps.db, body.Game);
    const signedIn = await optionalAccount(c);
    const result = await verifyExternalCredential(deps, body.AuthenticationType, body.Game, body);
    if (!signedIn) {
      // A visitor (the sign-in dialog's VK ID): the credential signs in or creates its account; a game
      // token never does (only a signed-in session may confirm one as its own).
      if ('accountId' in result) throw gameTokenNotASignIn();
      const session = await signInIdentity(deps, result.identity, { game: body.Game, locale: body.Locale });
      return { Success: true, Data: { AccountId: session.AccountId, Token: session.Token }, Error: null };
    }
    const accountId = signedIn;
    const owner =
      'accountId' in result
        ? result.accountId
        : await findAccountIdBySocial(deps.db, result.identity.type, result.identity.id);
    const linked =
      'identity' in result
        ? await linkSocial(deps.db, accountId, result.identity.type, result.identity.id)
        : owner === accountId;
    if (!linked || (owner && owner !== accountId)) {
      return {
        Success: false,
        Data: null,
        Error: {
          Message: 'This login belongs to another account',
          ErrorCode: 'FailedThisGameAccountAlreadyConnectedToAnotherAccount',
        },
      };
    }
    const Token = await issueSession(deps.db, accountId, deps.clock());
    return { Success: true, Data: { AccountId: accountId, Token }, Error: null };
  });

  implement(app, contract.authenticateWithExternalId, async (c, { body, params }) => {
    const deps = c.get('deps');
    const { Game } = params;
    await requireGame(deps.db, Game);
    const now = deps.clock();
    if (body.RefreshToken) {
      const row = await consumeRefreshToken(deps.db, body.RefreshToken, Game, now);
      if (!row)
        return preparedReply(c.json(state('Failed', { Hint: 'The refresh token is invalid, used or expired' }), 401));
      return await authenticated(deps, row.accountId, Game);
    }
    const creds = body.EmailCredentials;
    if (!creds) return state('EmailRequired', { Hint: 'Enter your e-mail to receive a sign-in code' });
    const email = creds.Email.trim().toLowerCase();
    if (!creds.EmailCode) {
      const ip = clientIp(c, deps.config.TRUST_PROXY);
      await passSignInMailGate(deps, { captcha: creds.CaptchaResult, ip, email });
      await sendEmailCode(deps, email);
      return state('EmailCodeSent', { Email: maskEmail(email), Hint: 'A sign-in code was sent to your e-mail' });
    }
    if (!(await checkEmailCode(deps, email, creds.EmailCode))) {
      return preparedReply(
        c.json(state('Failed', { Hint: 'The code is wrong or expired', Email: maskEmail(email) }), 401),
      );
    }
    const existing = await findAccountIdBySocial(deps.db, 'Email', email);
    if (existing && body.AdditionalOptions?.AllowOnlyNewEmail) {
      return state('TransferRequired', {
        Email: maskEmail(email),
        Hint: 'This e-mail already has an account',
        TransferOptions: { CanTransfer: false, TargetAccountEmail: maskEmail(email) },
      });
    }
    const accountId =
      existing ??
      (await signInWithSocial(deps.db, { type: 'Email', id: email, email, locale: body.Locale ?? undefined }))
        .accountId;
    const external = body.ExternalSocialIdentifier;
    if (external) await linkSocial(deps.db, accountId, external.Type, external.Id);
    return await authenticated(deps, accountId, Game);
  });

  return app;
}
