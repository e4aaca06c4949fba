import type { AuthResponse } from '../contract/account.js';
import type {
  LoginCredentialType,
  OperationError,
  Platform,
  SocialIdentifier,
  SocialIdentifierType,
} from '../contract/common.js';
import type { SocialLoginBlocks } from './auth-social.js';

/** `POST /auth/authenticate_from_email_invite`: the magic link's invite token. */
export interface EmailInviteAuthRequest {
  InviteToken: string;
}

/** The e-mail invite sign-in; on failure `Success` is false and `Error` says why. */
export interface EmailInviteAuthResponse {
  Success: boolean;
  Error: OperationError | null;
  Token: string | null;
  RedirectUri: string | null;
}

/** `POST /auth/authenticate_from_facebook_games/{Game}`, sent as a form (Facebook's canvas POST). */
export interface FacebookGamesAuthForm {
  FbLocale?: string;
  SignedRequest: string;
}

/** `POST /auth/authenticate_from_firebase`: a Firebase ID token. */
export interface FirebaseAuthRequest {
  GameSystemName: string;
  Token: string;
  MarketingEnabled: boolean;
}

/** A sign-in that yields only the portal token. */
export interface TokenResponse {
  Token: string;
}

/** `POST /auth/authenticate_from_game`: a game's own token, handed over to the portal. */
export interface GameAuthRequest {
  Token: string;
  Game: string;
  Platform: Platform;
  Standalone: boolean;
  DeviceId: string | null;
  Locale: string | null;
}

/** Whether the game account is linked; exactly one of the two data blocks is set. */
export interface GameAuthResponse {
  IsConnected: boolean;
  ConnectedData: { Token: string } | null;
  NotConnectedData: { GameAccountName: string | null } | null;
}

/** `POST /auth/authenticate_from_import`: sign in by an identity another game already knows. */
export interface ImportAuthRequest {
  GameSystemName: string;
  Game: string;
  SocialIdentifierType: SocialIdentifierType;
  SocialIdentifier: string;
}

/**
 * `POST /auth/authenticate_from_social`: the platform the game runs on and that platform's login
 * block (exactly one of {@link SocialLoginBlocks}).
 *
 * @example `{ Social: 'Telegram', Game: 'hello-game', Locale: 'en', SessionId: 's-1', Telegram: { InitData } }`
 */
export interface SocialAuthRequest extends SocialLoginBlocks {
  Social: Platform;
  Game: string;
  Locale?: string | null;
  SessionId?: string | null;
}

/** The portal token and account, plus the identity the platform login resolved to. */
export interface SocialAuthResponse extends AuthResponse {
  /** Designed: the authenticated social type and id, as one identifier. */
  SocialIdentifier: SocialIdentifier;
}

/** `POST /auth/authenticate_from_temp_token`. */
export interface TempTokenAuthRequest {
  TempToken: string;
}

/** Where a temp-token sign-in continues. `MerchantRedirectType` is a designed free-form string. */
export interface TempTokenData {
  RedirectUri: string | null;
  OrderPublicId: string | null;
  MerchantRedirectType: string | null;
}

/** The token and the temp token's continuation data. */
export interface TempTokenAuthResponse extends AuthResponse {
  TempTokenData: TempTokenData;
}

/**
 * Designed: the VK OpenAPI session and user (`VK.Auth.login` result) that the server verifies with
 * the app secret (`Sig` over `Expire`, `Mid`, `Secret`, `Sid`).
 */
export interface VkontakteComOpenApiUser {
  Mid: string;
  Sid: string;
  Sig: string;
  Secret: string;
  Expire: number;
  FirstName?: string | null;
  LastName?: string | null;
}

/** `POST /auth/authenticate_from_vkontaktecom_openapi`. */
export interface VkontakteComOpenApiAuthRequest {
  Game: string;
  User: VkontakteComOpenApiUser;
}

/** VK ID sign-in with PKCE: the code, its verifier and the device id VK returned. */
export interface VkIdLogin {
  Code: string;
  CodeVerifier: string;
  DeviceId: string;
}

/**
 * Designed: credential blocks of the external-id sign-in, one per {@link LoginCredentialType}; the
 * block named by `AuthenticationType` is set.
 */
export interface ExternalCredentialBlocks {
  Steam?: { Ticket: string };
  Egs?: { AccessToken: string };
  Google?: { IdToken: string };
  Facebook?: { AccessToken: string };
  /** The `openid.*` query of Steam's OpenID return URL, as a query string. */
  SteamOpenId?: { Query: string };
  Aw?: { Token: string };
  VkIdLogin?: VkIdLogin;
  ExternalGameToken?: { Token: string };
}

