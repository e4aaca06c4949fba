import { z } from 'zod';
import { authResponse } from './account.js';
import { loginCredentialType, operationError, socialIdentifier } from './common.js';
import { ErrorCode } from './errors.js';
import { email, gameName, gameOnly } from './fields.js';
import { area, get, post, operation, type ErrorOutcome, type OperationSpec } from './operation.js';
import { UNKNOWN_GAME, SIGNATURE_NOT_VERIFIED, PLATFORM_NOT_CONFIGURED } from './outcomes.js';

const GAME_TOKEN: ErrorOutcome = {
  status: 403,
  code: ErrorCode.GameTokenScope,
  when: "the credential is a game's access token, which never opens a portal session",
};

/** A required text of at most `max` characters. */
const text = (max = 8192) => z.string().min(1).max(max);
/** A platform's user id: a string, or a number read as its decimal string. */
const platformId = z.union([z.string().min(1).max(128), z.number()]).transform(String);
/** A device or guest id that is itself the credential. */
const deviceId = z.string().regex(/^[A-Za-z0-9_.:-]{16,128}$/, 'must be 16 to 128 URL-safe characters');
const locale = z.string().max(16).nullish();
const sessionId = z.string().max(128).nullish();

/**
 * Designed login blocks of `authenticate_from_social`, one per platform (the spec names the blocks,
 * not their fields). Each carries what the platform hands the game, for the server to verify with the
 * platform's secret; none of it is trusted on the client.
 */
export const socialLoginBlocks = {
  /** A Steam session ticket (hex) from `GetAuthSessionTicket`. */
  Steam: z.object({ Ticket: text(2048), SteamId: z.string().max(32).nullish() }),
  /** Facebook's `signed_request` of the canvas page. */
  FacebookGames: z.object({ SignedRequest: text(), AccessToken: z.string().nullish() }),
  /** The signed launch query of the VK Play frame. */
  VkontaktePlay: z.object({ Uid: platformId, LaunchParams: text() }),
  /** The signed `vk_*` launch parameters of the VK mini app, as a query string. */
  VkontakteCom: z.object({ LaunchParams: text() }),
  /** The OK frame's query (`logged_user_id`, `session_key`, `auth_sig`, …), as a query string. */
  Odnoklassniki: z.object({ LaunchParams: text() }),
  /** Yandex `getPlayer({ signed: true })`; a guest has no signature. */
  YandexGames: z.object({ UniqueId: text(256), Signature: z.string().max(8192).nullish() }),
  /** Absolute Games launch data; `Guest` players get a guest identity. */
  AbsoluteGames: z.object({
    AppId: platformId,
    AuthKey: text(256),
    PlayerId: platformId,
    GameSid: z.string().max(256).nullish(),
    Guest: z.boolean().default(false),
  }),
  /** The portal's own one-time login code (query parameter `loginCode`). */
  FxId: z.object({ LoginCode: text(512) }),
  /** A CrazyGames user token; null for a guest, who is identified by `DeviceId`. */
  CrazyGames: z.object({ UserToken: z.string().max(8192).nullish(), DeviceId: deviceId.nullish() }),
  /** A WizQ (Mobage Connect) access token. */
  WizQ: z.object({ AccessToken: text() }),
  /** Telegram `WebApp.initData`, unparsed. */
  Telegram: z.object({ InitData: text() }),
  /** `FBInstant.player.getSignedPlayerInfoAsync()` signature and the player id. */
  FacebookInstantGames: z.object({ PlayerId: platformId, SignedPlayerInfo: text() }),
  /** Kongregate user id and game auth token; guests have neither and set `Guest`. */
  Kongregate: z.object({
    UserId: platformId.nullish(),
    GameAuthToken: z.string().max(512).nullish(),
    Guest: z.boolean().default(false),
  }),
} as const;

/** A platform that signs players in through `authenticate_from_social`. */
export type SocialPlatform = keyof typeof socialLoginBlocks;

/** The social sign-in body's blocks: every one optional (exactly one is sent). */
export const socialLoginBlocksShape = Object.fromEntries(
  Object.entries(socialLoginBlocks).map(([name, block]) => [name, block.nullish()]),
) as {
  // `keyof typeof`, written out: a homomorphic mapping keeps the blocks' declaration order in the published types.
  [K in keyof typeof socialLoginBlocks]: z.ZodOptional<z.ZodNullable<(typeof socialLoginBlocks)[K]>>;
};

