import type { AdapterMethods } from '@playport/host';
import { adFailed, adFinished, adSkipped } from '../shared/ads.js';
import type { YaSdk } from './yandex-types.js';

const BANNER_REASONS = { ADV_IS_NOT_CONNECTED: 'AdsNotConnected', UNKNOWN: 'Unknown' } as const;

/** Yandex ads: rewarded closed without `onRewarded` is skipped; a fullscreen closed unshown failed. */
export function yandexAdMethods(sdk: () => YaSdk, ready: () => boolean): Partial<AdapterMethods> {
  return {
    AdsVideoReady: async () => ({ ready: ready() }),
    AdsInterstitialReady: async () => ({ ready: ready() }),
    AdsShowVideo: async (_p, call) =>
      new Promise((resolve) => {
        let rewarded = false;
        sdk().adv.showRewardedVideo({
          callbacks: {
            onRewarded: () => void (rewarded = true),
            onClose: () => resolve(rewarded ? adFinished(call, 'video') : adSkipped(call, 'video')),
            onError: () => resolve(adFailed(call, 'video')),
          },
        });
      }),
    AdsShowInterstitial: async (_p, call) =>
      new Promise((resolve) => {
        sdk().adv.showFullscreenAdv({
          callbacks: {
            onClose: (shown) => resolve(shown ? adFinished(call, 'interstitial') : adFailed(call, 'interstitial')),
            onError: () => resolve(adFailed(call, 'interstitial')),
            onOffline: () => resolve(adFailed(call, 'interstitial')),
          },
        });
      }),
    AdsShowStickyBanner: async () => {
      const { reason } = await sdk().adv.showBannerAdv();
      return reason ? { shown: false, reason: BANNER_REASONS[reason] ?? 'Unknown' } : { shown: true };
    },
    AdsHideStickyBanner: async () => ({ shown: (await sdk().adv.hideBannerAdv()).stickyAdvIsShowing }),
  };
}
