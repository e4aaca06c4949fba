import { expect } from '@playwright/test';
import type { AdapterName } from '../../host/src/adapter/adapter-names.js';
import type { AdapterSupports } from '../../host/src/adapter/adapter.js';
import type { MethodName } from '../../sdk/src/protocol/index.js';

/** What one call of the conformance game came back with, as the game records it (without `via`). */
export type Outcome = { status: 'ok'; result: unknown } | { status: 'error'; error: { code: string; message: string } };

const ok = (result: unknown): Outcome => ({ status: 'ok', result });
const refused = (code: string, message: string): Outcome => ({ status: 'error', error: { code, message } });

const ORDER_ID = expect.stringMatching(/^ord_[0-9a-f]{32}$/);
const UUID = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
const NOT_SIGNED_IN = 'The player is not signed in to the portal';
const GATE = (method: string) => `${method}: a modal the game opened is still open; only one is shown at a time`;

/** BuyProduct of `gems_100`, which the conformance game does not sell: the platform's purchase refuses before any payment UI. */
const NOT_SOLD = refused('Unknown', 'Unknown product gems_100');
/** A purchase of the conformance game's `test_item` priced in the platform's currency. */
const bought = (currency: string, currencyAmount: number) =>
  ok({ transactionId: ORDER_ID, stats: { currency, currencyAmount, usdAmount: 1 } });
/** GetInfo: the game and the player's platform identity (the portal identity arrives with UserInfoChanged). */
const info = (social: Record<string, unknown> | null) =>
  ok(expect.objectContaining({ game: 'conformance-game', social: social && expect.objectContaining(social) }));
const documents = (versions: string[], accepted?: unknown[]) =>
  ok({
    documents: ['conformance-game-pp', 'conformance-game-tos'].map((Id) =>
      expect.objectContaining({
        Id,
        Versions: versions.filter((v) => v.startsWith(Id)).map((v) => expect.objectContaining({ Id: v })),
      }),
    ),
    ...(accepted ? { accepted } : {}),
  });
const notImplementedAds: Partial<Record<MethodName, Outcome>> = {
  AdsVideoReady: ok({ ready: false }),
  AdsShowVideo: ok({ outcome: 'failed', reason: 'NotImplemented' }),
  AdsInterstitialReady: ok({ ready: false }),
  AdsShowInterstitial: ok({ outcome: 'failed', reason: 'NotImplemented' }),
};
const acknowledgedLifecycle: Partial<Record<MethodName, Outcome>> = {
  LoadingReady: ok({ acknowledged: true }),
  GameStarted: ok({ acknowledged: true }),
  GameStopped: ok({ acknowledged: true }),
};
const review: Partial<Record<MethodName, Outcome>> = {
  CanReview: ok({ canReview: true }),
  RequestReview: ok({ feedbackSent: true }),
  ReviewInfo: ok({ available: true, reviewed: false }),
};
const stickyBanner: Partial<Record<MethodName, Outcome>> = {
  AdsShowStickyBanner: ok({ shown: true }),
  AdsHideStickyBanner: ok({ shown: false }),
};

/**
 * What every adapter answers in the conformance run, signed in to the portal (the portal's own
 * adapters by its session, the platforms' through authenticate_from_social), unless its own table
 * says otherwise: the host's methods, the portal's services, and a refusal of what the platform lacks.
 * The game's info modal stays open through the run, so ShowLinkShareModal is refused by the one modal slot.
 */
