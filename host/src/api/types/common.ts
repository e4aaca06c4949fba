/**
 * Enumerations and small shapes shared by every area of the reference API (portal-core sections 3
 * and 4). Field names are the wire names, in PascalCase.
 */

/** Any JSON value, for free-form fields (payloads, metadata, analytics J fields). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * A platform a game is published on; also the `WebPublishingPlatform` of requests.
 *
 * @example `const platform: Platform = 'YandexGames';`
 */
export type Platform =
  | 'FxId'
  | 'VkontaktePlay'
  | 'Odnoklassniki'
  | 'VkontakteCom'
  | 'YandexGames'
  | 'AbsoluteGames'
  | 'Kongregate'
  | 'FacebookGames'
  | 'CrazyGames'
  | 'WizQ'
  | 'Telegram'
  | 'FxLauncher'
  | 'FxNative'
  | 'Steam'
  | 'FacebookInstantGames'
  | 'Unspecified';

/** The platform a web build is published on (the same values as {@link Platform}). */
export type WebPublishingPlatform = Platform;

/** Adapter names as they appear in routes (`/play/{game}/iframe/{adapter}`); one definition, the adapter module's. */
export type { AdapterName } from '../../adapter/adapter-names.js';

/** Every kind of identity an account can be reached by (portal-core section 4). */
export type SocialIdentifierType =
  | 'Email'
  | 'Telegram'
  | 'Firebase'
  | 'VkontaktePlay'
  | 'Odnoklassniki'
  | 'VkontakteCom'
  | 'YandexGames'
  | 'FxIdGuest'
  | 'YandexGamesGuest'
  | 'Facebook'
  | 'Google'
  | 'Apple'
  | 'AbsoluteGamesGuest'
  | 'AbsoluteGames'
  | 'KongregateGuest'
  | 'Kongregate'
  | 'VkontakteComOauth'
  | 'Xsolla'
  | 'FacebookGames'
  | 'CrazyGamesGuest'
  | 'CrazyGames'
  | 'MyGamesId'
  | 'FacebookNamespaced'
  | 'WizQ'
  | 'Steam'
  | 'Egs'
  | 'Twitch'
  | 'AW';

/** One identity of an account, e.g. `{ Type: 'Google', Id: '1098…' }`. */
export interface SocialIdentifier {
  Type: SocialIdentifierType;
  Id: string;
}

/** Credential kinds of the external-id sign-in (`AuthenticationType`). */
export type LoginCredentialType =
  | 'Steam'
  | 'Egs'
  | 'Google'
  | 'Facebook'
  | 'SteamOpenId'
  | 'Aw'
  | 'VkId'
  | 'ExternalGameToken';

/** Where a purchase was made. */
export type PurchasePlatform = 'Ios' | 'Android' | 'Web' | 'Steam' | 'WindowsStore' | 'Amazon';

/** The kind of device a download or session is for. */
export type DeviceType = 'Desktop' | 'Android' | 'IPhone' | 'IPad';

/** Compression of a launcher artifact. */
export type Compression = 'Disabled' | 'Brotli' | 'Gzip';

/** A player's gender as the portal stores it. */
export type Gender = 'Unspecified' | 'Female' | 'Male';

/** Importance of a news item, lowest first. */
export type NewsPriority = 'Low' | 'Update' | 'Info' | 'News' | 'Alert' | 'Critical';

/** How a terms or privacy link opens. */
export type DocumentOpenMethod = 'Unspecified' | 'Modal' | 'NewPage';

/** Orientation a game is designed for. */
export type GameOrientation = 'Horizontal' | 'Vertical' | 'Unspecified';

/** Outcome of connecting a game account to the portal account. */
export type GameConnectionResult =
  | 'Created'
  | 'Success'
  | 'FailedGameOfThisTypeAlreadyConnectedToYourAccount'
  | 'FailedThisGameAccountAlreadyConnectedToAnotherAccount'
  | 'FailedGameOfThisTypeNotConnectedToYourAccount'
  | 'FailedTimeout'
  | 'FailedUnknownReason';

/**
 * The error part of a `{ Success, Data, Error }` answer. Where the spec shows only `Error{Message}`,
 * `ErrorCode` is an addition: a stable code (such as a {@link GameConnectionResult}) for the UI.
 */
export interface OperationError {
  Message: string;
  ErrorCode?: string | null;
}

/** An answer that only says whether the operation succeeded. */
export interface SuccessResponse {
  Success: boolean;
}
