import type { ApiTransport, CallOptions } from '../transport.js';
import type { BodyOf } from '@playport/api-contract';
import { areaCalls, formFields, type OperationOf } from './call-helpers.js';

/** Sign-in, tokens and linked identities (`/auth/*`). */
export function createAuthApi(t: ApiTransport) {
  const call = areaCalls(t, 'auth');
  const userInfo =
    <K extends 'oauthUserInfo' | 'oauthUserInfoPost'>(name: K) =>
    (game: string, accessToken: string, options?: CallOptions) => {
      call.require(name, { game, accessToken });
      return call.send(name, { path: { Game: game }, token: accessToken }, options);
    };
  return {
    /** Signs in from the magic link's invite token. */
    authenticateFromEmailInvite: call.body('authenticateFromEmailInvite'),
    /** Signs in from Facebook's canvas `signed_request`, posted as a form. */
    authenticateFromFacebookGames(
      game: string,
      body: BodyOf<OperationOf<'auth', 'authenticateFromFacebookGames'>>,
      options?: CallOptions,
    ) {
      call.require('authenticateFromFacebookGames', { game, body });
      return call.send('authenticateFromFacebookGames', { path: { Game: game }, form: formFields(body) }, options);
    },
    /** Signs in with a Firebase ID token. */
    authenticateFromFirebase: call.body('authenticateFromFirebase'),
    /** Signs in with a game's own token; tells whether the game account is linked. */
    authenticateFromGame: call.body('authenticateFromGame'),
    /** Signs in by an identity another game already linked. */
    authenticateFromImport: call.body('authenticateFromImport'),
    /** Signs in with the platform's login data (one provider block). */
    authenticateFromSocial: call.body('authenticateFromSocial'),
    /** Signs in with a temporary token and returns where to continue. */
    authenticateFromTempToken: call.body('authenticateFromTempToken'),
    /** Signs in with a VK OpenAPI session. */
    authenticateFromVkontakteComOpenApi: call.body('authenticateFromVkontakteComOpenApi'),
    /** Signs in with an external credential (Steam, EGS, Google, VK ID, …) through the portal adapter. */
    authenticateToFxIdAdapterForExternalId: call.body('authenticateToFxIdAdapterForExternalId'),
    /** Adds an external credential to the signed-in main account (auth). */
    authenticateToFxId: call.body('authenticateToFxId'),
    /** Continues an external-id sign-in for a game (e-mail code, refresh, transfer). */
    authenticateWithExternalId: call.gameBody('authenticateWithExternalId'),
    /** Creates a short-lived token that signs this account in elsewhere (auth). */
    createTempToken: call.body('createTempToken'),
    /** Ends the server session (auth). */
    logout: call.noArg('logout'),
    /** Signs in from the MyGames OAuth return URL. */
    myGamesInfo: call.body('myGamesInfo'),
    /** Moves a MyGames account to the portal account. */
    myGamesTransfer: call.body('myGamesTransfer'),
    /** Links Twitch with the code of its OAuth redirect (auth). */
    twitchConnect: call.body('twitchConnect'),
    /** Refreshes the linked Twitch tokens (auth). */
    twitchRefreshToken: call.body('twitchRefreshToken'),
    /** Checks a game's access token issued by the external-id sign-in. */
    validateExternalIdAuthGameAccessToken: call.body('validateExternalIdAuthGameAccessToken'),
    /** OpenID-style user info for a game's OAuth access token (sent as the bearer). */
    oauthUserInfo: userInfo('oauthUserInfo'),
    /** The same user info by POST, for clients that cannot send GET with a bearer. */
    oauthUserInfoPost: userInfo('oauthUserInfoPost'),
  };
}

/** The `auth` area of the API client. */
export type AuthApi = ReturnType<typeof createAuthApi>;