const SIGNED_IN: Record<MethodName, Outcome> = {
  GetInfo: info(null),
  SocialSettings: ok({ ui: { disabled: true } }),
  BuyProduct: refused('NotSupported', 'Purchasing is not supported on this platform'),
  DefaultStoreFront: refused('NotSupported', 'The store front is not supported on this platform'),
  OpenModal: ok({ opened: true }),
  ChangeLanguage: ok({ language: 'en' }),
  AuthenticateUser: ok({ authenticated: true, userId: null }),
  PushRegister: ok({ registered: false }),
  GetUrlHash: ok({ hash: '' }),
  SetUrlHash: ok({ hash: 'level=3' }),
  ShowLinkShareModal: refused('NotSupported', GATE('ShowLinkShareModal')),
  SetStatus: ok({ sent: false }),
  AdsVideoReady: ok({ ready: true }),
  AdsShowVideo: ok({ outcome: 'finished' }),
  AdsInterstitialReady: ok({ ready: true }),
  AdsShowInterstitial: ok({ outcome: 'finished' }),
  AdsShowStickyBanner: ok({ shown: false, reason: 'NotImplemented' }),
  AdsHideStickyBanner: ok({ shown: false, reason: 'NotImplemented' }),
  StatInitialize: ok({ initialized: true }),
  StatEvent: ok({ queued: true }),
  GetFriends: ok({ friends: [] }),
  InviteFriends: ok({ invited: false }),
  JoinCommunity: ok({ joined: false }),
  AddToFavorites: ok({ added: false }),
  GoogleTagManagerPushToDataLayer: ok({ pushed: true }),
  SendVkBridge: refused('NotSupported', 'VK Bridge is not supported on this platform'),
  SendCrazyGamesSdk: refused('NotSupported', 'The CrazyGames SDK is not supported on this platform'),
  WordsFilter: ok({ text: 'hello world', filtered: false }),
  // The account's marketing consent (MarketingEnabled, off for a new account).
  ConsentManagerStatus: ok({ status: 'denied' }),
  LoadingReady: ok({ acknowledged: false }),
  GameStarted: ok({ acknowledged: false }),
  GameStopped: ok({ acknowledged: false }),
  CanReview: ok({ canReview: false, reason: 'NotSupported' }),
  RequestReview: ok({ feedbackSent: false }),
  ReviewInfo: ok({ available: false, reviewed: false }),
  // A platform's player is the same portal account in every test (the simulator's fixed identity), so
  // what it accepted before shows; a fresh account's exact answer is in the portal adapters' table.
  GetAccountDocuments: ok({ documents: expect.any(Array), accepted: expect.any(Array) }),
  AcceptAccountDocument: ok({ accepted: true }),
  GetGameDocuments: documents([
    'conformance-game-pp-v1',
    'conformance-game-pp-v2',
    'conformance-game-tos-v1',
    'conformance-game-tos-v2',
  ]),
  // The conformance game's cross-play rule `win` with filter `level` (the portal's seed).
  SendInGameEvent: ok({ sent: true, matchedRules: [{ Code: 'win', Filter1: 'level', Filter2: null, Filter3: null }] }),
  CreateSupportRequest: ok({ sent: true }),
  // The same portal account in every test (see GetAccountDocuments): what another test bought shows.
  GetPurchases: ok({ purchases: expect.any(Array) }),
  // The conformance game consumes an order id nobody has.
  ConsumePurchase: refused('Unknown', 'Unknown purchase'),
  // The run reports progress after its LoadingReady: no platform shows a loading that has ended.
  LoadingProgress: ok({ acknowledged: false }),
  ProgressionEvent: ok({ queued: true }),
};

/** A visitor has no purchases, and nothing to consume. */
const VISITOR_PURCHASES: Partial<Record<MethodName, Outcome>> = {
  GetPurchases: ok({ purchases: [] }),
  ConsumePurchase: refused('NotSupported', NOT_SIGNED_IN),
};

const STORE_FRONT = ok({
  currency: 'USD',
  products: [
    {
      sku: 'test_item',
      name: 'Test item',
      description: 'Bought by the conformance suite',
      price: 1,
      currency: 'USD',
      usdPrice: 1,
      imageUrl: null,
    },
  ],
});
const portalAdapter: Partial<Record<MethodName, Outcome>> = {
  // The signed-in player's portal identity (a game greets the player by it).
  GetInfo: info({ social: 'FxId', userId: UUID }),
  DefaultStoreFront: STORE_FRONT,
  GetAccountDocuments: documents(['conformance-game-pp-v2', 'conformance-game-tos-v2'], []),
  SetStatus: ok({ sent: true }),
  // The portal's invite: the share link (the link-share modal is the game's modal slot's, see ShowLinkShareModal).
  InviteFriends: ok({ invited: true }),
  // A fresh account has one friend, made before the run (see the spec).
  GetFriends: ok({ friends: [expect.objectContaining({ uid: UUID })] }),
  // A fresh account has bought nothing.
  GetPurchases: ok({ purchases: [] }),
};

