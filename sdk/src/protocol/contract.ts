/**
 * The protocol contract as plain types: what every method takes and answers and what every event
 * carries, each with its one description. The SDK's client methods, their hover text and the API
 * reference read them from here; the zod schemas (`methods.ts`, `events.ts`) are checked against them
 * at compile time, so games get the same types without installing zod.
 */
import type { EventName, MethodName } from './names.js';

/** A JSON value, for free-form payloads (passthrough calls to a platform's SDK). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Scalar values by name, for analytics and data-layer payloads. */
export type ScalarRecord = Record<string, string | number | boolean | null>;

/** Player gender as the platforms report it. */
export type Gender = 'unspecified' | 'male' | 'female';

/** A social capability flag. */
export type Capability =
  | 'FriendsList'
  | 'FriendsInvite'
  | 'GamesOfChanceDisabled'
  | 'RateApplication'
  | 'OutgoingLinksForbidden'
  | 'AdsAvailable';

/** Why an ad or sticky banner could not be shown. */
export type AdErrorReason = 'Unknown' | 'AdsNotConnected' | 'NotImplemented';
/** The kind of a full-screen ad. */
export type AdType = 'video' | 'interstitial';
/** How a full-screen ad ended. */
export type AdOutcome = 'finished' | 'skipped' | 'failed';
/** A tutorial step of a stat event. */
export type TutorialStatType = 'TutorialStart' | 'TutorialCompleted' | 'TutorialSkip' | 'TutorialStep';
/** What happened to a level in a progression event. */
export type ProgressionStatus = 'start' | 'complete' | 'fail';
/** The player's consent to personalised ads and analytics. */
export type ConsentStatus = 'granted' | 'denied' | 'unknown';
/** The screen orientation. */
export type Orientation = 'portrait' | 'landscape';
/**
 * What paused or muted the game, or released it: a full-screen ad (`ad`), the platform's own signal
 * (`platform`: its overlay, its pause or mute setting), the host page hidden (`hidden`), or the page's
 * own code (`host`).
 */
export type PlayStateReason = 'ad' | 'platform' | 'hidden' | 'host';
/** A modal the game may ask the host to open. */
export type ModalType = 'login' | 'info' | 'textCopy' | 'linkShare' | 'iframe' | 'reportIssue' | 'social' | 'documents';

/** A picture with its size. */
export interface Photo {
  width: number;
  height: number;
  url: string;
}

/** Who the player is on the platform the game runs on (spec: social info). */
export interface SocialInfo {
  social: string;
  paymentsAvailable: boolean;
  userId: string | null;
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  photo: Photo | null;
  gender: Gender;
  capabilities: Capability[];
  socialLocale: string | null;
  socialFlavor: string | null;
  vkcom: { appId: string; defaultApiVersion: string; defaultAccessToken: string | null } | null;
}

/** The portal account block of the get-info reply, or null for a visitor who is not signed in. */
export interface FxIdInfo {
  userId: string;
  marketingEnabled: boolean;
  locale: string | null;
  geoCountry: string | null;
  /** A token scoped to this game (never the portal session). */
  token: string | null;
  gameToken: string | null;
  gameUid: string | null;
  guest: boolean;
  hasEmail: boolean;
  emailValidated: boolean;
  hasCompletedOrder: boolean;
}

