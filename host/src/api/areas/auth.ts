import { requireParams } from '../required.js';
import { API_ROUTES } from '@playport/api-contract/routes';
import type { ApiTransport, CallOptions } from '../transport.js';
import type {
  AuthResponse,
  CreateTempTokenRequest,
  CreateTempTokenResponse,
  EmailInviteAuthRequest,
  EmailInviteAuthResponse,
  ExternalIdAuthRequest,
  ExternalIdAuthResponse,
  ExternalIdSignInRequest,
  FacebookGamesAuthForm,
  FirebaseAuthRequest,
  FxIdAuthResponse,
  GameAuthRequest,
  GameAuthResponse,
  ImportAuthRequest,
  MyGamesInfoRequest,
  MyGamesInfoResponse,
  MyGamesTransferRequest,
  MyGamesTransferResponse,
  OAuthUserInfo,
  SocialAuthRequest,
  SocialAuthResponse,
  TempTokenAuthRequest,
  TempTokenAuthResponse,
  TokenResponse,
  TwitchConnectRequest,
  TwitchRefreshRequest,
  TwitchTokenResponse,
  ValidateGameAccessTokenRequest,
  ValidateGameAccessTokenResponse,
  VkontakteComOpenApiAuthRequest,
} from '../types.js';
import { bodyCall, formFields, gameBodyCall, noArgCall } from './call-helpers.js';

/** Sign-in, tokens and linked identities (`/auth/*`). */
export function createAuthApi(t: ApiTransport) {
  const r = API_ROUTES.auth;
  const userInfo =
    (route: typeof r.oauthUserInfo) =>
    (game: string, accessToken: string, options?: CallOptions): Promise<OAuthUserInfo> => {
      requireParams(route.operation, { game, accessToken });
      return t.send(route, { path: { Game: game }, token: accessToken }, options);
    };
  return {
    /** Signs in from the magic link's invite token. */
    authenticateFromEmailInvite: bodyCall<EmailInviteAuthRequest, EmailInviteAuthResponse>(
      t,
      r.authenticateFromEmailInvite,
    ),
    /** Signs in from Facebook's canvas `signed_request`, posted as a form. */
    authenticateFromFacebookGames(
      game: string,
      body: FacebookGamesAuthForm,
      options?: CallOptions,
    ): Promise<AuthResponse> {
      requireParams(r.authenticateFromFacebookGames.operation, { game, body });
      return t.send(r.authenticateFromFacebookGames, { path: { Game: game }, form: formFields(body) }, options);
    },
    /** Signs in with a Firebase ID token. */
    authenticateFromFirebase: bodyCall<FirebaseAuthRequest, TokenResponse>(t, r.authenticateFromFirebase),
    /** Signs in with a game's own token; tells whether the game account is linked. */
    authenticateFromGame: bodyCall<GameAuthRequest, GameAuthResponse>(t, r.authenticateFromGame),
    /** Signs in by an identity another game already linked. */
    authenticateFromImport: bodyCall<ImportAuthRequest, TokenResponse>(t, r.authenticateFromImport),
    /** Signs in with the platform's login data (one provider block). */
    authenticateFromSocial: bodyCall<SocialAuthRequest, SocialAuthResponse>(t, r.authenticateFromSocial),
    /** Signs in with a temporary token and returns where to continue. */
    authenticateFromTempToken: bodyCall<TempTokenAuthRequest, TempTokenAuthResponse>(t, r.authenticateFromTempToken),
    /** Signs in with a VK OpenAPI session. */
    authenticateFromVkontakteComOpenApi: bodyCall<VkontakteComOpenApiAuthRequest, TokenResponse>(
      t,
      r.authenticateFromVkontakteComOpenApi,
    ),
    /** Signs in with an external credential (Steam, EGS, Google, VK ID, …) through the portal adapter. */
    authenticateToFxIdAdapterForExternalId: bodyCall<ExternalIdAuthRequest, ExternalIdAuthResponse>(
      t,
      r.authenticateToFxIdAdapterForExternalId,
    ),
    /** Adds an external credential to the signed-in main account (auth). */
    authenticateToFxId: bodyCall<ExternalIdAuthRequest, FxIdAuthResponse>(t, r.authenticateToFxId),
    /** Continues an external-id sign-in for a game (e-mail code, refresh, transfer). */
    authenticateWithExternalId: gameBodyCall<ExternalIdSignInRequest, ExternalIdAuthResponse>(
      t,
      r.authenticateWithExternalId,
    ),
    /** Creates a short-lived token that signs this account in elsewhere (auth). */
    createTempToken: bodyCall<CreateTempTokenRequest, CreateTempTokenResponse>(t, r.createTempToken),
    /** Ends the server session (auth). */
    logout: noArgCall<void>(t, r.logout),
    /** Signs in from the MyGames OAuth return URL. */
    myGamesInfo: bodyCall<MyGamesInfoRequest, MyGamesInfoResponse>(t, r.myGamesInfo),
    /** Moves a MyGames account to the portal account. */
    myGamesTransfer: bodyCall<MyGamesTransferRequest, MyGamesTransferResponse>(t, r.myGamesTransfer),
    /** Links Twitch with the code of its OAuth redirect (auth). */
    twitchConnect: bodyCall<TwitchConnectRequest, TwitchTokenResponse>(t, r.twitchConnect),
    /** Refreshes the linked Twitch tokens (auth). */
    twitchRefreshToken: bodyCall<TwitchRefreshRequest, TwitchTokenResponse>(t, r.twitchRefreshToken),
    /** Checks a game's access token issued by the external-id sign-in. */
    validateExternalIdAuthGameAccessToken: bodyCall<ValidateGameAccessTokenRequest, ValidateGameAccessTokenResponse>(
      t,
      r.validateExternalIdAuthGameAccessToken,
    ),
    /** OpenID-style user info for a game's OAuth access token (sent as the bearer). */
    oauthUserInfo: userInfo(r.oauthUserInfo),
    /** The same user info by POST, for clients that cannot send GET with a bearer. */
    oauthUserInfoPost: userInfo(r.oauthUserInfoPost),
  };
}

/** The `auth` area of the API client. */
export type AuthApi = ReturnType<typeof createAuthApi>;