/** The conformance run's exact outcomes, per adapter. `fxid-visitor` is the portal adapter with nobody signed in. */
export const RUN_OUTCOMES: Record<AdapterName | 'fxid-visitor', Record<MethodName, Outcome>> = {
  fxid: {
    ...SIGNED_IN,
    ...portalAdapter,
    BuyProduct: refused('Unknown', 'Unknown product gems_100'),
  },
  'fxid-visitor': {
    ...SIGNED_IN,
    ...portalAdapter,
    GetInfo: info(null),
    BuyProduct: refused('UserCancelled', 'Sign in to buy: the sign-in dialog was closed'),
    // The game's info modal is open: the sign-in dialog is not stacked over it.
    AuthenticateUser: refused('NotSupported', GATE('showLogin')),
    SetStatus: ok({ sent: false }),
    ConsentManagerStatus: ok({ status: 'unknown' }),
    GetFriends: refused('NotSupported', NOT_SIGNED_IN),
    GetAccountDocuments: refused('NotSupported', NOT_SIGNED_IN),
    AcceptAccountDocument: refused('NotSupported', NOT_SIGNED_IN),
    SendInGameEvent: ok({ sent: false, matchedRules: [] }),
    CreateSupportRequest: refused('NotSupported', NOT_SIGNED_IN),
    ...VISITOR_PURCHASES,
  },
  fxlauncher: { ...SIGNED_IN, ...portalAdapter },
  fxnative: { ...SIGNED_IN, ...portalAdapter },
  ok: {
    ...SIGNED_IN,
    ...stickyBanner,
    ...review,
    BuyProduct: NOT_SOLD,
    GetInfo: info({ social: 'Odnoklassniki', userId: '5', displayName: 'Olga Orlova' }),
    AuthenticateUser: ok({ authenticated: true, userId: '5' }),
    // apps.getAppUserRating, after RequestReview's rating dialog.
    ReviewInfo: ok({ available: true, reviewed: true }),
    SetStatus: ok({ sent: true }),
    GetFriends: ok({
      friends: [
        expect.objectContaining({ uid: '11', displayName: 'F11 L11' }),
        expect.objectContaining({ uid: '12', displayName: 'F12 L12' }),
      ],
    }),
    InviteFriends: ok({ invited: true }),
  },
  vkplay: {
    ...SIGNED_IN,
    BuyProduct: NOT_SOLD,
    GetInfo: info({ social: 'VkontaktePlay', userId: '31' }),
    AuthenticateUser: ok({ authenticated: true, userId: '31' }),
    GetFriends: ok({ friends: [expect.objectContaining({ uid: '41', displayName: 'Mila' })] }),
  },
  vkcom: {
    ...SIGNED_IN,
    ...stickyBanner,
    ...review,
    BuyProduct: NOT_SOLD,
    GetInfo: info({ social: 'VkontakteCom', userId: '7', displayName: 'Vera Kotova' }),
    AuthenticateUser: ok({ authenticated: true, userId: '7' }),
    // The status and the game's link, posted through VKWebAppShowWallPostBox.
    SetStatus: ok({ sent: true }),
    GetFriends: ok({
      friends: [
        expect.objectContaining({
          uid: '8',
          displayName: 'Ivan Petrov',
          photo: { width: 200, height: 200, url: 'https://vk.test/8_200.jpg' },
        }),
      ],
    }),
    InviteFriends: ok({ invited: true }),
    JoinCommunity: ok({ joined: true }),
    AddToFavorites: ok({ added: true }),
    SendVkBridge: ok({
      data: {
        id: 7,
        first_name: 'Vera',
        last_name: 'Kotova',
        sex: 1,
        photo_100: 'https://vk.test/7_100.jpg',
        photo_200: 'https://vk.test/7_200.jpg',
      },
    }),
  },
  yandex: {
    ...SIGNED_IN,
    ...stickyBanner,
    ...review,
    ...acknowledgedLifecycle,
    BuyProduct: NOT_SOLD,
    GetInfo: info({ social: 'YandexGames', userId: 'ya-player-1', displayName: 'Yana' }),
    AuthenticateUser: ok({ authenticated: true, userId: 'ya-player-1' }),
    AddToFavorites: ok({ added: true }),
  },
  ag: {
    ...SIGNED_IN,
    BuyProduct: NOT_SOLD,
    GetInfo: info({ social: 'AbsoluteGames', userId: 'agp-1' }),
    AuthenticateUser: ok({ authenticated: true, userId: 'agp-1' }),
  },
  kg: {
    ...SIGNED_IN,
    BuyProduct: NOT_SOLD,
    GetInfo: info({ social: 'Kongregate' }),
    AuthenticateUser: ok({ authenticated: true, userId: UUID }),
    AdsInterstitialReady: ok({ ready: false }),
    AdsShowInterstitial: ok({ outcome: 'failed', reason: 'NotImplemented' }),
    InviteFriends: ok({ invited: true }),
  },
  fbgames: {
    ...SIGNED_IN,
    ...notImplementedAds,
    BuyProduct: NOT_SOLD,
    GetInfo: info({ social: 'FacebookGames', userId: 'fb-user-1' }),
    AuthenticateUser: ok({ authenticated: true, userId: 'fb-user-1' }),
    InviteFriends: ok({ invited: true }),
  },
  fbinstantgames: {
    ...SIGNED_IN,
    BuyProduct: NOT_SOLD,
    GetInfo: info({ social: 'FacebookInstantGames', userId: 'fbi-player-1' }),
    // The player's app-scoped id (getASIDAsync).
    AuthenticateUser: ok({ authenticated: true, userId: 'fbi-asid-1' }),
    // The conformance game's config has no Audience Network placements.
    AdsVideoReady: ok({ ready: false }),
    AdsShowVideo: ok({ outcome: 'failed', reason: 'AdsNotConnected' }),
    AdsInterstitialReady: ok({ ready: false }),
    AdsShowInterstitial: ok({ outcome: 'failed', reason: 'AdsNotConnected' }),
    AdsShowStickyBanner: ok({ shown: false, reason: 'AdsNotConnected' }),
    AdsHideStickyBanner: ok({ shown: false }),
    // SDK v8: connected players are ids only.
    GetFriends: ok({
      friends: [
        { uid: 'fbi-friend-1', firstName: null, lastName: null, displayName: null, gender: 'unspecified', photo: null },
      ],
    }),
    JoinCommunity: ok({ joined: true }),
    AddToFavorites: ok({ added: true }),
    LoadingReady: ok({ acknowledged: true }),
  },
  crazygames: {
    ...SIGNED_IN,
    ...acknowledgedLifecycle,
    GetInfo: info({ social: 'CrazyGames', displayName: 'crazy_cat' }),
    BuyProduct: refused('Unknown', 'Unknown product gems_100'),
    AuthenticateUser: ok({ authenticated: true, userId: UUID }),
    // CrazyGames invites are the portal's share link, and the game's info modal holds the one slot.
    InviteFriends: refused('NotSupported', GATE('showLinkShare')),
    SendCrazyGamesSdk: ok({ data: null }),
  },
  ymobage: {
    ...SIGNED_IN,
    ...notImplementedAds,
    BuyProduct: NOT_SOLD,
    GetInfo: info({ social: 'WizQ', userId: 'wizq-1' }),
    AuthenticateUser: ok({ authenticated: true, userId: 'wizq-1' }),
    InviteFriends: ok({ invited: true }),
  },
  telegram: {
    ...SIGNED_IN,
    ...notImplementedAds,
    BuyProduct: NOT_SOLD,
    GetInfo: info({ social: 'Telegram', userId: '77', displayName: 'Tim G' }),
    AuthenticateUser: ok({ authenticated: true, userId: '77' }),
    LoadingReady: ok({ acknowledged: true }),
  },
  steam: {
    ...SIGNED_IN,
    ...notImplementedAds,
    GetInfo: info({ social: 'Steam', userId: '76561198000000001', paymentsAvailable: false }),
    BuyProduct: refused(
      'NotSupported',
      'Steam purchases are server-driven microtransactions (ISteamMicroTxn), which this portal does not offer',
    ),
    AuthenticateUser: ok({ authenticated: true, userId: '76561198000000001' }),
  },
};