/** The screen insets the game should keep clear, in CSS pixels. */
export interface SafeArea {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The get-info reply (spec, section 3). */
export interface GetInfoReply {
  game: string;
  sdk: { version: { major: number; minor: number }; buildNumber: number };
  environment: { os: string; isMobile: boolean; safeArea: SafeArea };
  fxId: FxIdInfo | null;
  social: SocialInfo | null;
}

/** A friend on the platform. */
export interface Friend {
  uid: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  gender: Gender;
  photo: Photo | null;
}

/** What a purchase cost. */
export interface PurchaseStats {
  currency: string;
  currencyAmount: number;
  usdAmount: number;
}

/** A successful purchase. A failed one is a call error with code UserCancelled, Unavailable or Unknown. */
export interface PurchaseResult {
  transactionId: string;
  stats: PurchaseStats;
}

/** A product of the default store front. */
export interface Product {
  sku: string;
  name: string;
  description: string;
  price: number;
  currency: string;
  usdPrice: number | null;
  imageUrl: string | null;
}

/** One version of a legal document. */
export interface DocumentVersion {
  Id: string;
  DocumentId: string;
  Url: string | null;
  CreatedAt: string;
  Content: { Value: string; ContentType: 'Markdown' } | null;
}

/** A legal document with its versions (spec, section 3). */
export interface LegalDocument {
  Id: string;
  DocumentType: 'TOS' | 'PP';
  CreatedAt: string;
  IsActive: boolean;
  GameSystemName: string | null;
  Versions: DocumentVersion[];
}

/** A recorded acceptance of a document version. */
export interface Acceptance {
  Id: string;
  DocumentVersionId: string;
  AccountId: string;
  AcceptedAt: string;
}

/** A cross-play event rule. */
export interface EventRule {
  Code: string;
  Filter1: string | null;
  Filter2: string | null;
  Filter3: string | null;
}

/**
 * A completed purchase the game has not consumed yet (GetPurchases): paid on any platform, in any
 * session, also while the game was closed. Grant it, then consume it with ConsumePurchase.
 */
export interface OwnedPurchase {
  /** The portal's order id: the `transactionId` BuyProduct resolved with. */
  transactionId: string;
  sku: string;
  /** Where it was paid (`FxId`, `YandexGames`, `FacebookInstantGames`, …). */
  platform: string;
  /** The platform's own id of the payment, when it was paid there. */
  platformTransactionId: string | null;
  /** What the game passed to BuyProduct as `developerPayload`. */
  developerPayload: string | null;
  /** When the payment completed (ISO 8601). */
  purchasedAt: string;
}

/** The params of a method that takes none: nothing, or an empty object. */
export type NoParams = Record<string, never> | undefined;

/** How a full-screen ad ended, and why it failed when it did. */
export interface AdShown {
  outcome: AdOutcome;
  reason?: AdErrorReason | undefined;
}
/** Whether the sticky banner is shown, and why not when it is not. */
export interface BannerShown {
  shown: boolean;
  reason?: AdErrorReason | undefined;
}

/**
 * Every method a game may call: its params (what the game passes) and its result (what the call
 * resolves with). A failed call rejects with a `PlayportError` whose `code` is an `ErrorCode`.
 */
export interface ProtocolMethods {
  /** Who and where the player is: the game, the SDK version, the device, the portal account and the platform's player. */
  GetInfo: { params: NoParams; result: GetInfoReply };
  /** The platform's wishes for the game's own social UI (`ui.disabled`: hide the game's social buttons). */
  SocialSettings: { params: NoParams; result: { ui: { disabled: boolean } } };
  /**
   * Buys a product through the platform's payments. Resolves once the payment succeeded; rejects
   * `UserCancelled` when the player closed or cancelled it, `Unavailable` when the portal cannot take
   * orders right now (retry later), `Unknown` when it failed.
   */
  BuyProduct: {
    params: {
      sku: string;
      productNameHint?: string | undefined;
      productDescriptionHint?: string | undefined;
      developerPayload?: string | undefined;
    };
    result: PurchaseResult;
  };
  /** The products of the game's default store front, with prices in the player's currency. */
  DefaultStoreFront: { params: NoParams; result: { currency: string | null; products: Product[] } };
  /** Opens a host modal (sign-in, info, text to copy, link share, a page, issue report, social, documents); resolves as it opens. */
  OpenModal: {
    params: {
      type: ModalType;
      title?: string | undefined;
      text?: string | undefined;
      url?: string | undefined;
      fullscreen?: boolean | undefined;
    };
    result: { opened: boolean };
  };
  /** Switches the host's UI language; an unsupported one falls back to `en`. Resolves with the language now in use. */
  ChangeLanguage: { params: { language: string }; result: { language: string } };
  /** Asks the player to sign in (the platform's or the portal's sign-in); resolves with whether they are now signed in. */
  AuthenticateUser: { params: NoParams; result: { authenticated: boolean; userId: string | null } };
  /** Asks for permission to send web push notifications and registers the player's subscription. */
  PushRegister: { params: NoParams; result: { registered: boolean } };
  /** The fragment of the host page's URL (deep links into the game). */
  GetUrlHash: { params: NoParams; result: { hash: string } };
  /** Sets the fragment of the host page's URL, so the player can share or bookmark a place in the game. */
  SetUrlHash: { params: { hash: string }; result: { hash: string } };
  /** Opens the platform's share dialog for a link (default: the game's page). */
  ShowLinkShareModal: {
    params: { url?: string | undefined; text?: string | undefined } | undefined;
    result: { shown: boolean };
  };
  /** Sets the player's status line on the platform (where it has one), with a priority from 0 to 100. */
  SetStatus: { params: { status: string; priority?: number | undefined }; result: { sent: boolean } };
  /** Whether a rewarded video ad is ready to show now. */
  AdsVideoReady: { params: NoParams; result: { ready: boolean } };
  /**
   * Shows a rewarded video ad and resolves when it ends: `finished` (grant the reward), `skipped`
   * or `failed` (with a reason). The events AdsFinished, AdsSkipped and AdsFailed tell the same.
   */
  AdsShowVideo: { params: NoParams; result: AdShown };
  /** Whether an interstitial ad is ready to show now. */
  AdsInterstitialReady: { params: NoParams; result: { ready: boolean } };
  /** Shows an interstitial ad and resolves when it ends: `finished`, `skipped` or `failed` (with a reason). */
  AdsShowInterstitial: { params: NoParams; result: AdShown };
  /** Shows the platform's sticky banner, where it has one. */
  AdsShowStickyBanner: { params: NoParams; result: BannerShown };
  /** Hides the sticky banner. */
  AdsHideStickyBanner: { params: NoParams; result: BannerShown };
  /** Starts analytics for this session, with the game's own user id and build; stat events wait for it. */
  StatInitialize: {
    params: { userId?: string | undefined; build?: string | undefined } | undefined;
    result: { initialized: boolean };
  };
  /** Queues one analytics event (a name, an optional tutorial step, value and scalar data). */
  StatEvent: {
    params: {
      name: string;
      type?: TutorialStatType | undefined;
      value?: number | undefined;
      data?: ScalarRecord | undefined;
    };
    result: { queued: boolean };
  };
  /** The player's friends on the platform who may play with them. */
  GetFriends: { params: NoParams; result: { friends: Friend[] } };
  /** Opens the platform's dialog to invite friends to the game. */
  InviteFriends: { params: { text?: string | undefined } | undefined; result: { invited: boolean } };
  /** Offers to join the game's community on the platform. */
  JoinCommunity: { params: NoParams; result: { joined: boolean } };
  /** Offers to add the game to the player's favourites or home screen on the platform. */
  AddToFavorites: { params: NoParams; result: { added: boolean } };
  /** Pushes an event with scalar data to the host page's Google Tag Manager data layer. */
  GoogleTagManagerPushToDataLayer: {
    params: { event: string; data?: ScalarRecord | undefined };
    result: { pushed: boolean };
  };
  /** Calls a VK Bridge method as it is (on VK only; elsewhere `NotSupported`) and resolves with its data. */
  SendVkBridge: { params: { method: string; params?: JsonValue | undefined }; result: { data: JsonValue } };
  /** Calls a CrazyGames SDK function by its path (for example `['user', 'getUser']`) on CrazyGames only, and resolves with its answer. */
  SendCrazyGamesSdk: { params: { path: string[]; args?: JsonValue[] | undefined }; result: { data: JsonValue } };
  /** Runs text through the platform's profanity filter; `filtered` tells whether anything was replaced. */
  WordsFilter: { params: { text: string }; result: { text: string; filtered: boolean } };
  /** The player's consent to personalised ads and analytics, as the platform's consent manager knows it. */
  ConsentManagerStatus: { params: NoParams; result: { status: ConsentStatus } };
  /** Tells the host the game has loaded and can be shown (platforms hide their loading screen on it). */
  LoadingReady: { params: NoParams; result: { acknowledged: boolean } };
  /** Tells the host gameplay has started (or resumed): platforms may stop their ads and overlays meanwhile. */
  GameStarted: { params: NoParams; result: { acknowledged: boolean } };
  /** Tells the host gameplay has stopped (a pause, a menu, the end of a level). */
  GameStopped: { params: NoParams; result: { acknowledged: boolean } };
  /** Whether the platform would show its review dialog now, and if not, why. */
  CanReview: { params: NoParams; result: { canReview: boolean; reason?: string | undefined } };
  /** Opens the platform's review dialog; resolves with whether the player sent a review. */
  RequestReview: { params: NoParams; result: { feedbackSent: boolean } };
  /** Whether reviews are available on this platform and whether the player has already reviewed the game. */
  ReviewInfo: { params: NoParams; result: { available: boolean; reviewed: boolean } };
  /** The portal's account documents (terms, privacy policy) and the versions the player accepted. */
  GetAccountDocuments: { params: NoParams; result: { documents: LegalDocument[]; accepted: Acceptance[] } };
  /** Records the player's acceptance of one version of an account document. */
  AcceptAccountDocument: { params: { documentId: string; documentVersionId: string }; result: { accepted: boolean } };
  /** The game's own legal documents with their versions. */
  GetGameDocuments: { params: NoParams; result: { documents: LegalDocument[] } };
  /** Sends a cross-play event (a code, a value and three filters) and resolves with the rules it matched. */
  SendInGameEvent: {
    params: {
      eventCode: string;
      value?: string | undefined;
      p1?: string | undefined;
      p2?: string | undefined;
      p3?: string | undefined;
    };
    result: { sent: boolean; matchedRules: EventRule[] };
  };
  /** Sends a message to the game's support, with an optional reply address. */
  CreateSupportRequest: { params: { message: string; email?: string | undefined }; result: { sent: boolean } };
  /**
   * The player's completed purchases of this game that it has not consumed, oldest first, from the
   * portal's ledger (after the platform's own list of unfinished purchases was settled, where it has
   * one). A purchase paid while the game was closed is here at its next start; a refunded one is not.
   * A visitor who is not signed in has none: ask again after UserInfoChanged.
   */
  GetPurchases: { params: NoParams; result: { purchases: OwnedPurchase[] } };
  /**
   * Marks one purchase as granted, so GetPurchases no longer lists it. Exactly once: consuming it again
   * resolves with the same `consumedAt`. An id that is not this player's purchase of the game rejects
   * `Unknown` ('Unknown purchase'), a refunded one `Unknown` too.
   */
  ConsumePurchase: {
    params: { transactionId: string };
    result: { transactionId: string; sku: string; consumedAt: string };
  };
  /**
   * Reports the game's loading progress (0 to 100, rounded to a whole percent) before LoadingReady; the
   * first call is the game's first frame. `acknowledged` says whether the platform shows or tracks it.
   */
  LoadingProgress: { params: { percent: number }; result: { acknowledged: boolean } };
  /** Reports that the player started, completed or failed a level, with an optional score, to analytics. */
  ProgressionEvent: {
    params: { status: ProgressionStatus; level: string; score?: number | undefined };
    result: { queued: boolean };
  };
}

/** Every event the host may push to a game, with its payload. */
export interface ProtocolEvents {
  /** Whether a rewarded video ad can be shown now; state: a late listener hears the last one. */
  AdsVideoAvailable: { available: boolean };
  /** Whether an interstitial ad can be shown now; state: a late listener hears the last one. */
  AdsInterstitialAvailable: { available: boolean };
  /** A full-screen ad was watched to the end (for a video: grant the reward). */
  AdsFinished: { type: AdType };
  /** A full-screen ad could not be shown or broke off, with the reason. */
  AdsFailed: { type: AdType; reason: AdErrorReason };
  /** The player closed a full-screen ad before its end (no reward). */
  AdsSkipped: { type: AdType };
  /** The player's consent changed; state: a late listener hears the last one. */
  ConsentStatus: { status: ConsentStatus };
  /** The game gained or lost focus (the platform's overlay, another tab): pause and mute while unfocused; state. */
  FocusChanged: { focused: boolean };
  /** The player signed in or out, or their account or game token changed; state: a late listener hears the last one. */
  UserInfoChanged: { fxId: FxIdInfo | null; social: SocialInfo | null };
  /** The host's UI language changed; state: a late listener hears the last one. */
  LanguageChanged: { language: string };
  /** The screen turned; state: a late listener hears the last one. */
  OrientationChanged: { orientation: Orientation };
  /** The player asked for support from the host's UI; the game may add context and open its own form. */
  SupportRequest: { message?: string | undefined };
  /**
   * The game must pause (`paused: true`) or may resume; `reason` is what changed it. The game stays
   * paused while any reason holds, so `paused: false` comes only when the last one ends; state.
   */
  PauseStateChanged: { paused: boolean; reason: PlayStateReason };
  /**
   * The game must mute its audio (`muted: true`) or may play it again; `reason` is what changed it. It
   * stays muted while any reason holds, so `muted: false` comes only when the last one ends; state.
   */
  AudioStateChanged: { muted: boolean; reason: PlayStateReason };
}

/** What a game passes to a method. */
export type MethodParams<M extends MethodName> = ProtocolMethods[M]['params'];
/** What a method resolves with. */
export type MethodResult<M extends MethodName> = ProtocolMethods[M]['result'];
/** Methods that take no params at all. */
export type ParamlessMethod = {
  [M in MethodName]: undefined extends MethodParams<M> ? M : never;
}[MethodName];
/** The payload of an event. */
export type EventPayload<E extends EventName> = ProtocolEvents[E];
