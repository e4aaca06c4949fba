/**
 * The Playport host runtime for a partner page: create a host, mount a game, give it a UI port.
 * Framework-agnostic; the preact default UI is the `@playport/host/ui/default` subpath, the adapter
 * contract and an adapter's building blocks are `@playport/host/adapter-kit`, the API client is
 * `@playport/host/api`.
 *
 * @packageDocumentation
 */

/** Creates the host runtime of a page: name resolution, the adapter, every game's channel and state events. */
export { createHost } from './create-host.js';
/** Options, mount options, the mounted game and the host object of {@link createHost}. */
export type { HostOptions, MountOptions, MountedGame, PlayportHost } from './host-types.js';
/** What a mounted game reported of its loading ({@link MountedGame}`.loading`). */
export type { GameLoading } from './methods/loading-state.js';
/** The game config {@link HostOptions}`.gameConfig` takes (the API's reply), and its parts. */
export type {
  AdapterUiConfig,
  AnalyticsConfig,
  AnalyticsSection,
  AnalyticsTarget,
  AuthProvider,
  CompanyBranding,
  DocumentOpenMethod,
  FirebaseOptions,
  GameConfigReply,
  GameOrientation,
  Logos,
  Platform,
  PlatformAppData,
  PortalConfig,
  Presentation,
  PublicGameData,
  PublicWebClientConfig,
  StoreSwitches,
  UnityDistribution,
  VkLoginOptions,
  WebPublishingPlatform,
} from '@playport/api-contract';
/** Supplies the signed-in portal account to `GetInfo` and `UserInfoChanged` ({@link HostOptions}`.getAccount`). */
export type { AccountSource } from './methods/user-info.js';

/** Builds the context object (window, fetch, storage, timers, scripts, randomness, logging) of a real page. */
export { createBrowserContext } from './context.js';
/** Everything the host needs from the outside world, in one replaceable object. */
export type { HostContext, ScriptLoadOptions } from './context.js';

/** The host's one error class, carrying a code, and its codes: the protocol's plus API and script failures. */
export { HostError, HostErrorCode } from './errors.js';
/** One of the `HostErrorCode` values. */
export type { HostErrorCodeValue } from './errors.js';

/** The UI languages the host supports (the protocol's list), for a partner page's language picker. */
export { LANGUAGES } from '@playport/sdk/protocol';
/** The CSS custom properties the host reads the safe area from. */
export { SAFE_AREA_VARIABLES } from './methods/read-environment.js';

/** A UI that shows nothing; the default of {@link createHost}. */
export { createHeadlessUi } from './ui/headless-ui.js';
/** The one interface through which the host asks for modals. */
export type { UiPort } from './ui/ui-port.js';
/** The personal-info form's request and answer, and the card-checkout modal's and checkout-window notice's options. */
export type {
  CardCheckoutOptions,
  CheckoutWindowOptions,
  PersonalInfoAnswer,
  PersonalInfoRequest,
} from './ui/ui-port.js';
/** The personal-info form's checks and the order's personal info from its values, for a UI of the page's own. */
export {
  toOrderPersonalInfo,
  validatePersonalInfo,
  type PersonalInfoErrorKey,
  type PersonalInfoErrors,
  type PersonalInfoInput,
} from './payments/personal-info.js';
/** The accept-documents modal's documents and answer, and the report-issue form's values. */
export type { AcceptedDocument, DocumentToAccept, IssueReport } from './ui/ui-port.js';
/** The share modal's platform links (VK, OK, Telegram), for a UI of the page's own. */
export { SHARE_TARGETS, shareLink, type ShareTarget } from './ui/share-links.js';
/** The sandbox of an iframe modal: no `allow-same-origin` for a page on the host's or the portal's own origin. */
export { iframeSandbox } from './ui/iframe-sandbox.js';

/** Mounts a game frame and serves its channel (lower level than `createHost`). */
export { mountGame } from './channel/mount-game.js';
/** Builds the validating dispatcher that answers a game's calls. */
export { createDispatcher } from './channel/create-dispatcher.js';
/** The dispatcher's options and its handler maps. */
export type { DispatcherOptions, MethodHandlers, TypedMethodHandler } from './channel/create-dispatcher.js';
/** The channel's contract: dispatch, handlers, limits, mount options and the mounted connection. */
export type { Dispatch, MethodHandler, MountGameOptions, GameConnection, RateLimit } from './channel/types.js';

/**
 * The adapter contract as far as {@link HostOptions} and {@link MountedGame} reach it (a registry or
 * loaders in, the running adapter out); adapters themselves are written with `@playport/host/adapter-kit`.
 */
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
} from './adapter/adapter.js';
/** The spec's adapter route names (the keys of the game config's per-adapter blocks). */
export { ADAPTER_NAMES, type AdapterName } from './adapter/adapter-names.js';
/** The methods the host answers itself (the rest go to the adapter). */
export { HOST_METHODS } from './adapter/adapter.js';
/** The registry {@link HostOptions}`.registry` takes. */
export type { AdapterRegistry } from './adapter/registry.js';