type Capability = keyof AdapterSupports;

/** Each adapter's declared capabilities in the portal (its `supports`, read from the running page). */
export const DECLARED: Record<AdapterName, Capability[]> = {
  fxid: ['payments', 'rewardedAds', 'interstitialAds', 'friends', 'invite', 'share', 'login'],
  // The conformance game has no OK group, so no community.
  ok: ['payments', 'rewardedAds', 'interstitialAds', 'stickyBanner', 'friends', 'invite', 'review', 'login'],
  vkplay: ['payments', 'rewardedAds', 'interstitialAds', 'friends', 'login'],
  vkcom: [
    'payments',
    'rewardedAds',
    'interstitialAds',
    'stickyBanner',
    'friends',
    'invite',
    'community',
    'favorites',
    'review',
    'focus',
    'login',
    'vkBridge',
  ],
  yandex: [
    'payments',
    'rewardedAds',
    'interstitialAds',
    'stickyBanner',
    'favorites',
    'review',
    'lifecycle',
    'focus',
    'login',
  ],
  ag: ['payments', 'rewardedAds', 'interstitialAds', 'login'],
  kg: ['payments', 'rewardedAds', 'invite', 'login'],
  fbgames: ['payments', 'invite', 'login'],
  fbinstantgames: ['payments', 'friends', 'community', 'favorites', 'lifecycle', 'login'],
  crazygames: ['payments', 'rewardedAds', 'interstitialAds', 'invite', 'lifecycle', 'login', 'crazyGamesSdk'],
  ymobage: ['payments', 'invite', 'login'],
  telegram: ['payments', 'lifecycle', 'focus', 'login'],
  fxlauncher: ['rewardedAds', 'interstitialAds', 'friends', 'invite', 'share', 'login'],
  fxnative: ['rewardedAds', 'interstitialAds', 'friends', 'invite', 'share', 'login'],
  steam: ['login'],
};

type Check = [MethodName, (o: Outcome) => boolean];
const result = <T>(o: Outcome) => (o.status === 'ok' ? (o.result as T) : null);

