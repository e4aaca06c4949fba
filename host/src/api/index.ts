/**
 * The typed client of the reference API (`/api/v1`): `createApiClient`, its areas, its errors, and
 * the request and response types partners name. Every other request and response type, the zod
 * schemas and the route table are `@playport/api-contract`'s; the client derives its types from it.
 *
 * @packageDocumentation
 */

/** Creates the API client; one method per call, grouped by area. */
export { createApiClient } from './create-api-client.js';
/** The client type and the options of `createApiClient`. */
export type { ApiClient, ApiClientOptions } from './create-api-client.js';
/** The storage key of the token (`AuthToken`). */
export { AUTH_TOKEN_KEY } from './constants.js';
/** The error of every failed call and the conversion every `catch` goes through. */
export { ApiError, FetchFailure, toApiError } from './problem.js';
/** An RFC 9457 problem with every field filled. */
export type { ProblemDetails } from './problem.js';
/** Per-call options (an abort signal, a time limit, retries). */
export type { CallOptions } from './transport.js';
/** The fetch layer each area's factory takes (type-only: `createApiClient` makes it). */
export type { ApiCall, ApiTransport, QueryValue } from './transport.js';
/** The type of each area of the client. */
export type { AuthApi } from './areas/auth.js';
export type { StoreApi } from './areas/store.js';
export type { Bank131Api } from './areas/bank131.js';
export type { NativeApi, YandexGamesApi, FbInstantApi, FbGamesApi } from './areas/platform-purchases.js';
export type { PlayApi, GamesApi, InfoApi } from './areas/content.js';
export type { DocumentsApi } from './areas/documents.js';
export type { ProfileApi, FriendsApi, InviteApi, PushTokensApi, SupportApi } from './areas/social.js';
export type { CrossPlayApi, DataConnectionsApi, WizQApi } from './areas/cross-play.js';
export type { LauncherApi } from './areas/launcher.js';
export type { AnalyticsApi } from './areas/analytics.js';
export type { StorageApi } from './areas/storage.js';
/**
 * Each area's factory, type-only: an area's type is its factory's return type
 * (`ReturnType<typeof createAuthApi>`), so its methods are written once; `createApiClient` builds them all.
 */
export type { createAuthApi } from './areas/auth.js';
export type { createStoreApi } from './areas/store.js';
export type { createBank131Api } from './areas/bank131.js';
export type {
  createNativeApi,
  createYandexGamesApi,
  createFbInstantApi,
  createFbGamesApi,
} from './areas/platform-purchases.js';
export type { createPlayApi, createGamesApi, createInfoApi } from './areas/content.js';
export type { createDocumentsApi } from './areas/documents.js';
export type {
  createProfileApi,
  createFriendsApi,
  createInviteApi,
  createPushTokensApi,
  createSupportApi,
} from './areas/social.js';
export type { createCrossPlayApi, createDataConnectionsApi, createWizQApi } from './areas/cross-play.js';
export type { createLauncherApi } from './areas/launcher.js';
export type { createAnalyticsApi } from './areas/analytics.js';
export type { createStorageApi } from './areas/storage.js';
/**
 * What each method of an area takes and answers, from its operation in the contract: e.g.
 * `AnswerOf<OperationOf<'store', 'storeData'>>` is what `api.store.storeData` resolves to.
 */
export type { AnswerOf, BodyOf, QueryOf } from '@playport/api-contract';
export type { OperationOf } from './areas/call-helpers.js';
/** Enumerations every area uses. */
export type {
  GameConnectionResult,
  JsonValue,
  Platform,
  SocialIdentifierType,
  WebPublishingPlatform,
} from '@playport/api-contract';
/** The account and the token-and-account answer of every sign-in. */
export type { AccountInfo, AuthResponse, TokenResponse } from '@playport/api-contract';
/** A game's public configuration and the games of the portal. */
export type {
  AnalyticsConfig,
  CompanyBranding,
  GameConfigReply,
  GamesListResponse,
  Logos,
  Presentation,
  PublicGameData,
  UnityDistribution,
} from '@playport/api-contract';
/** Orders and payments. */
export type {
  CreatePaymentRequest,
  CreatePaymentResponse,
  OrderStatus,
  OrderStatusView,
  PriceData,
  Product,
  StoreDataResponse,
} from '@playport/api-contract';
/** Analytics batches, cross-play quests and the launcher's manifest. */
export type { AnalyticsBatch, AnalyticsEvent, LauncherManifest, Quest } from '@playport/api-contract';
/**
 * What the client's signatures reach outside the API: the context `createApiClient` takes, the host's
 * error class `ApiError` extends and its codes. Type-only: the values are `@playport/host`'s.
 */
export type { HostContext, ScriptLoadOptions } from '../context.js';
export type { HostError, HostErrorCode, HostErrorCodeValue } from '../errors.js';
