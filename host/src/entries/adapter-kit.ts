/**
 * The adapter kit: the adapter contract and what an adapter (or the portal that runs one) builds on —
 * names and platforms, the default adapter and `extendAdapter`, the registry, the context, errors and
 * UI port, the payment flow, analytics, in-game events and the session. The API client an adapter
 * calls is `@playport/host/api`.
 *
 * @packageDocumentation
 */

/** The adapter contract. */
export type {
  Adapter,
  AdapterHandler,
  AdapterHost,
  AdapterLoader,
  AdapterMethodName,
  AdapterMethods,
  AdapterSupports,
  CallInfo,
  EmitEvent,
  HostMethodName,
  PlatformPlayState,
  RunningAdapter,
} from '../adapter/adapter.js';
/** The methods the host answers itself, and those it routes to the adapter. */
export { HOST_METHODS, ADAPTER_METHODS } from '../adapter/adapter.js';
/** The 15 adapter route names of the spec. */
export { ADAPTER_NAMES, type AdapterName } from '../adapter/adapter-names.js';
/** The publishing platform of each adapter route name, and the lookup for any name. */
export { ADAPTER_PLATFORMS, adapterPlatform } from '../adapter/adapter-platforms.js';
/** The spec's default adapter: empty or negative results, NotSupported where an answer would be invented. */
export { createDefaultAdapter } from '../adapter/default-adapter.js';
/** Derives an adapter that overrides only what a platform does more, and what the extension adds. */
export { extendAdapter, type AdapterExtension, type AdapterRun } from '../adapter/extend-adapter.js';
/** A lazy registry of adapters by route name; `fxid` is registered by default. */
export { createAdapterRegistry, type AdapterRegistry } from '../adapter/registry.js';
/** Resolves the game name (fixed, path, query) and the adapter name (forced, path, query, fxid), and where they look. */
export { resolveGameName, resolveAdapterName, type NameSources } from '../adapter/resolve.js';

/** The context object of a real page, and everything the host needs from the outside world. */
export { createBrowserContext, type HostContext, type ScriptLoadOptions } from '../context.js';
/** The host's error class and codes, and the conversion every `catch` in an adapter goes through. */
export { HostError, HostErrorCode, toHostError, type HostErrorCodeValue } from '../errors.js';
/** A UI that shows nothing, and the UI port an adapter asks for modals through. */
export { createHeadlessUi } from '../ui/headless-ui.js';
export type {
  AcceptedDocument,
  CardCheckoutOptions,
  CheckoutWindowOptions,
  DocumentToAccept,
  IssueReport,
  PersonalInfoAnswer,
  PersonalInfoRequest,
  UiPort,
} from '../ui/ui-port.js';

/** The portal payment flow (create, personal info, provider, optimistic status) an adapter's BuyProduct calls. */
export {
  createPaymentFlow,
  type BuyRequest,
  type PaymentFlow,
  type PaymentFlowOptions,
  type PlatformOrderFields,
} from '../payments/create-payment-flow.js';
/** The portal's ledger of completed purchases, as GetPurchases and ConsumePurchase answer. */
export { createPurchaseLedger, type PurchaseLedger, type PurchaseLedgerOptions } from '../payments/purchase-ledger.js';
/** One payment provider's driver, and what it may use while a payment runs. */
export type { DriverContext, PaymentDriver } from '../payments/payment-driver.js';
/** How a checkout in a window of its own is watched. */
export type { PaymentTimings } from '../payments/payment-timings.js';
/** Origins payment pages may post from: the providers' own plus configured extras (local simulators). */
export { createAllowedOrigins, type AllowedOrigins, type MessagingProvider } from '../payments/allowed-origins.js';
/** Widget script URLs by provider (the real ones, and the local simulators' of a payments origin). */
export { PROVIDER_SCRIPTS, simulatorScripts, type ProviderScripts } from '../payments/provider-scripts.js';
/** The `type` of the hosted card form's analytics messages. */
export { CARD_FORM_MESSAGE } from '../payments/drivers/card-form.js';
/** A payment analytics event (card form shown, card success, …). */
export type { PaymentAnalyticsEvent, PaymentAnalyticsEventName } from '../payments/payment-analytics.js';

/** A game's analytics methods (StatInitialize, StatEvent, GoogleTagManagerPushToDataLayer) and payment events. */
export { createGameAnalytics, type GameAnalytics, type GameAnalyticsOptions } from '../analytics/game-analytics.js';
/** The stat object's polling interval (1000 ms). */
export { STAT_POLL_INTERVAL_MS, type Stat } from '../analytics/stat.js';
/** A routing target's sink and what it is given. */
export type { AnalyticsRouter, AnalyticsSink, RoutedParams } from '../analytics/analytics-router.js';
/** The batch queue to `POST /analytics/track`, its options and its input event. */
export {
  createAnalyticsQueue,
  type AnalyticsEventInput,
  type AnalyticsQueue,
  type AnalyticsQueueOptions,
} from '../analytics/analytics-queue.js';
/** The spec's analytics event ids by name, and the progression events' names and ids. */
export {
  ANALYTICS_EVENT_IDS,
  PROGRESSION_EVENT_IDS,
  PROGRESSION_EVENT_NAMES,
  type AnalyticsEventName,
  type PortalAnalyticsEventName,
} from '../analytics/event-ids.js';
/** A validated push of one of the spec's data-layer events, its names and values. */
export {
  DATA_LAYER_EVENTS,
  pushDataLayerEvent,
  type DataLayerEventName,
  type DataLayerValue,
} from '../analytics/data-layer.js';

/** SendInGameEvent against the game's cached rules, and the account's quests. */
export { createInGameEvents, type InGameEvents, type InGameEventsOptions } from '../crossplay/in-game-events.js';

/** The session store: the token under `AuthToken`, account changes and their listener. */
export { createSession, type Session, type SessionChange, type SessionListener } from '../session/session.js';
/** How often the auth wait loop checks for a token (ms). */
export { AUTH_WAIT_INTERVAL_MS } from '../session/auth-wait.js';
/**
 * The host's pause and mute state, combined from ads, the platform, page visibility and the page's
 * code, and the ad show with the games paused around it: for hosts and test hosts built without `createHost`.
 */
export { createPlayState, type PlayState, type PlayStateChange } from '../methods/play-state.js';
export { showAdPaused, type AdShowMethod } from '../methods/show-ad-paused.js';