/** The platform the game runs on and that platform's login block. */
export const socialAuthRequest = z.object({
  /** The platform; when absent, the one block sent names it. */
  Social: z.string().max(64).nullish(),
  Game: gameName,
  Locale: locale,
  SessionId: sessionId,
  ...socialLoginBlocksShape,
});

/** The portal token and account, plus the identity the platform login resolved to. */
export const socialAuthResponse = authResponse.extend({
  /** Designed: the authenticated social type and id, as one identifier; null for a portal login code of an account without one. */
  SocialIdentifier: socialIdentifier.extend({ Type: z.string() }).nullable(),
});

/**
 * Designed: the VK OpenAPI session and user (`VK.Auth.login` result) that the server verifies with
 * the app secret (`Sig` over `Expire`, `Mid`, `Secret`, `Sid`).
 */
export const vkontakteComOpenApiUser = z.object({
  Mid: z.union([z.string(), z.number()]).transform(String),
  Sid: text(512),
  Sig: text(64),
  Secret: z.string().max(512),
  Expire: z.coerce.number().int(),
  FirstName: z.string().max(128).nullish(),
  LastName: z.string().max(128).nullish(),
});

/** Credential blocks of the external-id sign-in, one per login credential type; the block `AuthenticationType` names is set. */
export const externalCredentialBlocksShape = {
  Steam: z.object({ Ticket: text(2048) }).nullish(),
  Egs: z.object({ AccessToken: text() }).nullish(),
  Google: z.object({ IdToken: text() }).nullish(),
  Facebook: z.object({ AccessToken: text() }).nullish(),
  /** The `openid.*` query of Steam's OpenID return URL, as a query string. */
  SteamOpenId: z.object({ Query: text() }).nullish(),
  Aw: z.object({ Token: text() }).nullish(),
  /** VK ID sign-in with PKCE: the code, its verifier and the device id VK returned. */
  VkIdLogin: z
    .object({ Code: text(), CodeVerifier: z.string().min(43).max(128), DeviceId: z.string().max(256) })
    .nullish(),
  ExternalGameToken: z.object({ Token: text() }).nullish(),
};

/** `authenticate_to_fxid_adapter_for_external_id` and `authenticate_to_fxid`: an external credential. */
export const externalIdAuthRequest = z.object({
  AuthenticationType: loginCredentialType,
  Game: gameName,
  Locale: locale,
  SessionId: sessionId,
  ...externalCredentialBlocksShape,
});

/** Designed: where an external-id sign-in stands. */
export const externalIdAuthState = z.enum([
  'Authenticated',
  'EmailRequired',
  'EmailCodeSent',
  'TransferRequired',
  'Failed',
]);

/** Answer of the external-id sign-in calls. `Hint` and `Email` (masked) guide the next step. */
export const externalIdAuthResponse = z.object({
  State: externalIdAuthState,
  /** Designed: the tokens of a completed sign-in. */
  Tokens: authResponse.extend({ RefreshToken: z.string().nullable() }).nullable(),
  Hint: z.string().nullable(),
  Email: z.string().nullable(),
  /** Designed: offered when the external identity belongs to another account. */
  TransferOptions: z.object({ CanTransfer: z.boolean(), TargetAccountEmail: z.string().nullable() }).nullable(),
});

/** `authenticate_with_external_id/{Game}`. `ExternalInfo` is a designed free-form map. */
export const externalIdSignInRequest = z.object({
  Locale: locale,
  RefreshToken: z.string().max(256).nullish(),
  SessionId: sessionId,
  EmailCredentials: z
    .object({
      Email: email(),
      EmailCode: z
        .string()
        .regex(/^\d{6}$/)
        .nullish(),
      /** Designed: the Turnstile token, required when asking for a code (no `EmailCode`), as for the magic link. */
      CaptchaResult: z.string().max(2048).nullish(),
    })
    .nullish(),
  ExternalSocialIdentifier: z.object({ Type: z.string().max(64), Id: z.string().min(1).max(256) }).nullish(),
  ExternalInfo: z.record(z.string(), z.string().max(1024)).nullish(),
  AdditionalOptions: z.object({ AllowOnlyNewEmail: z.boolean().optional() }).nullish(),
});

/** A result with `Success`, the data on success and the reason otherwise. */
const outcome = <D extends z.ZodType>(data: D) =>
  z.object({ Success: z.boolean(), Data: data.nullable(), Error: operationError.nullable() });

