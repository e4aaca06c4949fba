/**
 * The typed client of the reference API (`/api/v1`), its contract types, its route table and its
 * problem-details errors.
 *
 * @packageDocumentation
 */

/** Creates the API client; one method per call, grouped by area. */
export { createApiClient } from './create-api-client.js';
/** The client type and the options of `createApiClient`. */
export type { ApiClient, ApiClientOptions } from './create-api-client.js';
/** The storage key of the token (`AuthToken`). */
export { AUTH_TOKEN_KEY } from './constants.js';
/** Every operation: method, path, auth, body and answer kind; shared with the reference server. */
export { API_ROUTES } from '@playport/api-contract/routes';
/** One route of `API_ROUTES`, its HTTP method and the client area names. */
export type { ApiRoute, HttpMethod, ApiArea } from '@playport/api-contract/routes';
/** The error of every failed call, the conversion every `catch` goes through, and the response rule. */
export { ApiError, FetchFailure, MAX_PROBLEM_DETAIL, problemFromResponse, toApiError } from './problem.js';
/** An RFC 9457 problem with every field filled. */
export type { ProblemDetails } from './problem.js';
/** The required-parameter check the client runs before any request. */
export { requireParams } from './required.js';
/** Per-call options (an abort signal) and the fetch layer under the areas. */
export type { CallOptions, ApiCall, ApiTransport, QueryValue, TransportOptions } from './transport.js';
/** The fetch layer on its own, for callers that add operations the client does not have. */
export { createTransport } from './transport.js';
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
/** Enumerations and shapes shared by every area: platforms, social identifier types, result envelopes. */
export type {
  JsonValue,
  Platform,
  WebPublishingPlatform,
  SocialIdentifierType,
  SocialIdentifier,
  LoginCredentialType,
  PurchasePlatform,
  DeviceType,
  Compression,
  Gender,
  NewsPriority,
  DocumentOpenMethod,
  GameOrientation,
  GameConnectionResult,
  OperationError,
  SuccessResponse,
} from '@playport/api-contract';
/** The account, its connected games and profile, and the token-and-account answer of every sign-in. */
export type {
  TagLink,
  ConnectedGame,
  TwitchData,
  AccountFeatures,
  AccountInfo,
  Profile,
  AuthResponse,
} from '@playport/api-contract';
/** Requests and responses of `/auth/*`. */
export type {
  EmailInviteAuthRequest,
  EmailInviteAuthResponse,
  FacebookGamesAuthForm,
  FirebaseAuthRequest,
  TokenResponse,
  GameAuthRequest,
  GameAuthResponse,
  ImportAuthRequest,
  SocialAuthRequest,
  SocialAuthResponse,
  TempTokenAuthRequest,
  TempTokenData,
  TempTokenAuthResponse,
  VkontakteComOpenApiUser,
  VkontakteComOpenApiAuthRequest,
  VkIdLogin,
  ExternalCredentialBlocks,
  ExternalIdAuthRequest,
  ExternalIdAuthState,
  ExternalIdAuthTokens,
  ExternalIdTransferOptions,
  ExternalIdAuthResponse,
  FxIdAuthResponse,
  ExternalIdSignInRequest,
  CreateTempTokenRequest,
  CreateTempTokenResponse,
  MyGamesInfoRequest,
  MyGamesTransferState,
  MyGamesInfoResponse,
  MyGamesTransferRequest,
  MyGamesTransferResponse,
  TwitchConnectRequest,
  TwitchRefreshRequest,
  TwitchTokenResponse,
  ValidateGameAccessTokenRequest,
  ValidateGameAccessTokenResponse,
  OAuthUserInfo,
  SocialLoginBlocks,
  SocialPlatform,
} from '@playport/api-contract';
/** Their schemas, type-only: the types above are inferred from them (no zod at runtime). */
export type {
  authContract,
  socialLoginBlocks,
  socialLoginBlocksShape,
  socialAuthRequest,
  socialAuthResponse,
  vkontakteComOpenApiUser,
  externalCredentialBlocksShape,
  externalIdAuthRequest,
  externalIdAuthState,
  externalIdAuthResponse,
  externalIdSignInRequest,
  tempTokenData,
  myGamesTransferState,
  twitchTokenResponse,
} from '@playport/api-contract';
/** Products, orders and payments of `/store/*`. */
export type {
  OrderStatus,
  CheckoutStatus,
  OptimisticOrderStatus,
  EmbeddingType,
  PriceData,
  TieredProductPart,
  Product,
  CreatePaymentRequest,
  OrderProduct,
  PersonalInfoRequirements,
  CreatePaymentResponse,
  OrderPersonalInfo,
  UpdateOrderPersonalInfoRequest,
  ContinueRedirectWithPersonalInfoRequest,
  RedirectResponse,
  SetOptimisticOrderStatusRequest,
  PublicOrderRequest,
  OrderStatusView,
  MerchantPaymentCompletedRequest,
  MerchantPaymentCompletedResponse,
  CheckBuyProductsRequest,
  CheckBuyProductsResponse,
  StoreAvailabilityRequest,
  StoreAvailabilityResponse,
  StoreDataRequest,
  StoreDataResponse,
  CreatePaymentWithRedirectQuery,
  AghanimPaymentStatusResponse,
} from '@playport/api-contract';
/** An operation of the contract and a failure it answers (the shape of the schemas below). */
export type { ApiOperation, ErrorOutcome, OperationSpec } from '@playport/api-contract';
/** The store's schemas, type-only: the types above are inferred from them (no zod at runtime). */
export type {
  storeContract,
  checkoutStatus,
  createPaymentRequest,
  createPaymentResponse,
  embeddingType,
  optimisticOrderStatus,
  orderPersonalInfo,
  orderProduct,
  orderStatus,
  orderStatusView,
  personalInfoRequirements,
  priceData,
  product,
  publicOrderRequest,
  tieredProductPart,
  updateOrderPersonalInfoRequest,
} from '@playport/api-contract';
/**
 * The other areas' schemas, type-only for the same reason: each type above is `z.input` or `z.output`
 * of one of these, so a signature that reaches the type reaches the schema, and `typeof` works on a
 * type-only export (the reference server imports the values from `contract/`).
 */
