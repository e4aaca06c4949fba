import type { AdapterMethods } from '@playport/host/adapter-kit';
import { adFailed, adFinished, type AdReadiness } from '../shared/ads.js';
import type { CrazySdk } from './crazygames-types.js';

/** CrazyGames ads: `adFinished` is finished (the reward); `adError` (unfilled and others) failed. */
export function crazyAdMethods(sdk: CrazySdk, ready: AdReadiness): Partial<AdapterMethods> {
  const show = (type: 'midgame' | 'rewarded') =>
    new Promise<boolean>((resolve) =>
      sdk.ad.requestAd(type, { adFinished: () => resolve(true), adError: () => resolve(false) }),
    );
  return {
    AdsVideoReady: async () => ({ ready: ready.video }),
    AdsInterstitialReady: async () => ({ ready: ready.interstitial }),
    AdsShowVideo: async (_p, call) => ((await show('rewarded')) ? adFinished(call, 'video') : adFailed(call, 'video')),
    AdsShowInterstitial: async (_p, call) =>
      (await show('midgame')) ? adFinished(call, 'interstitial') : adFailed(call, 'interstitial'),
  };
}
