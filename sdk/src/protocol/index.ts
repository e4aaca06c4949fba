/**
 * The Playport protocol contract: method and event names, their types and zod schemas (this entry needs
 * `zod` installed), the error codes and the handshake messages; and the rules every side applies to the
 * same data: the e-mail and phone rule, and the in-game event filter of cross-play rules.
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
  ownedPurchase as ownedPurchaseSchema,
  MAX_TEXT,
  MAX_LIST,
} from './entities.js';
export { EMAIL_PATTERN, PHONE_PATTERN, MAX_EMAIL_LENGTH, isEmail, isPhone } from './contact.js';
export { filterMatches, matchingRules, patternMatches, ruleMatches } from './event-filter.js';
export type { EventRuleLike, InGameEventLike } from './event-filter.js';
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
  OwnedPurchase,
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
  ProtocolMethods,
  ProtocolEvents,
  ProgressionStatus,
} from './types.js';