/** Where a temp-token sign-in continues. `MerchantRedirectType` is a designed free-form string. */
export const tempTokenData = z.object({
  RedirectUri: z.string().nullable(),
  OrderPublicId: z.string().nullable(),
  MerchantRedirectType: z.string().nullable(),
});

/** Designed: whether the MyGames account can move to the portal account. */
export const myGamesTransferState = z.enum(['NotNeeded', 'Available', 'Completed']);

/** Twitch tokens after connect or refresh. */
export const twitchTokenResponse = outcome(z.object({ AccessToken: z.string(), RefreshToken: z.string() }));

/** The user info of a game access token, asked with GET or POST. */
const userInfo = {
  params: gameOnly,
  response: z.object({ Sub: z.string(), Id: z.string(), Email: z.string().nullable() }),
  errors: [
    {
      status: 401,
      code: ErrorCode.InvalidToken,
      when: 'no valid game access token, or the game is no longer connected',
    },
  ],
} as const satisfies Omit<OperationSpec, 'summary'>;

/** Sign-in calls (`/auth/*`). */
export const authContract = area('auth', {
  authenticateFromEmailInvite: operation(post('/auth/authenticate_from_email_invite'), {
    summary: "Spends the magic link's invite token and signs in.",
    body: z.object({ InviteToken: text(256) }),
    response: z.object({
      Success: z.boolean(),
      Error: operationError.nullable(),
      Token: z.string().nullable(),
      RedirectUri: z.string().nullable(),
      AccountId: z.string(),
    }),
    errors: [{ status: 400, code: ErrorCode.InvalidToken, when: 'the link is invalid, used or expired' }],
  }),
  authenticateFromFacebookGames: operation(post('/auth/authenticate_from_facebook_games/{Game}', 'form'), {
    summary:
      "Facebook's canvas POST (a form): signs the player in; answers the session as JSON when asked for JSON, else redirects (303) to the game.",
    params: gameOnly,
    body: z.object({ SignedRequest: text(), FbLocale: z.string().max(16).optional() }),
    response: authResponse,
    errors: [UNKNOWN_GAME, SIGNATURE_NOT_VERIFIED, PLATFORM_NOT_CONFIGURED],
  }),
  authenticateFromFirebase: operation(post('/auth/authenticate_from_firebase'), {
    summary: 'Signs in with a Firebase ID token; may grant marketing consent, never withdraws it.',
    body: z.object({ GameSystemName: gameName, Token: text(), MarketingEnabled: z.boolean().default(false) }),
    response: authResponse,
    errors: [UNKNOWN_GAME, SIGNATURE_NOT_VERIFIED, PLATFORM_NOT_CONFIGURED],
  }),
  authenticateFromGame: operation(post('/auth/authenticate_from_game'), {
    summary: "Hands a game's own account token (vouched for by the game's server secret) over to the portal.",
    body: z.object({
      Token: text(),
      Game: gameName,
      Platform: z.string().max(64).nullish(),
      Standalone: z.boolean().nullish(),
      DeviceId: z.string().max(128).nullish(),
      Locale: locale,
    }),
    response: z.object({
      IsConnected: z.boolean(),
      ConnectedData: z.object({ Token: z.string() }).nullable(),
      NotConnectedData: z.object({ GameAccountName: z.string().nullable() }).nullable(),
    }),
    errors: [UNKNOWN_GAME, SIGNATURE_NOT_VERIFIED, GAME_TOKEN],
  }),
  authenticateFromImport: operation(post('/auth/authenticate_from_import'), {
    summary: 'Signs in by a guest or device identifier another game of the account already knows.',
    body: z.object({
      GameSystemName: gameName,
      Game: gameName,
      SocialIdentifierType: z.string().max(64),
      SocialIdentifier: deviceId,
    }),
    response: authResponse,
    errors: [
      UNKNOWN_GAME,
      { status: 400, code: ErrorCode.BadRequest, when: 'identifiers of that type cannot be imported' },
      { status: 404, code: ErrorCode.NotFound, when: 'no account has the identifier' },
      { status: 403, code: ErrorCode.Forbidden, when: 'the GameSystemName game is not connected to the account' },
    ],
  }),
  authenticateFromSocial: operation(post('/auth/authenticate_from_social'), {
    summary: "Signs in with the platform's login block, verified with the platform's secret.",
    body: socialAuthRequest,
    response: socialAuthResponse,
    errors: [UNKNOWN_GAME, SIGNATURE_NOT_VERIFIED, PLATFORM_NOT_CONFIGURED],
  }),
  authenticateFromTempToken: operation(post('/auth/authenticate_from_temp_token'), {
    summary: 'Spends a temp token and signs in; answers where the flow continues.',
    body: z.object({ TempToken: text(256) }),
    response: authResponse.extend({ TempTokenData: tempTokenData }),
    errors: [{ status: 401, code: ErrorCode.InvalidToken, when: 'the temp token is invalid, used or expired' }],
  }),
  authenticateFromVkontakteComOpenApi: operation(post('/auth/authenticate_from_vkontaktecom_openapi'), {
    summary: "Signs in with VK OpenAPI's session, its Sig checked with the app secret.",
    body: z.object({ Game: gameName, User: vkontakteComOpenApiUser }),
    response: authResponse,
    errors: [UNKNOWN_GAME, SIGNATURE_NOT_VERIFIED, PLATFORM_NOT_CONFIGURED],
  }),
  authenticateToFxIdAdapterForExternalId: operation(post('/auth/authenticate_to_fxid_adapter_for_external_id'), {
    summary: 'Signs in with an external credential (launcher, Steam, Google …) and answers the tokens.',
    body: externalIdAuthRequest,
    response: externalIdAuthResponse,
    errors: [UNKNOWN_GAME, SIGNATURE_NOT_VERIFIED, PLATFORM_NOT_CONFIGURED, GAME_TOKEN],
  }),
  authenticateToFxId: operation(post('/auth/authenticate_to_fxid', 'auth'), {
    summary:
      'Joins an external credential to the signed-in account (a visitor is signed in by it); Success false when it belongs to another account.',
    body: externalIdAuthRequest,
    response: outcome(authResponse),
    errors: [UNKNOWN_GAME, SIGNATURE_NOT_VERIFIED, PLATFORM_NOT_CONFIGURED, GAME_TOKEN],
  }),
  authenticateWithExternalId: operation(post('/auth/authenticate_with_external_id/{Game}'), {
    summary: 'The e-mail code sign-in of external builds, step by step; or a refresh token spent for new tokens.',
    params: gameOnly,
    body: externalIdSignInRequest,
    response: externalIdAuthResponse,
    errors: [
      UNKNOWN_GAME,
      {
        status: 401,
        code: ErrorCode.Unauthorized,
        when: 'the refresh token or the code is wrong: the answer is State Failed, with its Hint',
      },
      { status: 400, code: ErrorCode.RobotCheckFailed, when: 'a code is asked for and the captcha does not verify' },
      {
        status: 429,
        code: ErrorCode.RateLimited,
        when: 'too many sign-in mails to the e-mail or from the client address, or too many failed robot checks from it',
      },
    ],
  }),
  createTempToken: operation(post('/auth/create_temp_token', 'auth'), {
    summary: 'A short-lived token that signs the account in on another page of an allowed origin.',
    body: z.object({ RedirectUri: text(2048) }),
    response: z.object({ TempToken: z.string() }),
    errors: [{ status: 400, code: ErrorCode.RedirectNotAllowed, when: 'the RedirectUri is not an allowed origin' }],
  }),
  logout: operation(get('/auth/logout', 'auth', 'void'), { summary: 'Ends the session; answers 204.' }),
  myGamesInfo: operation(post('/auth/oauth/mygames/info'), {
    summary: 'Signs in with the MyGames OAuth return URL; Error InvalidCode when it carries no code.',
    body: z.object({ GameSystemName: gameName, Game: gameName, Url: text(4096) }),
    response: z.object({
      Error: operationError.nullable(),
      Data: z
        .object({
          Token: z.string(),
          AccountId: z.string(),
          Email: z.string().nullable(),
          TransferState: myGamesTransferState,
        })
        .nullable(),
      /** Designed: a string map that helps support find the request. */
      DebugIds: z.record(z.string(), z.string()).nullable(),
    }),
    errors: [UNKNOWN_GAME],
  }),
  myGamesTransfer: operation(post('/auth/oauth/mygames/transfer'), {
    summary: 'Links the MyGames account to the portal account of the session token.',
    body: z.object({ GameSystemName: gameName, Game: gameName, Token: text(512), MyGamesToken: text() }),
    response: z.object({
      Error: operationError.nullable(),
      Success: z.boolean(),
      RedirectUri: z.string().nullable(),
    }),
    errors: [
      UNKNOWN_GAME,
      {
        status: 401,
        code: ErrorCode.Unauthorized,
        when: 'the session token is invalid: the answer is Success false, with its Error',
      },
    ],
  }),
  twitchConnect: operation(post('/auth/twitch/connect', 'auth'), {
    summary: 'Connects Twitch with the OAuth code it returned; answers its tokens.',
    body: z.object({ Game: gameName, Code: text(4096) }),
    response: twitchTokenResponse,
    errors: [UNKNOWN_GAME],
  }),
  twitchRefreshToken: operation(post('/auth/twitch/refresh_token', 'auth'), {
    summary: "Refreshes the game's Twitch tokens.",
    body: gameOnly,
    response: twitchTokenResponse,
  }),
  validateExternalIdAuthGameAccessToken: operation(post('/auth/validate-external-id-auth-game-access-token'), {
    summary: 'Whether a game access token is valid, and the account it belongs to.',
    body: z.object({ Game: gameName, GameJwtAccessTokenJwtString: text(4096) }),
    response: outcome(z.object({ AccountId: z.string(), GameUid: z.string().nullable(), ExpiresAt: z.string() })),
  }),
  oauthUserInfo: operation(get('/auth/oauth/userinfo/{Game}'), {
    summary: 'OpenID-style user info for the bearer game access token.',
    ...userInfo,
  }),
  oauthUserInfoPost: operation(post('/auth/oauth/userinfo/{Game}', 'nobody'), {
    summary: 'The same user info, asked with POST.',
    ...userInfo,
  }),
});

