/**
 * The Playport protocol contract: method and event names, their types and zod schemas (this entry needs
 * `zod` installed), the error codes and the handshake messages.
 *
 * @packageDocumentation
 */
export {
  SDK_VERSION,
  SDK_BUILD,
  METHODS,
  EVENTS,
  STATE_EVENTS,
  INTERACTIVE_METHODS,
  ErrorCode,
  UNKNOWN_METHOD_MESSAGE,
  LANGUAGES,
  DEFAULT_LANGUAGE,
  HandshakeType,
  NONCE_PARAM,
  HOST_ORIGIN_PARAM,
} from './names.js';
export type { MethodName, EventName, ErrorCodeValue, Language } from './names.js';
export { methodSchemas } from './methods.js';
export type { MethodParams, MethodResult, ParamlessMethod } from './methods.js';
export { eventSchemas } from './events.js';
export type { EventPayload } from './events.js';
export {
  socialInfo as socialInfoSchema,
  fxIdInfo as fxIdInfoSchema,
  getInfoReply as getInfoReplySchema,
  friend as friendSchema,
  purchaseResult as purchaseResultSchema,
  legalDocument as legalDocumentSchema,
  acceptance as acceptanceSchema,
  eventRule as eventRuleSchema,
  product as productSchema,
  MAX_TEXT,
  MAX_LIST,
} from './entities.js';
export type {
  InitPortMessage,
  PortMessage,
  RefusedMessage,
  WireError,
  Reply,
  HostWireMethods,
  GameWireMethods,
} from './wire.js';
export type {
  SocialInfo,
  FxIdInfo,
  GetInfoReply,
  Friend,
  PurchaseResult,
  LegalDocument,
  Acceptance,
  EventRule,
  Product,
  Gender,
  Capability,
  AdErrorReason,
  ModalType,
  AdType,
  AdOutcome,
  ConsentStatus,
  Orientation,
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
  ProtocolMethods,
  ProtocolEvents,
} from './types.js';