/**
 * What shows a declared capability working: its methods' success outcomes. `focus` is pushed, not
 * called (FocusChanged, checked with the events); `share` is the link-share modal (checked after the
 * run, once the game's info modal is closed).
 */
export const CAPABILITY_SUCCESS: Record<Exclude<Capability, 'focus'>, Check[]> = {
  payments: [['BuyProduct', (o) => typeof result<{ transactionId?: string }>(o)?.transactionId === 'string']],
  rewardedAds: [
    ['AdsVideoReady', (o) => result<{ ready: boolean }>(o)?.ready === true],
    ['AdsShowVideo', (o) => result<{ outcome: string }>(o)?.outcome === 'finished'],
  ],
  interstitialAds: [
    ['AdsInterstitialReady', (o) => result<{ ready: boolean }>(o)?.ready === true],
    ['AdsShowInterstitial', (o) => result<{ outcome: string }>(o)?.outcome === 'finished'],
  ],
  stickyBanner: [['AdsShowStickyBanner', (o) => result<{ shown: boolean }>(o)?.shown === true]],
  friends: [['GetFriends', (o) => (result<{ friends: unknown[] }>(o)?.friends.length ?? 0) > 0]],
  invite: [['InviteFriends', (o) => result<{ invited: boolean }>(o)?.invited === true]],
  share: [['ShowLinkShareModal', (o) => result<{ shown: boolean }>(o)?.shown === true]],
  community: [['JoinCommunity', (o) => result<{ joined: boolean }>(o)?.joined === true]],
  favorites: [['AddToFavorites', (o) => result<{ added: boolean }>(o)?.added === true]],
  review: [
    ['CanReview', (o) => result<{ canReview: boolean }>(o)?.canReview === true],
    ['RequestReview', (o) => result<{ feedbackSent: boolean }>(o)?.feedbackSent === true],
  ],
  wordsFilter: [['WordsFilter', (o) => typeof result<{ filtered?: boolean }>(o)?.filtered === 'boolean']],
  lifecycle: [['LoadingReady', (o) => result<{ acknowledged: boolean }>(o)?.acknowledged === true]],
  login: [['AuthenticateUser', (o) => result<{ authenticated: boolean }>(o)?.authenticated === true]],
  vkBridge: [['SendVkBridge', (o) => o.status === 'ok']],
  crazyGamesSdk: [['SendCrazyGamesSdk', (o) => o.status === 'ok']],
};

/** BuyProduct of the conformance game's `test_item` after the run, for each adapter that declares payments and whose platform pays without the player (the portal's own checkouts are paid in the tests of their own). */
export const PURCHASES: Partial<Record<AdapterName, Outcome>> = {
  ok: bought('OK', 7),
  vkplay: bought('RUB', 95),
  vkcom: bought('VOTE', 1),
  yandex: bought('USD', 1),
  ag: bought('USD', 1),
  kg: bought('KRED', 10),
  fbgames: bought('USD', 1),
  fbinstantgames: bought('USD', 1),
  ymobage: bought('USD', 1),
  telegram: bought('XTR', 25),
};

/** One scripted failure of a platform: what the platform's simulator is told, and what must change. */
export interface FailureRun {
  /** The simulator's scenario (its `*-scenario.ts`), set as `window.playportSimulatorScenario`. */
  scenario: Record<string, unknown>;
  /** The run's outcomes that differ from the adapter's default run; every other one stays the same. */
  run: Partial<Record<MethodName, Outcome>>;
  /** BuyProduct of `test_item` after the run, when the scenario fails the platform's payment. */
  purchase?: Outcome;
  /** Whether the player is still signed in to the portal (ConsentStatus reaches the game). */
  signedOut?: true;
}

const SKIPPED = ok({ outcome: 'skipped' });
const FAILED = ok({ outcome: 'failed', reason: 'Unknown' });

