import * as z from 'zod/mini';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from './contact.js';
import type { ProtocolMethods } from './contract.js';
import type { MethodName } from './names.js';
import {
  acceptance,
  adErrorReason,
  adOutcome,
  consentStatus,
  eventRule,
  friend,
  getInfoReply,
  jsonValue,
  legalDocument,
  MAX_LIST,
  modalType,
  ownedPurchase,
  product,
  progressionStatus,
  purchaseResult,
  scalarRecord,
  shortString,
  text,
  tutorialStatType,
  url,
} from './entities.js';

// A method without parameters accepts nothing or an empty object, and nothing else.
const none = z.optional(z.strictObject({}));

const ads = {
  ready: z.object({ ready: z.boolean() }),
  shown: z.object({ outcome: adOutcome, reason: z.optional(adErrorReason) }),
  banner: z.object({ shown: z.boolean(), reason: z.optional(adErrorReason) }),
};

/**
 * The params and result schema of every method. The host validates params with these before any work,
 * and the conformance suite checks every result against them.
 */
export const methodSchemas = {
  GetInfo: { params: none, result: getInfoReply },
  SocialSettings: { params: none, result: z.object({ ui: z.object({ disabled: z.boolean() }) }) },
  BuyProduct: {
    params: z.strictObject({
      sku: shortString().check(z.minLength(1)),
      productNameHint: z.optional(text()),
      productDescriptionHint: z.optional(text()),
      developerPayload: z.optional(text()),
    }),
    result: purchaseResult,
  },
  DefaultStoreFront: {
    params: none,
    result: z.object({ currency: z.nullable(z.string()), products: z.array(product) }),
  },
  OpenModal: {
    params: z.strictObject({
      type: modalType,
      title: z.optional(text()),
      text: z.optional(text()),
      url: z.optional(url()),
      fullscreen: z.optional(z.boolean()),
    }),
    result: z.object({ opened: z.boolean() }),
  },
  ChangeLanguage: {
    params: z.strictObject({ language: shortString() }),
    result: z.object({ language: z.string() }),
  },
  AuthenticateUser: {
    params: none,
    result: z.object({ authenticated: z.boolean(), userId: z.nullable(z.string()) }),
  },
  PushRegister: { params: none, result: z.object({ registered: z.boolean() }) },
  GetUrlHash: { params: none, result: z.object({ hash: z.string() }) },
  SetUrlHash: { params: z.strictObject({ hash: url() }), result: z.object({ hash: z.string() }) },
  ShowLinkShareModal: {
    params: z.optional(z.strictObject({ url: z.optional(url()), text: z.optional(text()) })),
    result: z.object({ shown: z.boolean() }),
  },
  SetStatus: {
    params: z.strictObject({ status: text(), priority: z.optional(z.int().check(z.minimum(0), z.maximum(100))) }),
    result: z.object({ sent: z.boolean() }),
  },
  AdsVideoReady: { params: none, result: ads.ready },
  AdsShowVideo: { params: none, result: ads.shown },
  AdsInterstitialReady: { params: none, result: ads.ready },
  AdsShowInterstitial: { params: none, result: ads.shown },
  AdsShowStickyBanner: { params: none, result: ads.banner },
  AdsHideStickyBanner: { params: none, result: ads.banner },
  StatInitialize: {
    params: z.optional(z.strictObject({ userId: z.optional(shortString()), build: z.optional(shortString()) })),
    result: z.object({ initialized: z.boolean() }),
  },
  StatEvent: {
    params: z.strictObject({
      name: shortString().check(z.minLength(1)),
      type: z.optional(tutorialStatType),
      value: z.optional(z.number()),
      data: z.optional(scalarRecord),
    }),
    result: z.object({ queued: z.boolean() }),
  },
  GetFriends: { params: none, result: z.object({ friends: z.array(friend) }) },
  InviteFriends: {
    params: z.optional(z.strictObject({ text: z.optional(text()) })),
    result: z.object({ invited: z.boolean() }),
  },
  JoinCommunity: { params: none, result: z.object({ joined: z.boolean() }) },
  AddToFavorites: { params: none, result: z.object({ added: z.boolean() }) },
  GoogleTagManagerPushToDataLayer: {
    params: z.strictObject({ event: shortString().check(z.minLength(1)), data: z.optional(scalarRecord) }),
    result: z.object({ pushed: z.boolean() }),
  },
  SendVkBridge: {
    params: z.strictObject({ method: shortString().check(z.minLength(1)), params: z.optional(jsonValue) }),
    result: z.object({ data: jsonValue }),
  },
  SendCrazyGamesSdk: {
    params: z.strictObject({
      path: z.array(shortString()).check(z.minLength(1), z.maxLength(4)),
      args: z.optional(z.array(jsonValue).check(z.maxLength(8))),
    }),
    result: z.object({ data: jsonValue }),
  },
  WordsFilter: {
    params: z.strictObject({ text: text() }),
    result: z.object({ text: z.string(), filtered: z.boolean() }),
  },
  ConsentManagerStatus: { params: none, result: z.object({ status: consentStatus }) },
  LoadingReady: { params: none, result: z.object({ acknowledged: z.boolean() }) },
  GameStarted: { params: none, result: z.object({ acknowledged: z.boolean() }) },
  GameStopped: { params: none, result: z.object({ acknowledged: z.boolean() }) },
  CanReview: {
    params: none,
    result: z.object({ canReview: z.boolean(), reason: z.optional(z.string()) }),
  },
  RequestReview: { params: none, result: z.object({ feedbackSent: z.boolean() }) },
  ReviewInfo: {
    params: none,
    result: z.object({ available: z.boolean(), reviewed: z.boolean() }),
  },
  GetAccountDocuments: {
    params: none,
    result: z.object({ documents: z.array(legalDocument), accepted: z.array(acceptance) }),
  },
  AcceptAccountDocument: {
    params: z.strictObject({ documentId: shortString(), documentVersionId: shortString() }),
    result: z.object({ accepted: z.boolean() }),
  },
  GetGameDocuments: { params: none, result: z.object({ documents: z.array(legalDocument) }) },
  SendInGameEvent: {
    params: z.strictObject({
      eventCode: shortString().check(z.minLength(1)),
      value: z.optional(text()),
      p1: z.optional(text()),
      p2: z.optional(text()),
      p3: z.optional(text()),
    }),
    result: z.object({ sent: z.boolean(), matchedRules: z.array(eventRule).check(z.maxLength(MAX_LIST)) }),
  },
  CreateSupportRequest: {
    params: z.strictObject({
      message: text().check(z.minLength(1)),
      email: z.optional(z.email({ pattern: EMAIL_PATTERN }).check(z.maxLength(MAX_EMAIL_LENGTH))),
    }),
    result: z.object({ sent: z.boolean() }),
  },
  GetPurchases: { params: none, result: z.object({ purchases: z.array(ownedPurchase) }) },
  ConsumePurchase: {
    params: z.strictObject({ transactionId: shortString().check(z.minLength(1)) }),
    result: z.object({ transactionId: z.string(), sku: z.string(), consumedAt: z.string() }),
  },
  // zod 4's number refuses NaN and the infinities, so a percent is a finite number in range.
  LoadingProgress: {
    params: z.strictObject({ percent: z.number().check(z.minimum(0), z.maximum(100)) }),
    result: z.object({ acknowledged: z.boolean() }),
  },
  ProgressionEvent: {
    params: z.strictObject({
      status: progressionStatus,
      level: shortString().check(z.minLength(1)),
      score: z.optional(z.number()),
    }),
    result: z.object({ queued: z.boolean() }),
  },
} as const satisfies Record<MethodName, { params: z.ZodMiniType; result: z.ZodMiniType }>;

export type { MethodParams, MethodResult, ParamlessMethod } from './contract.js';

// The contract's plain types (contract.ts) are what games see; the build fails when a schema's input or
// output drifts from them, naming the method.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Drift = {
  [M in MethodName]: Same<z.input<(typeof methodSchemas)[M]['params']>, ProtocolMethods[M]['params']> extends true
    ? Same<z.output<(typeof methodSchemas)[M]['result']>, ProtocolMethods[M]['result']> extends true
      ? never
      : `${M}: result`
    : `${M}: params`;
}[MethodName];
type Expect<T extends true> = T;
export type MethodSchemasMatchContract = Expect<
  Same<MethodName, keyof ProtocolMethods> extends true ? ([Drift] extends [never] ? true : Drift) : 'method names'
>;
