/**
 * The Playport host runtime: mounts game frames, answers their calls through a platform adapter,
 * and asks for UI through one port. Framework-agnostic; the preact default UI is the
 * `@playport/host/ui/default` subpath.
 *
 * @packageDocumentation
 */

/** Creates the host runtime of a page: name resolution, the adapter, every game's channel and state events. */
export { createHost } from './create-host.js';
/** Options, mount options, the mounted game and the host object of {@link createHost}. */
export type { HostOptions, MountOptions, MountedGame, PlayportHost } from './host-types.js';

/** Builds the context object (window, fetch, storage, timers, scripts, randomness, logging) of a real page. */
export { createBrowserContext } from './context.js';
/** Everything the host needs from the outside world, in one replaceable object. */
export type { HostContext } from './context.js';

/** The host's one error class, carrying a code. */
export { HostError } from './errors.js';
/** The host's error codes: the protocol's plus API and script failures. */
export { HostErrorCode } from './errors.js';
/** Turns anything thrown into a `HostError`; every `catch` in the host and its adapters goes through it. */
export { toHostError } from './errors.js';
/** One of the `HostErrorCode` values. */
export type { HostErrorCodeValue } from './errors.js';

/** The spec's default adapter: empty or negative results, NotSupported where an answer would be invented. */
export { createDefaultAdapter } from './adapter/default-adapter.js';
/** Derives an adapter that overrides only what a platform does more. */
export { extendAdapter } from './adapter/extend-adapter.js';
/** What an adapter adds to its base in {@link extendAdapter}. */
export type { AdapterExtension, AdapterRun } from './adapter/extend-adapter.js';
/** A lazy registry of adapters by route name; `fxid` is registered by default. */
export { createAdapterRegistry } from './adapter/registry.js';
/** The registry returned by {@link createAdapterRegistry}. */
export type { AdapterRegistry } from './adapter/registry.js';
/** The 15 adapter route names of the spec. */
export { ADAPTER_NAMES } from './adapter/adapter-names.js';
/** One of the spec's adapter route names. */
export type { AdapterName } from './adapter/adapter-names.js';
/** The publishing platform of each adapter route name, and the lookup for any name. */
export { ADAPTER_PLATFORMS, adapterPlatform } from './adapter/adapter-platforms.js';
/** The methods the host answers itself, and those it routes to the adapter. */
export { HOST_METHODS, ADAPTER_METHODS } from './adapter/adapter.js';
/** The adapter contract. */
export type {
  Adapter,
  RunningAdapter,
  AdapterSupports,
  AdapterHost,
  AdapterLoader,
  AdapterMethods,
  AdapterHandler,
  AdapterMethodName,
  HostMethodName,
  CallInfo,
  EmitEvent,
} from './adapter/adapter.js';
/** Resolves the game name (fixed, path, query) and the adapter name (forced, path, query, fxid). */
export { resolveGameName, resolveAdapterName } from './adapter/resolve.js';
/** Where {@link resolveGameName} and {@link resolveAdapterName} look. */
export type { NameSources } from './adapter/resolve.js';

/** Maps any language tag to a supported UI language, `en` as the fallback. */
export { normalizeLanguage } from './methods/normalize-language.js';
/** The UI languages the host supports (the protocol's list), for a partner page's language picker. */
export { LANGUAGES } from '@playport/sdk/protocol';
/** The CSS custom properties the host reads the safe area from. */
export { SAFE_AREA_VARIABLES } from './methods/read-environment.js';
/** Supplies the signed-in portal account to `GetInfo` and `UserInfoChanged`. */
export type { AccountSource } from './methods/user-info.js';

