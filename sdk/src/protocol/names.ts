/**
 * The names and constants of the Playport protocol. This module has no runtime dependencies, so the
 * game-side bundle can import it without pulling in the schemas.
 */

/** Protocol version spoken by this build. A different major version is refused at handshake. */
export const SDK_VERSION = Object.freeze({ major: 1, minor: 5 } as const);

/** Build number of this SDK, reported to the host and to analytics. */
export const SDK_BUILD = 1047;

/** Every method a game may call on the host, with the spec's names. */
export const METHODS = Object.freeze([
  'GetInfo',
  'SocialSettings',
  'BuyProduct',
  'DefaultStoreFront',
  'OpenModal',
  'ChangeLanguage',
  'AuthenticateUser',
  'PushRegister',
  'GetUrlHash',
  'SetUrlHash',
  'ShowLinkShareModal',
  'SetStatus',
  'AdsVideoReady',
  'AdsShowVideo',
  'AdsInterstitialReady',
  'AdsShowInterstitial',
  'AdsShowStickyBanner',
  'AdsHideStickyBanner',
  'StatInitialize',
  'StatEvent',
  'GetFriends',
  'InviteFriends',
  'JoinCommunity',
  'AddToFavorites',
  'GoogleTagManagerPushToDataLayer',
  'SendVkBridge',
  'SendCrazyGamesSdk',
  'WordsFilter',
  'ConsentManagerStatus',
  'LoadingReady',
  'GameStarted',
  'GameStopped',
  'CanReview',
  'RequestReview',
  'ReviewInfo',
  'GetAccountDocuments',
  'AcceptAccountDocument',
  'GetGameDocuments',
  'SendInGameEvent',
  'CreateSupportRequest',
  'GetPurchases',
  'ConsumePurchase',
  'LoadingProgress',
  'ProgressionEvent',
] as const);

/** A method name of the protocol. */
export type MethodName = (typeof METHODS)[number];

/** Every event the host may push to a game. */
export const EVENTS = Object.freeze([
  'AdsVideoAvailable',
  'AdsInterstitialAvailable',
  'AdsFinished',
  'AdsFailed',
  'AdsSkipped',
  'ConsentStatus',
  'FocusChanged',
  'UserInfoChanged',
  'LanguageChanged',
  'OrientationChanged',
  'SupportRequest',
  'PauseStateChanged',
  'AudioStateChanged',
] as const);

/** An event name of the protocol. */
export type EventName = (typeof EVENTS)[number];

/**
 * Methods whose answer waits for the player (a purchase, a sign-in, an ad, a platform dialog): the SDK
 * gives them `interactiveTimeout` (default 15 minutes) instead of the short call timeout. OpenModal
 * and ShowLinkShareModal answer as the modal opens, so they are not among them.
 */
export const INTERACTIVE_METHODS = Object.freeze([
  'BuyProduct',
  'AuthenticateUser',
  'PushRegister',
  'AdsShowVideo',
  'AdsShowInterstitial',
  'InviteFriends',
  'JoinCommunity',
  'AddToFavorites',
  'SendVkBridge',
  'SendCrazyGamesSdk',
  'RequestReview',
  'CreateSupportRequest',
] as const satisfies readonly MethodName[]);

/**
 * Events that describe a state rather than a moment: the SDK keeps the last value of each and gives it
 * to a listener that subscribes later.
 */
export const STATE_EVENTS = Object.freeze([
  'AdsVideoAvailable',
  'AdsInterstitialAvailable',
  'ConsentStatus',
  'FocusChanged',
  'UserInfoChanged',
  'LanguageChanged',
  'OrientationChanged',
  'PauseStateChanged',
  'AudioStateChanged',
] as const satisfies readonly EventName[]);

/**
 * Error codes carried by every failed call, on both sides of the channel.
 *
 * @example
 * ```ts
 * if (err.code === ErrorCode.UserCancelled) showShop();
 * ```
 */
export const ErrorCode = Object.freeze({
  /** The host has no method of that name (message: 'Unknown method for channel'). */
  UnknownMethod: 'UnknownMethod',
  /** The params failed validation; `field` names the first offending field. */
  InvalidParams: 'InvalidParams',
  /** The payload is larger than the host accepts. */
  PayloadTooLarge: 'PayloadTooLarge',
  /** The platform or host cannot do this; nothing was faked. */
  NotSupported: 'NotSupported',
  /** No answer arrived in time. */
  Timeout: 'Timeout',
  /** There is no connection to a host (not initialised, destroyed, or the frame reloaded). */
  NotConnected: 'NotConnected',
  /** The game called too often; retry later. */
  RateLimited: 'RateLimited',
  /** The host speaks an incompatible major protocol version. */
  VersionMismatch: 'VersionMismatch',
  /** The player cancelled (a purchase, a dialog). */
  UserCancelled: 'UserCancelled',
  /**
   * The portal cannot serve the call right now (busy, or its server or database away) and nothing was
   * done: the same call may succeed later. `details.retryAfterMs`, when present, is the wait it asked for.
   */
  Unavailable: 'Unavailable',
  /** The operation failed for another reason; the message says why. */
  Unknown: 'Unknown',
} as const);

/** One of the {@link ErrorCode} values. */
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The message the host sends for a method name it does not know (spec wording). */
export const UNKNOWN_METHOD_MESSAGE = 'Unknown method for channel';

/** UI languages the host supports; anything else falls back to {@link DEFAULT_LANGUAGE}. */
export const LANGUAGES = Object.freeze([
  'en',
  'de',
  'es',
  'fa',
  'fr',
  'it',
  'ja',
  'ko',
  'pt-br',
  'ru',
  'tr',
  'zh',
  'uk',
  'pl',
] as const);

/** A supported UI language. */
export type Language = (typeof LANGUAGES)[number];

/** The fallback UI language. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Handshake message types posted on the window before the port exists. */
export const HandshakeType = Object.freeze({
  /** game → host: asks for a port. */
  InitPort: 'playport:init-port',
  /** host → game: carries the port (transferred). */
  Port: 'playport:port',
  /** host → game: the handshake was refused (version mismatch). */
  Refused: 'playport:refused',
} as const);

/** Name of the URL fragment parameter carrying the per-mount nonce. */
export const NONCE_PARAM = 'playport-nonce';
/** Name of the URL fragment parameter carrying the host's origin. */
export const HOST_ORIGIN_PARAM = 'playport-host';