export type { ErrorCode, ErrorCodeValue } from '@playport/api-contract';
export type {
  compression,
  deviceType,
  documentOpenMethod,
  gameConnectionResult,
  gameOrientation,
  gender,
  loginCredentialType,
  newsPriority,
  operationError,
  platform,
  purchasePlatform,
  socialIdentifier,
  socialIdentifierType,
  successResponse,
} from '@playport/api-contract';
export type {
  accountFeatures,
  accountInfo,
  authResponse,
  connectedGame,
  profile,
  profileContract,
  tagLink,
  twitchData,
} from '@playport/api-contract';
export type { cardFormMerchant, paymentProviderBlocks, platformPaymentBlocks } from '@playport/api-contract';
export type {
  adapterUiConfig,
  authProvider,
  companyBranding,
  firebaseOptions,
  gameConfigReply,
  logos,
  platformAppData,
  portalConfig,
  presentation,
  publicGameData,
  publicWebClientConfig,
  storeSwitches,
  unityDistribution,
  vkLoginOptions,
} from '@playport/api-contract';
export type {
  build,
  gameListItem,
  gamesContract,
  gamesListRequest,
  infoContract,
  newsItem,
  newsMessage,
  playContract,
  webAppManifest,
  webAppManifestIcon,
} from '@playport/api-contract';
export type {
  documentAcceptance,
  documentType,
  documentVersion,
  documentsContract,
  documentsRequest,
  documentsResponse,
  legalDocument,
} from '@playport/api-contract';
export type {
  crossPlayContract,
  dataConnection,
  dataConnectionsContract,
  eventRule,
  friend,
  friendInviteIdBody,
  friendsContract,
  inviteContract,
  inviteLink,
  pushTokensContract,
  quest,
  supportContract,
  wizqCommand,
  wizqContract,
} from '@playport/api-contract';
export type {
  downloadSource,
  launcherArtifact,
  launcherBranch,
  launcherConfiguration,
  launcherContract,
  launcherManifest,
  launcherRelease,
} from '@playport/api-contract';
export type {
  analyticsBatch,
  analyticsConfig,
  analyticsEvent,
  analyticsSection,
  analyticsTarget,
  eventFields,
} from '@playport/api-contract';
/**
 * Each area's factory, type-only: an area's type is the return type of its factory (`AuthApi` is
 * `ReturnType<typeof createAuthApi>`), so its methods are written once; `createApiClient` builds them all.
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
/**
 * What the client's signatures reach outside the API: the context `createApiClient` takes, the host's
 * error class `ApiError` extends and its codes, the adapter route names of `AdapterName`. Type-only:
 * the values are `@playport/host`'s (and `@playport/host/adapter-kit`'s).
 */
