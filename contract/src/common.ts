import { z } from 'zod';
import { ADAPTER_NAMES } from './adapter-names.generated.js';

/*
 * Enumerations and small shapes shared by every area of the reference API (portal-core sections 3
 * and 4). Field names are the wire names, in PascalCase.
 */

/** Any JSON value, for free-form fields (payloads, metadata, analytics J fields). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Any JSON value, as a schema (its values typed {@link JsonValue}). */
export const jsonValue = z.json() as unknown as z.ZodType<JsonValue>;

/** A platform a game is published on; also the `WebPublishingPlatform` of requests. */
export const platform = z.enum([
  'FxId',
  'VkontaktePlay',
  'Odnoklassniki',
  'VkontakteCom',
  'YandexGames',
  'AbsoluteGames',
  'Kongregate',
  'FacebookGames',
  'CrazyGames',
  'WizQ',
  'Telegram',
  'FxLauncher',
  'FxNative',
  'Steam',
  'FacebookInstantGames',
  'Unspecified',
]);

/** Adapter names as they appear in routes (`/play/{game}/iframe/{adapter}`); the adapter module's list. */
export const adapterName = z.enum(ADAPTER_NAMES);

/** Every kind of identity an account can be reached by (portal-core section 4). */
export const socialIdentifierType = z.enum([
  'Email',
  'Telegram',
  'Firebase',
  'VkontaktePlay',
  'Odnoklassniki',
  'VkontakteCom',
  'YandexGames',
  'FxIdGuest',
  'YandexGamesGuest',
  'Facebook',
  'Google',
  'Apple',
  'AbsoluteGamesGuest',
  'AbsoluteGames',
  'KongregateGuest',
  'Kongregate',
  'VkontakteComOauth',
  'Xsolla',
  'FacebookGames',
  'CrazyGamesGuest',
  'CrazyGames',
  'MyGamesId',
  'FacebookNamespaced',
  'WizQ',
  'Steam',
  'Egs',
  'Twitch',
  'AW',
]);

/** One identity of an account, e.g. `{ Type: 'Google', Id: '1098…' }`. */
export const socialIdentifier = z.object({ Type: socialIdentifierType, Id: z.string() });

/** Credential kinds of the external-id sign-in (`AuthenticationType`). */
export const loginCredentialType = z.enum([
  'Steam',
  'Egs',
  'Google',
  'Facebook',
  'SteamOpenId',
  'Aw',
  'VkId',
  'ExternalGameToken',
]);

/** Where a purchase was made. */
export const purchasePlatform = z.enum(['Ios', 'Android', 'Web', 'Steam', 'WindowsStore', 'Amazon']);

/** The kind of device a download or session is for. */
export const deviceType = z.enum(['Desktop', 'Android', 'IPhone', 'IPad']);

/** Compression of a launcher artifact. */
export const compression = z.enum(['Disabled', 'Brotli', 'Gzip']);

/** A player's gender as the portal stores it. */
export const gender = z.enum(['Unspecified', 'Female', 'Male']);

/** Importance of a news item, lowest first. */
export const newsPriority = z.enum(['Low', 'Update', 'Info', 'News', 'Alert', 'Critical']);

/** How a terms or privacy link opens. */
export const documentOpenMethod = z.enum(['Unspecified', 'Modal', 'NewPage']);

/** Orientation a game is designed for. */
export const gameOrientation = z.enum(['Horizontal', 'Vertical', 'Unspecified']);

/** Outcome of connecting a game account to the portal account. */
export const gameConnectionResult = z.enum([
  'Created',
  'Success',
  'FailedGameOfThisTypeAlreadyConnectedToYourAccount',
  'FailedThisGameAccountAlreadyConnectedToAnotherAccount',
  'FailedGameOfThisTypeNotConnectedToYourAccount',
  'FailedTimeout',
  'FailedUnknownReason',
]);

/**
 * The error part of a `{ Success, Data, Error }` answer. Where the spec shows only `Error{Message}`,
 * `ErrorCode` is an addition: a stable code (such as a {@link GameConnectionResult}) for the UI.
 */
export const operationError = z.object({ Message: z.string(), ErrorCode: z.string().nullish() });

/** An answer that only says whether the operation succeeded. */
export const successResponse = z.object({ Success: z.boolean() });

/**
 * A platform a game is published on; also the `WebPublishingPlatform` of requests.
 *
 * @example `const platform: Platform = 'YandexGames';`
 */
export type Platform = z.output<typeof platform>;
/** The platform a web build is published on (the same values as {@link Platform}). */
export type WebPublishingPlatform = Platform;
/** Adapter names as they appear in routes (`/play/{game}/iframe/{adapter}`); one definition, the adapter module's. */
export type { AdapterName } from './adapter-names.generated.js';
/** Every kind of identity an account can be reached by (portal-core section 4). */
export type SocialIdentifierType = z.output<typeof socialIdentifierType>;
/** One identity of an account, e.g. `{ Type: 'Google', Id: '1098…' }`. */
export type SocialIdentifier = z.output<typeof socialIdentifier>;
/** Credential kinds of the external-id sign-in (`AuthenticationType`). */
export type LoginCredentialType = z.output<typeof loginCredentialType>;
/** Where a purchase was made. */
export type PurchasePlatform = z.output<typeof purchasePlatform>;
/** The kind of device a download or session is for. */
export type DeviceType = z.output<typeof deviceType>;
/** Compression of a launcher artifact. */
export type Compression = z.output<typeof compression>;
/** A player's gender as the portal stores it. */
export type Gender = z.output<typeof gender>;
/** Importance of a news item, lowest first. */
export type NewsPriority = z.output<typeof newsPriority>;
/** How a terms or privacy link opens. */
export type DocumentOpenMethod = z.output<typeof documentOpenMethod>;
/** Orientation a game is designed for. */
export type GameOrientation = z.output<typeof gameOrientation>;
/** Outcome of connecting a game account to the portal account. */
export type GameConnectionResult = z.output<typeof gameConnectionResult>;
/** The error part of a `{ Success, Data, Error }` answer; `ErrorCode` is a stable code for the UI. */
export type OperationError = z.output<typeof operationError>;
/** An answer that only says whether the operation succeeded. */
export type SuccessResponse = z.output<typeof successResponse>;