/** Each platform's documented failures, scripted in its simulator, and their exact outcomes. */
export const FAILURE_RUNS: Partial<Record<AdapterName, FailureRun>> = {
  fxid: {
    scenario: { rewarded: 'closed', adBreak: 'frequencyCapped' },
    run: { AdsShowVideo: SKIPPED, AdsShowInterstitial: FAILED },
  },
  ok: {
    scenario: {
      ui: {
        showLoadedAd: { result: 'ok', data: 'skip' },
        showAd: { result: 'error', data: 'no_ads' },
        showPayment: { result: 'error', data: 'cancel' },
      },
      banner: 'none',
    },
    run: {
      AdsShowVideo: SKIPPED,
      AdsShowInterstitial: FAILED,
      AdsShowStickyBanner: ok({ shown: false, reason: 'Unknown' }),
    },
    purchase: refused('Unknown', 'Payment not completed'),
  },
  vkplay: {
    scenario: { ads: { type: 'adDismissed' }, payment: 'closed' },
    run: { AdsShowVideo: SKIPPED, AdsShowInterstitial: SKIPPED },
    purchase: refused('UserCancelled', 'Payment widget closed before payment completed!'),
  },
  vkcom: {
    scenario: {
      answers: Object.fromEntries(
        ['VKWebAppShowNativeAds', 'VKWebAppShowOrderBox', 'VKWebAppJoinGroup'].map((m) => [
          m,
          { error: { error_code: 4, error_reason: 'User denied' } },
        ]),
      ),
    },
    run: { AdsShowVideo: FAILED, AdsShowInterstitial: FAILED, JoinCommunity: ok({ joined: false }) },
    purchase: refused('UserCancelled', 'The purchase was cancelled'),
  },
  yandex: {
    scenario: { rewarded: 'close', interstitial: 'error', banner: 'ADV_IS_NOT_CONNECTED', purchase: 'cancel' },
    run: {
      AdsShowVideo: SKIPPED,
      AdsShowInterstitial: FAILED,
      AdsShowStickyBanner: ok({ shown: false, reason: 'AdsNotConnected' }),
    },
    purchase: refused('UserCancelled', 'USER_CANCEL'),
  },
  ag: {
    scenario: { campaign: 'closed', payment: 'closed' },
    run: { AdsShowVideo: SKIPPED },
    purchase: refused('UserCancelled', 'Payment not completed'),
  },
  kg: {
    scenario: { adOutcome: 'adAbandoned', purchase: 'fail' },
    run: { AdsShowVideo: SKIPPED },
    purchase: refused('Unknown', 'Payment not completed'),
  },
  fbgames: { scenario: { pay: 'cancel' }, run: {}, purchase: refused('UserCancelled', 'Payment not completed') },
  fbinstantgames: {
    scenario: { purchase: 'USER_INPUT', asid: 'empty' },
    run: { AuthenticateUser: refused('Unknown', 'Failed to retrieve getASIDAsync') },
    purchase: refused('UserCancelled', 'USER_INPUT'),
  },
  crazygames: {
    scenario: { rewarded: 'unfilled', midgame: 'unfilled' },
    run: { AdsShowVideo: FAILED, AdsShowInterstitial: FAILED },
  },
  ymobage: { scenario: { payment: 'cancel' }, run: {}, purchase: refused('Unknown', 'Payment not completed') },
  telegram: {
    scenario: { invoice: 'cancelled' },
    run: {},
    purchase: refused('UserCancelled', 'The purchase was cancelled'),
  },
  // Steam refuses the session ticket: no portal sign-in, so the portal's services answer as to a visitor.
  steam: {
    scenario: { ticket: 'fail' },
    run: {
      AuthenticateUser: ok({ authenticated: false, userId: null }),
      ConsentManagerStatus: ok({ status: 'unknown' }),
      GetAccountDocuments: refused('NotSupported', NOT_SIGNED_IN),
      AcceptAccountDocument: refused('NotSupported', NOT_SIGNED_IN),
      SendInGameEvent: ok({ sent: false, matchedRules: [] }),
      CreateSupportRequest: refused('NotSupported', NOT_SIGNED_IN),
      ...VISITOR_PURCHASES,
    },
    signedOut: true,
  },
};

/**
 * The conformance run in the partner page, which has no portal API (the API base is the page's own
 * origin, whose static server answers a request to it with 405): nobody is signed in to the portal,
 * so the portal's services answer as to a visitor and a purchase cannot create its order.
 */
const NO_API = refused('Unknown', 'HTTP Error 405: Method Not Allowed\n');
// The order cannot be created: the payment flow says the page has no store, not the raw status text.
const NO_STORE = refused(
  'NotSupported',
  'Purchases are not available on this page: it has no store to create the order.',
);
const PARTNER_BASE: Record<MethodName, Outcome> = {
  ...SIGNED_IN,
  BuyProduct: NO_STORE,
  AuthenticateUser: ok({ authenticated: false, userId: null }),
  // The partner page's platforms report their ads not ready until asked.
  AdsVideoReady: ok({ ready: false }),
  AdsInterstitialReady: ok({ ready: false }),
  InviteFriends: ok({ invited: true }),
  ConsentManagerStatus: ok({ status: 'unknown' }),
  GetAccountDocuments: refused('NotSupported', NOT_SIGNED_IN),
  AcceptAccountDocument: refused('NotSupported', NOT_SIGNED_IN),
  GetGameDocuments: NO_API,
  SendInGameEvent: ok({ sent: false, matchedRules: [] }),
  CreateSupportRequest: refused('NotSupported', NOT_SIGNED_IN),
  ...VISITOR_PURCHASES,
};