export type { HostContext, ScriptLoadOptions } from '../context.js';
export type { HostError, HostErrorCode, HostErrorCodeValue } from '../errors.js';
export type { ADAPTER_NAMES, AdapterName } from '../adapter/adapter-names.js';
/** The provider and platform blocks of a payment result. */
export type { CardFormMerchant, PaymentProviderBlocks, PlatformPaymentBlocks } from '@playport/api-contract';
/** The hosted card form (`/bank131/*`) and the native, Yandex Games and Facebook Instant purchase calls. */
export type {
  Bank131PaymentFormData,
  Bank131CardPaymentData,
  Bank131CardPaymentResponse,
  Bank131CheckPaymentResponse,
  Bank131SbpResponse,
  FbInstantPurchaseRequest,
  FbGamesPurchaseRequest,
  NativeInAppValidateRequest,
  NativeInAppValidateResponse,
  NativeStatusQuery,
  NativeStatusResponse,
  YandexGamesPurchaseRequest,
  YandexGamesPurchaseResponse,
  YandexGamesRedeemBonusRequest,
  YandexGamesRedeemBonusResponse,
} from '@playport/api-contract';
/** Their schemas, type-only: the types above are inferred from them (no zod at runtime). */
export type {
  bank131Contract,
  nativeContract,
  yandexGamesContract,
  fbInstantContract,
  fbGamesContract,
  bank131PaymentFormData,
  bank131CardPaymentData,
  bank131CardPaymentResponse,
  bank131SbpResponse,
  fbInstantPurchaseRequest,
  fbGamesPurchaseRequest,
  nativeInAppValidateRequest,
  nativeInAppValidateResponse,
  nativeStatusQuery,
  nativeStatusResponse,
  yandexGamesPurchaseRequest,
  yandexGamesPurchaseResponse,
  yandexGamesRedeemBonusRequest,
  yandexGamesRedeemBonusResponse,
} from '@playport/api-contract';
/** The game config reply and its parts: public game data, web client config, company branding. */
export type {
  FirebaseOptions,
  AuthProvider,
  VkLoginOptions,
  Logos,
  AdapterUiConfig,
  CompanyBranding,
  StoreSwitches,
  PlatformAppData,
  Presentation,
  PublicGameData,
  UnityDistribution,
  PublicWebClientConfig,
  PortalConfig,
  GameConfigReply,
  AuthConfig,
} from '@playport/api-contract';
/** The player (`/play/*`), games lists, web app manifest, news and referral answers. */
export type {
  Build,
  ChooseGameRequest,
  ChooseGameResponse,
  PlayGameResponse,
  PlayBuildListResponse,
  GamesListRequest,
  GameListItem,
  GamesListResponse,
  GamesListWithConfigsResponse,
  WebAppManifestIcon,
  WebAppManifest,
  NewsRequest,
  NewsMessage,
  NewsItem,
  NewsResponse,
  AccountExistsResponse,
  GoResponse,
} from '@playport/api-contract';
/** Legal documents, versions and acceptances. */
export type {
  DocumentType,
  DocumentAcceptance,
  DocumentVersion,
  LegalDocument,
  DocumentsRequest,
  DocumentsResponse,
  AcceptDocumentRequest,
  AcceptedDocumentsRequest,
  AcceptedDocumentsResponse,
} from '@playport/api-contract';
/** Profile, friends, invites, push tokens, support, cross-play, data connections and the WizQ proxy. */
export type {
  ProfileRequest,
  ProfileUpdateRequest,
  ProfileMarketingRequest,
  FetchGameConnectionRequest,
  FetchGameConnectionResponse,
} from '@playport/api-contract';
export type {
  FriendsRequest,
  Friend,
  FriendsResponse,
  FriendStatusUpdate,
  InviteNotificationRequest,
  InviteNotificationResponse,
  FriendInviteRequest,
  FriendInvite,
  FriendInviteIdRequest,
  FriendInviteInfo,
  AcceptedFriendInvite,
  ConnectFromGameRequest,
  ConnectGameInvite,
  EmailInviteRequest,
  EmailInviteResponse,
  InviteStatusRequest,
  InviteStatusResponse,
  UpdateConnectGameInviteRequest,
  PushTokenRequest,
  SupportMessageRequest,
  SupportMessageResponse,
  EventRule,
  InGameEvent,
  Quest,
  DataConnectionsRequest,
  DataConnection,
  DataConnectionsResponse,
  WizQCommand,
  WizQProxyResponse,
} from '@playport/api-contract';
/** The desktop launcher: keys, branches, downloads and its manifest. */
export type {
  ActivateKeyRequest,
  ActivateKeyResponse,
  LauncherBranch,
  AvailableBranchesResponse,
  RequestDownloadRequest,
  RequestDownloadResponse,
  DownloadSource,
  LauncherArtifact,
  LauncherConfiguration,
  LauncherRelease,
  LauncherManifest,
} from '@playport/api-contract';
/** Analytics events, batches and routing configuration. */
export type {
  AnalyticsTarget,
  AnalyticsSection,
  AnalyticsConfig,
  AnalyticsEvent,
  AnalyticsBatch,
} from '@playport/api-contract';