/** The per-platform login blocks of `authenticate_from_social`. */
export type SocialLoginBlocks = {
  [K in keyof typeof socialLoginBlocks]?: z.input<(typeof socialLoginBlocks)[K]> | null;
};
/** `POST /auth/authenticate_from_email_invite`: the magic link's invite token. */
export type EmailInviteAuthRequest = z.input<(typeof authContract)['authenticateFromEmailInvite']['body']>;
/** The e-mail invite sign-in. */
export type EmailInviteAuthResponse = z.output<(typeof authContract)['authenticateFromEmailInvite']['response']>;
/** `POST /auth/authenticate_from_facebook_games/{Game}`, sent as a form (Facebook's canvas POST). */
export type FacebookGamesAuthForm = z.input<(typeof authContract)['authenticateFromFacebookGames']['body']>;
/** `POST /auth/authenticate_from_firebase`: a Firebase ID token. */
export type FirebaseAuthRequest = z.input<(typeof authContract)['authenticateFromFirebase']['body']>;
/** A sign-in's portal token and account. */
export type TokenResponse = z.output<(typeof authContract)['authenticateFromFirebase']['response']>;
/** `POST /auth/authenticate_from_game`: a game's own token, handed over to the portal. */
export type GameAuthRequest = z.input<(typeof authContract)['authenticateFromGame']['body']>;
/** Whether the game account is linked; exactly one of the two data blocks is set. */
export type GameAuthResponse = z.output<(typeof authContract)['authenticateFromGame']['response']>;
/** `POST /auth/authenticate_from_import`: sign in by an identity another game already knows. */
export type ImportAuthRequest = z.input<(typeof authContract)['authenticateFromImport']['body']>;
/**
 * `POST /auth/authenticate_from_social`: the platform the game runs on and that platform's login
 * block (exactly one of {@link SocialLoginBlocks}).
 *
 * @example `{ Social: 'Telegram', Game: 'hello-game', Locale: 'en', SessionId: 's-1', Telegram: { InitData } }`
 */