/** Creates the portal payment flow (create, personal info, provider, optimistic status) an adapter's BuyProduct calls. */
export { createPaymentFlow } from './payments/index.js';
/** Options, request and object of {@link createPaymentFlow}. */
export type { BuyRequest, PaymentFlow, PaymentFlowOptions, PlatformOrderFields } from './payments/index.js';
/** One payment provider's driver, and what it may use while a payment runs. */
export type { DriverContext, PaymentDriver } from './payments/index.js';
/** Every built-in payment driver, in the order the flow tries them. */
export { DEFAULT_DRIVERS } from './payments/index.js';
/** The built-in drivers: Xsolla, YooKassa, Stripe, money.mail.ru, Aghanim, Facebook Games pay, the hosted card form. */
export {
  xsollaDriver,
  yookassaDriver,
  stripeDriver,
  moneyMailRuDriver,
  aghanimDriver,
  facebookGamesDriver,
  cardFormDriver,
} from './payments/index.js';
/** The spec's Aghanim status polling: every 1000 ms for at most 180000 ms. */
export { AGHANIM_POLL_INTERVAL_MS, AGHANIM_POLL_TIMEOUT_MS } from './payments/index.js';
/** How a checkout in a window of its own is watched (status polling, request bound, closed-window check), and the defaults. */
export { DEFAULT_PAYMENT_TIMINGS, type PaymentTimings } from './payments/index.js';
/** Runs a provider's checkout in a window of its own: a blocked or closed window ends as UserCancelled. */
export { payInCheckoutWindow, type CheckoutState, type CheckoutWindowRequest } from './payments/index.js';
/** The `type` of the hosted card form's analytics messages. */
export { CARD_FORM_MESSAGE } from './payments/index.js';
/** Origins payment pages may post from: the providers' own plus configured extras (local simulators). */
export { createAllowedOrigins, XSOLLA_ORIGINS, MONEY_MAIL_RU_ORIGINS } from './payments/index.js';
/** The origins each messaging provider may post from. */
export type { AllowedOrigins, MessagingProvider } from './payments/index.js';
/** Widget script URLs: the providers' real scripts, or the local simulators of a payments origin. */
export { PROVIDER_SCRIPTS, simulatorScripts } from './payments/index.js';
/** Widget script URLs by provider. */
export type { ProviderScripts } from './payments/index.js';
/** Validates the personal-info form (message keys `invalid_email`, `invalid_phone_number`). */
export { validatePersonalInfo } from './payments/index.js';
/** The personal-info form's values and errors. */
export type { PersonalInfoErrorKey, PersonalInfoErrors, PersonalInfoInput } from './payments/index.js';
/** The spec's purchase messages, word for word. */
export { PaymentMessages } from './payments/index.js';
/** A payment analytics event (card form shown, card success, …). */
export type { PaymentAnalyticsEvent, PaymentAnalyticsEventName } from './payments/index.js';

/** A UI that shows nothing; the default of {@link createHost}. */
export { createHeadlessUi } from './ui/headless-ui.js';
/** The one interface through which the host asks for modals. */
export type { UiPort } from './ui/ui-port.js';
/** The personal-info form's request and answer, and the card-checkout modal's and checkout-window notice's options. */
export type { CardCheckoutOptions, CheckoutWindowOptions, PersonalInfoAnswer, PersonalInfoRequest } from './ui/ui-port.js';
/** The accept-documents modal's documents and answer, and the report-issue form's values. */
export type { AcceptedDocument, DocumentToAccept, IssueReport } from './ui/ui-port.js';
/** The share modal's platform links (VK, OK, Telegram). */
export { SHARE_TARGETS, shareLink, type ShareTarget } from './ui/share-links.js';
/** The sandbox of an iframe modal: no `allow-same-origin` for a page on the host's or the portal's own origin. */
export { iframeSandbox } from './ui/iframe-sandbox.js';

/** Mounts a game frame and serves its channel (lower level than `createHost`). */
export { mountGame } from './channel/index.js';
/** Builds the validating dispatcher that answers a game's calls. */
export { createDispatcher } from './channel/index.js';
/** The channel's contract. */
export type { Dispatch, MethodHandler, MountGameOptions, GameConnection, RateLimit } from './channel/index.js';

/** Creates the typed client of the portal API. */
export { createApiClient } from './api/index.js';
/** The storage key of the portal session token. */
export { AUTH_TOKEN_KEY } from './api/index.js';
/** The error of every failed API call (problem details). */
export { ApiError } from './api/index.js';
/** The API client and its options. */
export type { ApiClient, ApiClientOptions } from './api/index.js';
/** Per-call options of the API client: an abort signal, a timeout per attempt, retries. */
export type { CallOptions } from './api/index.js';
/** Outcome of connecting a game account to the portal account. */
export type { GameConnectionResult } from './api/index.js';
/** The game config an adapter reads from {@link AdapterHost}, and its parts. */
export type {
  GameConfigReply,
  PublicGameData,
  PublicWebClientConfig,
  CompanyBranding,
  AdapterUiConfig,
  PlatformAppData,
  PortalConfig,
  WebPublishingPlatform,
  Platform,
  GameOrientation,
  DocumentOpenMethod,
  AuthProvider,
  FirebaseOptions,
  VkLoginOptions,
  Logos,
  Presentation,
  StoreSwitches,
  UnityDistribution,
} from './api/index.js';

