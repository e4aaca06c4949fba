import type { AdapterHost, AdapterMethods } from '@playport/host/adapter-kit';
import { adFailed, adFinished, adSkipped, type AdReadiness } from '../shared/ads.js';
import type { FbAdInstance, FbInstant } from './fbinstant-types.js';

export interface FbPlacements {
  rewarded?: string;
  interstitial?: string;
  banner?: string;
}

/**
 * Starts FBInstant's ads: preloads an instance per placement and tells the game what is available;
 * the ready flags follow a successful `loadAsync`, and a shown ad is replaced by a fresh one on demand.
 */
export async function startFbAds(
  fb: FbInstant,
  host: AdapterHost,
  placements: FbPlacements,
): Promise<Partial<AdapterMethods>> {
  const load = async (get: (id: string) => Promise<FbAdInstance>, id: string | undefined) => {
    if (!id) return null;
    const instance = await get(id);
    await instance.loadAsync();
    return instance;
  };
  let [rewarded, interstitial] = await Promise.all([
    load((id) => fb.getRewardedVideoAsync(id), placements.rewarded).catch(() => null),
    load((id) => fb.getInterstitialAdAsync(id), placements.interstitial).catch(() => null),
  ]);
  const ready: AdReadiness = { video: rewarded !== null, interstitial: interstitial !== null };
  host.emit('AdsVideoAvailable', { available: ready.video });
  host.emit('AdsInterstitialAvailable', { available: ready.interstitial });
  // showAsync rejects both for failures and for a player who closed the ad: USER_INPUT means skipped.
  const methods: Partial<AdapterMethods> = {
    AdsVideoReady: async () => ({ ready: ready.video }),
    AdsInterstitialReady: async () => ({ ready: ready.interstitial }),
    AdsShowVideo: async (_p, call) => {
      const ad = rewarded ?? (await load((id) => fb.getRewardedVideoAsync(id), placements.rewarded).catch(() => null));
      rewarded = null;
      ready.video = false;
      if (!ad) return adFailed(call, 'video', placements.rewarded ? 'Unknown' : 'AdsNotConnected');
      return ad.showAsync().then(
        () => adFinished(call, 'video'),
        (err: { code?: string }) => (err?.code === 'USER_INPUT' ? adSkipped(call, 'video') : adFailed(call, 'video')),
      );
    },
    AdsShowInterstitial: async (_p, call) => {
      const ad =
        interstitial ?? (await load((id) => fb.getInterstitialAdAsync(id), placements.interstitial).catch(() => null));
      interstitial = null;
      ready.interstitial = false;
      if (!ad) return adFailed(call, 'interstitial', placements.interstitial ? 'Unknown' : 'AdsNotConnected');
      return ad.showAsync().then(
        () => adFinished(call, 'interstitial'),
        () => adFailed(call, 'interstitial'),
      );
    },
    AdsShowStickyBanner: async () => {
      if (!placements.banner) return { shown: false, reason: 'AdsNotConnected' };
      return fb.loadBannerAdAsync(placements.banner).then(
        () => ({ shown: true }),
        () => ({ shown: false, reason: 'Unknown' as const }),
      );
    },
    AdsHideStickyBanner: async () => (await fb.hideBannerAdAsync().catch(() => {}), { shown: false }),
  };
  return methods;
}
