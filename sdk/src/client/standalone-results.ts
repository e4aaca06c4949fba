import type { METHODS, MethodName } from '../protocol/names.js';
import type { MethodResult } from '../protocol/contract.js';

/** One entry per method, in METHODS order; the type checks each entry against its method's result. */
type ResultsByIndex<T extends readonly MethodName[]> = { [I in keyof T]?: MethodResult<T[I]> };

const adFailed = { outcome: 'failed', reason: 'NotImplemented' } as const;
const noBanner = { shown: false, reason: 'NotImplemented' } as const;
const acknowledged = { acknowledged: true };

/**
 * What each method answers in standalone mode when the answer does not depend on the page: the
 * "nothing here" value of its result, never a fake success. `undefined` marks methods that are
 * computed or reject with NotSupported. Aligned with METHODS rather than keyed by name, because the
 * names would cost about 120 bytes of playport-standalone.js.
 */
export const STANDALONE_RESULTS = [
  undefined, // GetInfo: computed
  { ui: { disabled: false } }, // SocialSettings
  undefined, // BuyProduct: NotSupported
  { currency: null, products: [] }, // DefaultStoreFront
  { opened: false }, // OpenModal
  undefined, // ChangeLanguage: computed
  { authenticated: false, userId: null }, // AuthenticateUser
  { registered: false }, // PushRegister
  undefined, // GetUrlHash: computed
  undefined, // SetUrlHash: computed
  { shown: false }, // ShowLinkShareModal
  { sent: false }, // SetStatus
  { ready: false }, // AdsVideoReady
  adFailed, // AdsShowVideo
  { ready: false }, // AdsInterstitialReady
  adFailed, // AdsShowInterstitial
  noBanner, // AdsShowStickyBanner
  noBanner, // AdsHideStickyBanner
  { initialized: false }, // StatInitialize
  { queued: false }, // StatEvent
  { friends: [] }, // GetFriends
  { invited: false }, // InviteFriends
  { joined: false }, // JoinCommunity
  { added: false }, // AddToFavorites
  { pushed: false }, // GoogleTagManagerPushToDataLayer
  undefined, // SendVkBridge: NotSupported
  undefined, // SendCrazyGamesSdk: NotSupported
  undefined, // WordsFilter: computed
  { status: 'unknown' }, // ConsentManagerStatus
  acknowledged, // LoadingReady
  acknowledged, // GameStarted
  acknowledged, // GameStopped
  { canReview: false }, // CanReview
  { feedbackSent: false }, // RequestReview
  { available: false, reviewed: false }, // ReviewInfo
  { documents: [], accepted: [] }, // GetAccountDocuments
  { accepted: false }, // AcceptAccountDocument
  { documents: [] }, // GetGameDocuments
  { sent: false, matchedRules: [] }, // SendInGameEvent
  { sent: false }, // CreateSupportRequest
  { purchases: [] }, // GetPurchases
  undefined, // ConsumePurchase: NotSupported
  acknowledged, // LoadingProgress
  { queued: false }, // ProgressionEvent
] satisfies ResultsByIndex<typeof METHODS>;