// The portal's own adapters in a partner's page: no portal session, no payments flow, no ad configuration.
const PORTAL_PARTNER: Record<MethodName, Outcome> = {
  ...PARTNER_BASE,
  BuyProduct: refused('NotSupported', 'Purchasing is not supported on this platform'),
  DefaultStoreFront: NO_API,
  // The game's info modal is open: the sign-in and the link-share modal are refused by the one modal slot.
  AuthenticateUser: refused('NotSupported', GATE('showLogin')),
  ShowLinkShareModal: refused('NotSupported', GATE('ShowLinkShareModal')),
  AdsShowVideo: ok({ outcome: 'failed', reason: 'AdsNotConnected' }),
  AdsShowInterstitial: ok({ outcome: 'failed', reason: 'AdsNotConnected' }),
  GetFriends: refused('NotSupported', 'The player is not signed in to the portal'),
};

export const PARTNER_OUTCOMES: Record<AdapterName, Record<MethodName, Outcome>> = {
  fxid: PORTAL_PARTNER,
  ok: {
    ...PARTNER_BASE,
    GetInfo: info({ social: 'Odnoklassniki', userId: '5' }),
    AuthenticateUser: ok({ authenticated: true, userId: '5' }),
    SetStatus: ok({ sent: true }),
    AdsVideoReady: ok({ ready: true }),
    AdsInterstitialReady: ok({ ready: true }),
    AdsShowStickyBanner: ok({ shown: true }),
    AdsHideStickyBanner: ok({ shown: false }),
    GetFriends: ok({
      friends: [
        {
          uid: '11',
          firstName: 'F11',
          lastName: 'L11',
          displayName: 'F11 L11',
          gender: 'male',
          photo: { width: 224, height: 224, url: 'https://ok.test/11_224.jpg' },
        },
        {
          uid: '12',
          firstName: 'F12',
          lastName: 'L12',
          displayName: 'F12 L12',
          gender: 'female',
          photo: { width: 224, height: 224, url: 'https://ok.test/12_224.jpg' },
        },
      ],
    }),
    CanReview: ok({ canReview: true }),
    RequestReview: ok({ feedbackSent: true }),
    ReviewInfo: ok({ available: true, reviewed: true }),
  },
  vkplay: {
    ...PARTNER_BASE,
    GetInfo: info({ social: 'VkontaktePlay', userId: '31' }),
    AuthenticateUser: ok({ authenticated: true, userId: '31' }),
    AdsVideoReady: ok({ ready: true }),
    AdsInterstitialReady: ok({ ready: true }),
    GetFriends: ok({
      friends: [
        {
          uid: '41',
          firstName: null,
          lastName: null,
          displayName: 'Mila',
          gender: 'unspecified',
          photo: { width: 180, height: 180, url: 'https://vkplay.test/41.png' },
        },
      ],
    }),
    InviteFriends: ok({ invited: false }),
  },
  vkcom: {
    ...PARTNER_BASE,
    GetInfo: info({ social: 'VkontakteCom', userId: '7' }),
    AuthenticateUser: ok({ authenticated: true, userId: '7' }),
    SetStatus: ok({ sent: true }),
    AdsVideoReady: ok({ ready: true }),
    AdsInterstitialReady: ok({ ready: true }),
    AdsShowStickyBanner: ok({ shown: true }),
    AdsHideStickyBanner: ok({ shown: false }),
    GetFriends: ok({
      friends: [
        {
          uid: '8',
          firstName: 'Ivan',
          lastName: 'Petrov',
          displayName: 'Ivan Petrov',
          gender: 'male',
          photo: { width: 200, height: 200, url: 'https://vk.test/8_200.jpg' },
        },
      ],
    }),
    JoinCommunity: ok({ joined: true }),
    AddToFavorites: ok({ added: true }),
    SendVkBridge: ok({
      data: {
        id: 7,
        first_name: 'Vera',
        last_name: 'Kotova',
        sex: 1,
        photo_100: 'https://vk.test/7_100.jpg',
        photo_200: 'https://vk.test/7_200.jpg',
      },
    }),
    CanReview: ok({ canReview: true }),
    RequestReview: ok({ feedbackSent: true }),
    ReviewInfo: ok({ available: true, reviewed: false }),
  },
  yandex: {
    ...PARTNER_BASE,
    GetInfo: info({ social: 'YandexGames', userId: 'ya-player-1' }),
    AuthenticateUser: NO_API,
    AdsVideoReady: ok({ ready: true }),
    AdsInterstitialReady: ok({ ready: true }),
    AdsShowStickyBanner: ok({ shown: true }),
    AdsHideStickyBanner: ok({ shown: false }),
    InviteFriends: ok({ invited: false }),
    AddToFavorites: ok({ added: true }),
    LoadingReady: ok({ acknowledged: true }),
    GameStarted: ok({ acknowledged: true }),
    GameStopped: ok({ acknowledged: true }),
    CanReview: ok({ canReview: true }),
    RequestReview: ok({ feedbackSent: true }),
    ReviewInfo: ok({ available: true, reviewed: false }),
  },
  ag: {
    ...PARTNER_BASE,
    GetInfo: info({ social: 'AbsoluteGames', userId: 'agp-1' }),
    AuthenticateUser: ok({ authenticated: true, userId: 'agp-1' }),
    AdsVideoReady: ok({ ready: true }),
    AdsInterstitialReady: ok({ ready: true }),
    InviteFriends: ok({ invited: false }),
  },
  kg: {
    ...PARTNER_BASE,
    GetInfo: info({ social: 'Kongregate', userId: '4242' }),
    AuthenticateUser: NO_API,
    AdsVideoReady: ok({ ready: true }),
    AdsShowInterstitial: ok({ outcome: 'failed', reason: 'NotImplemented' }),
  },
  fbgames: {
    ...PARTNER_BASE,
    AdsShowVideo: ok({ outcome: 'failed', reason: 'NotImplemented' }),
    AdsShowInterstitial: ok({ outcome: 'failed', reason: 'NotImplemented' }),
  },
  fbinstantgames: {
    ...PARTNER_BASE,
    GetInfo: info({ social: 'FacebookInstantGames', userId: 'fbi-player-1' }),
    AuthenticateUser: ok({ authenticated: true, userId: 'fbi-asid-1' }),
    AdsShowVideo: ok({ outcome: 'failed', reason: 'AdsNotConnected' }),
    AdsShowInterstitial: ok({ outcome: 'failed', reason: 'AdsNotConnected' }),
    AdsShowStickyBanner: ok({ shown: false, reason: 'AdsNotConnected' }),
    AdsHideStickyBanner: ok({ shown: false }),
    GetFriends: ok({
      friends: [
        { uid: 'fbi-friend-1', firstName: null, lastName: null, displayName: null, gender: 'unspecified', photo: null },
      ],
    }),
    InviteFriends: ok({ invited: false }),
    JoinCommunity: ok({ joined: true }),
    AddToFavorites: ok({ added: true }),
    LoadingReady: ok({ acknowledged: true }),
  },
  crazygames: {
    ...PARTNER_BASE,
    GetInfo: info({ social: 'CrazyGames', userId: null }),
    BuyProduct: NO_STORE,
    AuthenticateUser: NO_API,
    AdsVideoReady: ok({ ready: true }),
    AdsInterstitialReady: ok({ ready: true }),
    InviteFriends: refused(
      'NotSupported',
      'showLinkShare: a modal the game opened is still open; only one is shown at a time',
    ),
    SendCrazyGamesSdk: ok({ data: null }),
    LoadingReady: ok({ acknowledged: true }),
    GameStarted: ok({ acknowledged: true }),
    GameStopped: ok({ acknowledged: true }),
  },
  ymobage: {
    ...PARTNER_BASE,
    GetInfo: info({ social: 'WizQ', userId: 'wizq-1' }),
    AuthenticateUser: ok({ authenticated: true, userId: 'wizq-1' }),
    AdsShowVideo: ok({ outcome: 'failed', reason: 'NotImplemented' }),
    AdsShowInterstitial: ok({ outcome: 'failed', reason: 'NotImplemented' }),
  },
  telegram: {
    ...PARTNER_BASE,
    GetInfo: info({ social: 'Telegram', userId: '77' }),
    AuthenticateUser: ok({ authenticated: true, userId: '77' }),
    AdsShowVideo: ok({ outcome: 'failed', reason: 'NotImplemented' }),
    AdsShowInterstitial: ok({ outcome: 'failed', reason: 'NotImplemented' }),
    InviteFriends: ok({ invited: false }),
    LoadingReady: ok({ acknowledged: true }),
  },
  fxlauncher: PORTAL_PARTNER,
  fxnative: PORTAL_PARTNER,
  steam: {
    ...PARTNER_BASE,
    GetInfo: info({ social: 'Steam', userId: '76561198000000001' }),
    BuyProduct: refused(
      'NotSupported',
      'Steam purchases are server-driven microtransactions (ISteamMicroTxn), which this portal does not offer',
    ),
    AdsShowVideo: ok({ outcome: 'failed', reason: 'NotImplemented' }),
    AdsShowInterstitial: ok({ outcome: 'failed', reason: 'NotImplemented' }),
    InviteFriends: ok({ invited: false }),
  },
};
