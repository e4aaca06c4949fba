/**
 * The game-side Playport SDK: connect to the host with `init()`, call typed methods, listen to events.
 *
 * @packageDocumentation
 */

/** Connects the game to its Playport host, or starts standalone outside a host. */
export { init } from './client/init.js';
/** The one error class of the SDK; every rejection is one. */
export { PlayportError } from './errors.js';
/** The error codes of {@link PlayportError}, in a frozen object. */
export { ErrorCode } from './protocol/names.js';
/** The protocol version this SDK speaks, `{ major: 1, minor: 5 }`. */
export { SDK_VERSION } from './protocol/names.js';
/** The build number of this SDK. */
export { SDK_BUILD } from './protocol/names.js';
/** Every method name of the protocol, in the spec's spelling. */
export { METHODS } from './protocol/names.js';
/** Every event name the host may push. */
export { EVENTS } from './protocol/names.js';
/** The events whose last payload is replayed to late listeners. */
export { STATE_EVENTS } from './protocol/names.js';
/** The methods that wait for the player and get `interactiveTimeout`. */
export { INTERACTIVE_METHODS } from './protocol/names.js';

/** A connected client: typed methods, `call`, `on`, `destroy`. */
export type { PlayportClient } from './client/types.js';
/** Options of `init()`. */
export type { InitOptions } from './client/types.js';
/** The typed method per protocol method, in lowerCamelCase, and the typed `on` per event. */
export type { ClientMethods, ClientEvents } from './client/types.js';
/** The params argument of a method, as a tuple: optional when the method takes none. */
export type { ParamsArg } from './client/types.js';
/** The signature of `client.call`. */
export type { CallMethod } from './client/types.js';
/** A listener of one event. */
export type { PlayportListener } from './client/types.js';
/** Removes a listener. */
export type { Unsubscribe } from './client/types.js';
/** A method name, an event name, an error code, a UI language. */
export type { MethodName, EventName, ErrorCodeValue, Language } from './protocol/names.js';
/** The languages `Language` is read from, type-only here (the list itself is `@playport/sdk/protocol`'s). */
export type { LANGUAGES } from './protocol/names.js';
/** The params and result of a method; methods that take no params. */
export type { MethodParams, MethodResult, ParamlessMethod } from './protocol/contract.js';
/** The payload of an event. */
export type { EventPayload, ProtocolMethods, ProtocolEvents } from './protocol/contract.js';
/** The entities methods return. */
export type {
  GetInfoReply,
  SocialInfo,
  FxIdInfo,
  Friend,
  PurchaseResult,
  Product,
  OwnedPurchase,
  LegalDocument,
  Acceptance,
  EventRule,
  Gender,
  Capability,
  AdErrorReason,
  ModalType,
  AdType,
  AdOutcome,
  ConsentStatus,
  Orientation,
  PlayStateReason,
  TutorialStatType,
  Photo,
  SafeArea,
  PurchaseStats,
  DocumentVersion,
  JsonValue,
  ScalarRecord,
  NoParams,
  AdShown,
  BannerShown,
  ProgressionStatus,
} from './protocol/contract.js';
