import type { AdapterMethods } from '@playport/host/adapter-kit';
import { adFailed, adFinished, adSkipped, type AdReadiness } from '../shared/ads.js';
import type { OkClient } from './ok-client.js';

/** OK ads: rewarded 'complete' is finished, 'skip' skipped, anything else failed (the banner: ok-banner.ts). */
export function okAdMethods(ok: OkClient, ready: AdReadiness): Partial<AdapterMethods> {
  return {
    AdsVideoReady: async () => ({ ready: ready.video }),
    AdsInterstitialReady: async () => ({ ready: ready.interstitial }),
    AdsShowVideo: async (_p, call) => {
      const loaded = await ok.ui('loadAd', (f) => f.UI.loadAd()).catch(() => null);
      if (loaded?.result !== 'ok') return adFailed(call, 'video');
      const shown = await ok.ui('showLoadedAd', (f) => f.UI.showLoadedAd()).catch(() => null);
      if (shown?.data === 'complete') return adFinished(call, 'video');
      if (shown?.data === 'skip') return adSkipped(call, 'video');
      return adFailed(call, 'video');
    },
    AdsShowInterstitial: async (_p, call) => {
      const shown = await ok.ui('showAd', (f) => f.UI.showAd()).catch(() => null);
      // The client waits past showAd's intermediate results: only `ad_shown` is a shown ad.
      return shown?.result === 'ok' && shown.data === 'ad_shown'
        ? adFinished(call, 'interstitial')
        : adFailed(call, 'interstitial');
    },
  };
}
