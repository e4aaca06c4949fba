import { HostError, HostErrorCode } from '../errors.js';
import type { Adapter, AdapterMethods, AdapterSupports } from './adapter.js';
import { guardDestroyed } from './extend-adapter.js';

/** The default adapter's capabilities: nothing beyond what the host itself does. */
export const NO_SUPPORT: Readonly<AdapterSupports> = Object.freeze({
  payments: false,
  rewardedAds: false,
  interstitialAds: false,
  stickyBanner: false,
  friends: false,
  invite: false,
  share: false,
  community: false,
  favorites: false,
  review: false,
  wordsFilter: false,
  lifecycle: false,
  focus: false,
  login: false,
  vkBridge: false,
  crazyGamesSdk: false,
});

function notSupported(what: string): never {
  throw new HostError(HostErrorCode.NotSupported, `${what} is not supported on this platform`);
}

// Where the protocol has a negative answer ("not shown", "not sent") the default gives it; where any
// answer would have to invent data (a purchase, a store front, platform passthrough, documents) it
// fails with NotSupported instead.
const methods: AdapterMethods = {
  SocialSettings: async () => ({ ui: { disabled: true } }),
  BuyProduct: async () => notSupported('Purchasing'),
  DefaultStoreFront: async () => notSupported('The store front'),
  AuthenticateUser: async () => ({ authenticated: false, userId: null }),
  PushRegister: async () => ({ registered: false }),
  SetStatus: async () => ({ sent: false }),
  AdsVideoReady: async () => ({ ready: false }),
  AdsShowVideo: async (_params, call) => {
    call.emit('AdsFailed', { type: 'video', reason: 'NotImplemented' });
    return { outcome: 'failed', reason: 'NotImplemented' };
  },
  AdsInterstitialReady: async () => ({ ready: false }),
  AdsShowInterstitial: async (_params, call) => {
    call.emit('AdsFailed', { type: 'interstitial', reason: 'NotImplemented' });
    return { outcome: 'failed', reason: 'NotImplemented' };
  },
  AdsShowStickyBanner: async () => ({ shown: false, reason: 'NotImplemented' }),
  AdsHideStickyBanner: async () => ({ shown: false, reason: 'NotImplemented' }),
  StatInitialize: async () => ({ initialized: false }),
  StatEvent: async () => ({ queued: false }),
  GetFriends: async () => ({ friends: [] }),
  InviteFriends: async () => ({ invited: false }),
  JoinCommunity: async () => ({ joined: false }),
  AddToFavorites: async () => ({ added: false }),
  GoogleTagManagerPushToDataLayer: async () => ({ pushed: false }),
  SendVkBridge: async () => notSupported('VK Bridge'),
  SendCrazyGamesSdk: async () => notSupported('The CrazyGames SDK'),
  WordsFilter: async (params) => ({ text: params.text, filtered: false }),
  ConsentManagerStatus: async () => ({ status: 'unknown' }),
  // `acknowledged` says whether a platform was told; the default has no platform to tell.
  LoadingReady: async () => ({ acknowledged: false }),
  GameStarted: async () => ({ acknowledged: false }),
  GameStopped: async () => ({ acknowledged: false }),
  CanReview: async () => ({ canReview: false, reason: 'NotSupported' }),
  RequestReview: async () => ({ feedbackSent: false }),
  ReviewInfo: async () => ({ available: false, reviewed: false }),
  GetAccountDocuments: async () => notSupported('Reading account documents'),
  AcceptAccountDocument: async () => notSupported('Accepting account documents'),
  GetGameDocuments: async () => notSupported('Reading game documents'),
  SendInGameEvent: async () => ({ sent: false, matchedRules: [] }),
  CreateSupportRequest: async () => ({ sent: false }),
  GetPurchases: async () => notSupported('Restoring purchases'),
  ConsumePurchase: async () => notSupported('Consuming purchases'),
  // No platform to show the progress on: the host page shows it (MountedGame.onLoading), nothing else is told.
  LoadingProgress: async () => ({ acknowledged: false }),
  ProgressionEvent: async () => ({ queued: false }),
};

/**
 * The spec's default adapter contract: every operation answers an empty or negative result, or
 * fails with `NotSupported` where any answer would be invented. Platform adapters extend it with
 * {@link extendAdapter}.
 *
 * @example
 * ```ts
 * const adapter = createDefaultAdapter('fxid');
 * ```
 */
export function createDefaultAdapter(name = 'default'): Adapter {
  // One running adapter per adapter object: a second start before destroy is refused (spec text 'Already initialized').
  let running = false;
  return {
    name,
    supports: NO_SUPPORT,
    start: async () => {
      if (running) throw new HostError(HostErrorCode.Unknown, 'Already initialized');
      running = true;
      let destroyed = false;
      return {
        name,
        supports: NO_SUPPORT,
        methods: guardDestroyed(methods, () => destroyed),
        getSocialInfo: async () => null,
        destroy: () => {
          if (destroyed) return;
          destroyed = true;
          running = false;
        },
      };
    },
  };
}