export type SocialAuthRequest = z.input<typeof socialAuthRequest>;
/** The portal token and account, plus the identity the platform login resolved to. */
export type SocialAuthResponse = z.output<typeof socialAuthResponse>;
/** `POST /auth/authenticate_from_temp_token`. */
export type TempTokenAuthRequest = z.input<(typeof authContract)['authenticateFromTempToken']['body']>;
/** Where a temp-token sign-in continues. */
export type TempTokenData = z.output<typeof tempTokenData>;
/** The token and the temp token's continuation data. */
export type TempTokenAuthResponse = z.output<(typeof authContract)['authenticateFromTempToken']['response']>;
/** Designed: the VK OpenAPI session and user (`VK.Auth.login` result). */
export type VkontakteComOpenApiUser = z.input<typeof vkontakteComOpenApiUser>;
/** `POST /auth/authenticate_from_vkontaktecom_openapi`. */
export type VkontakteComOpenApiAuthRequest = z.input<
  (typeof authContract)['authenticateFromVkontakteComOpenApi']['body']
>;
/** VK ID sign-in with PKCE: the code, its verifier and the device id VK returned. */
export type VkIdLogin = NonNullable<z.input<typeof externalCredentialBlocksShape.VkIdLogin>>;
/** Designed: credential blocks of the external-id sign-in; the block named by `AuthenticationType` is set. */
export type ExternalCredentialBlocks = {
  [K in keyof typeof externalCredentialBlocksShape]?: z.input<(typeof externalCredentialBlocksShape)[K]>;
};
/** `POST /auth/authenticate_to_fxid_adapter_for_external_id` and `POST /auth/authenticate_to_fxid`. */
export type ExternalIdAuthRequest = z.input<typeof externalIdAuthRequest>;
/** Designed: where an external-id sign-in stands. */
export type ExternalIdAuthState = z.output<typeof externalIdAuthState>;
/** Designed: the tokens of a completed external-id sign-in. */
export type ExternalIdAuthTokens = NonNullable<z.output<typeof externalIdAuthResponse>['Tokens']>;
/** Designed: offered when the external identity belongs to another account. */
export type ExternalIdTransferOptions = NonNullable<z.output<typeof externalIdAuthResponse>['TransferOptions']>;
/** Answer of both external-id sign-in calls. */
export type ExternalIdAuthResponse = z.output<typeof externalIdAuthResponse>;
/** `POST /auth/authenticate_to_fxid` (auth): joins the credential to the signed-in main account. */
export type FxIdAuthResponse = z.output<(typeof authContract)['authenticateToFxId']['response']>;
/** `POST /auth/authenticate_with_external_id/{Game}`. */
export type ExternalIdSignInRequest = z.input<typeof externalIdSignInRequest>;
/** `POST /auth/create_temp_token` (auth). */
export type CreateTempTokenRequest = z.input<(typeof authContract)['createTempToken']['body']>;
/** A short-lived token that signs the account in on another page. */
export type CreateTempTokenResponse = z.output<(typeof authContract)['createTempToken']['response']>;
/** `POST /auth/oauth/mygames/info`: the MyGames OAuth return URL. */
export type MyGamesInfoRequest = z.input<(typeof authContract)['myGamesInfo']['body']>;
/** Designed: whether the MyGames account can move to the portal account. */
export type MyGamesTransferState = z.output<typeof myGamesTransferState>;
/** The MyGames sign-in; `DebugIds` helps support find the request. */
export type MyGamesInfoResponse = z.output<(typeof authContract)['myGamesInfo']['response']>;
/** `POST /auth/oauth/mygames/transfer`. */
export type MyGamesTransferRequest = z.input<(typeof authContract)['myGamesTransfer']['body']>;
/** Result of a MyGames transfer. */
export type MyGamesTransferResponse = z.output<(typeof authContract)['myGamesTransfer']['response']>;
/** `POST /auth/twitch/connect` (auth): the OAuth code Twitch returned. */
export type TwitchConnectRequest = z.input<(typeof authContract)['twitchConnect']['body']>;
/** `POST /auth/twitch/refresh_token` (auth). */
export type TwitchRefreshRequest = z.input<(typeof authContract)['twitchRefreshToken']['body']>;
/** Twitch tokens after connect or refresh. */
export type TwitchTokenResponse = z.output<typeof twitchTokenResponse>;
/** `POST /auth/validate-external-id-auth-game-access-token`. */
export type ValidateGameAccessTokenRequest = z.input<
  (typeof authContract)['validateExternalIdAuthGameAccessToken']['body']
>;
/** Designed `Data`: the account the game token belongs to. */
export type ValidateGameAccessTokenResponse = z.output<
  (typeof authContract)['validateExternalIdAuthGameAccessToken']['response']
>;
/** `GET|POST /auth/oauth/userinfo/{Game}`: OpenID-style user info for the bearer access token. */
export type OAuthUserInfo = z.output<(typeof authContract)['oauthUserInfo']['response']>;