/** Creates the session store: the token under `AuthToken`, account changes, the auth wait loop. */
export { createSession } from './session/index.js';
/** How often the auth wait loop checks for a token (ms). */
export { AUTH_WAIT_INTERVAL_MS } from './session/index.js';
/** The session store and its change events. */
export type { Session, SessionChange, SessionListener } from './session/index.js';

/** The spec's analytics event ids (781965163 onwards; the rest of the range to 781965198 is reserved). */
export { ANALYTICS_EVENT_IDS, ANALYTICS_EVENT_ID_FIRST, ANALYTICS_EVENT_ID_LAST, analyticsEventId } from './analytics/index.js';
/** The named events of the spec's analytics list. */
export type { AnalyticsEventName, PortalAnalyticsEventName } from './analytics/index.js';
/** The batch queue to `POST /analytics/track`, its defaults (platform 24, environment prod, tenant FX, batch size, interval, cap, retry delay, storage key) and the page's session id. */
export {
  createAnalyticsQueue, ANALYTICS_BATCH_SIZE, ANALYTICS_DEFAULT_PLATFORM, ANALYTICS_ENVIRONMENT, ANALYTICS_TENANT, ANALYTICS_FLUSH_INTERVAL_MS, ANALYTICS_RETRY_MAX_DELAY_MS,
  ANALYTICS_MAX_QUEUED, ANALYTICS_STORAGE_KEY, ANALYTICS_ABANDONED_AFTER_MS, pageSessionId,
} from './analytics/index.js';
/** The analytics queue, its options and its input event. */
export type { AnalyticsEventInput, AnalyticsQueue, AnalyticsQueueOptions } from './analytics/index.js';
/** Routing of analytics sections to the vkcom, gtag, fxidsdk and fbinstantlog targets. */
export { createAnalyticsRouter, DEFAULT_ANALYTICS_CONFIG, gtagSink, mapFields, sectionMatches, toAnalyticsEvent } from './analytics/index.js';
/** The analytics router, its options and sinks. */
export type { AnalyticsRouter, AnalyticsRouterOptions, AnalyticsSink, AnalyticsSinks, RoutedParams } from './analytics/index.js';
/** StatInitialize and StatEvent, with the spec's 1000 ms polling and tutorial stat types. */
export { createStat, STAT_MAX_PENDING, STAT_POLL_INTERVAL_MS, TUTORIAL_STAT_TYPES } from './analytics/index.js';
/** The stat object and its options. */
export type { Stat, StatOptions } from './analytics/index.js';
/** Validated pushes to `window.dataLayer`, the spec's data-layer events, and the `sdk_*` handler wrapper. */
export {
  DATA_LAYER_EVENTS, isReservedDataLayerEvent, pushDataLayer, pushDataLayerEvent, pushGameDataLayer, toDataLayerEntry, withDataLayerEvents,
} from './analytics/index.js';
/** A data-layer event name and value. */
export type { DataLayerEventName, DataLayerValue } from './analytics/index.js';
/** A game's analytics methods (StatInitialize, StatEvent, GoogleTagManagerPushToDataLayer) and payment events. */
export { createGameAnalytics } from './analytics/index.js';
/** Options and object of {@link createGameAnalytics}. */
export type { GameAnalytics, GameAnalyticsOptions } from './analytics/index.js';

/** SendInGameEvent against the game's cached rules, and the account's quests. */
export { createInGameEvents } from './crossplay/index.js';
/** Options and object of {@link createInGameEvents}. */
export type { InGameEvents, InGameEventsOptions } from './crossplay/index.js';
/** API shapes of analytics and cross-play: routing config, events and batches, rules, in-game events, quests. */
export type {
  AnalyticsBatch, AnalyticsConfig, AnalyticsEvent, AnalyticsSection, AnalyticsTarget, EventRule, InGameEvent, Quest,
} from './api/index.js';
