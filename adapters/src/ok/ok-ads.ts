import type { AdapterMethods } from '@playport/host';
import { adFailed, adFinished, adSkipped, type AdReadiness } from '../shared/ads.js';
import type { OkClient } from './ok-client.js';

/** OK ads: rewarded 'complete' is finished, 'skip' skipped, anything else failed. */
export function okAdMethods(ok: () => OkClient, ready: AdReadiness): Partial<AdapterMethods> {
  return {
    AdsVideoReady: async () => ({ ready: ready.video }),
    AdsInterstitialReady: async () => ({ ready: ready.interstitial }),
    AdsShowVideo: async (_p, call) => {
      const loaded = await ok().ui('loadAd', (f) => f.UI.loadAd()).catch(() => null);
      if (loaded?.result !== 'ok') return adFailed(call, 'video');
      const shown = await ok().ui('showLoadedAd', (f) => f.UI.showLoadedAd()).catch(() => null);
      if (shown?.data === 'complete') return adFinished(call, 'video');
      if (shown?.data === 'skip') return adSkipped(call, 'video');
      return adFailed(call, 'video');
    },
    AdsShowInterstitial: async (_p, call) => {
      const shown = await ok().ui('showAd', (f) => f.UI.showAd()).catch(() => null);
      // The client waits past showAd's intermediate results: only `ad_shown` is a shown ad.
      return shown?.result === 'ok' && shown.data === 'ad_shown' ? adFinished(call, 'interstitial') : adFailed(call, 'interstitial');
    },
    AdsShowStickyBanner: async () => {
      const loaded = await ok().ui('requestBannerAds', (f) => f.invokeUIMethod('requestBannerAds')).catch(() => null);
      if (loaded?.data !== 'ad_loaded') return { shown: false, reason: 'Unknown' };
      const shown = await ok().ui('showBannerAds', (f) => f.invokeUIMethod('showBannerAds', 'bottom')).catch(() => null);
      return shown?.data === 'banner_shown' || shown?.data === 'ad_shown' ? { shown: true } : { shown: false, reason: 'Unknown' };
    },
    AdsHideStickyBanner: async () => {
      await ok().ui('hideBannerAds', (f) => f.invokeUIMethod('hideBannerAds')).catch(() => null);
      return { shown: false };
    },
  };
}