/** `POST /auth/authenticate_to_fxid_adapter_for_external_id` and `POST /auth/authenticate_to_fxid`. */
export interface ExternalIdAuthRequest extends ExternalCredentialBlocks {
  AuthenticationType: LoginCredentialType;
  Game: string;
  Locale?: string | null;
  SessionId?: string | null;
}

/** Designed: where an external-id sign-in stands. */
export type ExternalIdAuthState = 'Authenticated' | 'EmailRequired' | 'EmailCodeSent' | 'TransferRequired' | 'Failed';

/** Designed: the tokens of a completed external-id sign-in. */
export interface ExternalIdAuthTokens extends AuthResponse {
  RefreshToken: string | null;
}

/** Designed: offered when the external identity belongs to another account. */
export interface ExternalIdTransferOptions {
  CanTransfer: boolean;
  TargetAccountEmail: string | null;
}

/** Answer of both external-id sign-in calls. `Hint` and `Email` (masked) guide the next step. */
export interface ExternalIdAuthResponse {
  State: ExternalIdAuthState;
  Tokens: ExternalIdAuthTokens | null;
  Hint: string | null;
  Email: string | null;
  TransferOptions: ExternalIdTransferOptions | null;
}

/** `POST /auth/authenticate_to_fxid` (auth): joins the credential to the signed-in main account. */
export interface FxIdAuthResponse {
  Success: boolean;
  Data: AuthResponse | null;
  Error: OperationError | null;
}

/** `POST /auth/authenticate_with_external_id/{Game}`. `ExternalInfo` is a designed free-form map. */
export interface ExternalIdSignInRequest {
  Locale?: string | null;
  RefreshToken?: string | null;
  SessionId?: string | null;
  EmailCredentials?: { Email: string; EmailCode?: string | null } | null;
  ExternalSocialIdentifier?: SocialIdentifier | null;
  ExternalInfo?: Record<string, string> | null;
  AdditionalOptions?: { AllowOnlyNewEmail?: boolean } | null;
}

/** `POST /auth/create_temp_token` (auth). */
export interface CreateTempTokenRequest {
  RedirectUri: string;
}

/** A short-lived token that signs the account in on another page. */
export interface CreateTempTokenResponse {
  TempToken: string;
}

/** `POST /auth/oauth/mygames/info`: the MyGames OAuth return URL. */
export interface MyGamesInfoRequest {
  GameSystemName: string;
  Game: string;
  Url: string;
}

/** Designed: whether the MyGames account can move to the portal account. */
export type MyGamesTransferState = 'NotNeeded' | 'Available' | 'Completed';

/** The MyGames sign-in; `DebugIds` (designed: a string map) helps support find the request. */
export interface MyGamesInfoResponse {
  Error: OperationError | null;
  Data: {
    Token: string;
    AccountId: string;
    Email: string | null;
    TransferState: MyGamesTransferState;
  } | null;
  DebugIds: Record<string, string> | null;
}

/** `POST /auth/oauth/mygames/transfer`. */
export interface MyGamesTransferRequest {
  GameSystemName: string;
  Game: string;
  Token: string;
  MyGamesToken: string;
}

/** Result of a MyGames transfer. */
export interface MyGamesTransferResponse {
  Error: OperationError | null;
  Success: boolean;
  RedirectUri: string | null;
}

/** `POST /auth/twitch/connect` (auth): the OAuth code Twitch returned. */
export interface TwitchConnectRequest {
  Game: string;
  Code: string;
}

/** `POST /auth/twitch/refresh_token` (auth). */
export interface TwitchRefreshRequest {
  Game: string;
}

/** Twitch tokens after connect or refresh. */
export interface TwitchTokenResponse {
  Success: boolean;
  Error: OperationError | null;
  Data: { AccessToken: string; RefreshToken: string } | null;
}

/** `POST /auth/validate-external-id-auth-game-access-token`. */
export interface ValidateGameAccessTokenRequest {
  Game: string;
  GameJwtAccessTokenJwtString: string;
}

/** Designed `Data`: the account the game token belongs to. */
export interface ValidateGameAccessTokenResponse {
  Success: boolean;
  Data: { AccountId: string; GameUid: string | null; ExpiresAt: string } | null;
  Error: OperationError | null;
}

/** `GET|POST /auth/oauth/userinfo/{Game}`: OpenID-style user info for the bearer access token. */
export interface OAuthUserInfo {
  Sub: string;
  Id: string;
  Email: string | null;
}
