import type { AdapterHost, AdapterMethods } from '@playport/host/adapter-kit';
import { adFailed, adFinished, type AdReadiness } from '../shared/ads.js';
import type { VkBridge } from './vk-bridge-types.js';

/** Checks VK's native ads once, sets the ready flags and tells the game. */
export async function checkVkAds(bridge: VkBridge, host: AdapterHost, ready: AdReadiness): Promise<void> {
  const check = (ad_format: string) =>
    bridge.send<{ result: boolean }>('VKWebAppCheckNativeAds', { ad_format }).then(
      (r) => r.result === true,
      () => false,
    );
  [ready.video, ready.interstitial] = await Promise.all([check('reward'), check('interstitial')]);
  host.emit('AdsVideoAvailable', { available: ready.video });
  host.emit('AdsInterstitialAvailable', { available: ready.interstitial });
}

/** VK ads: a resolved `result: true` is finished; VK has no skip signal, so anything else failed. */
export function vkAdMethods(bridge: VkBridge, ready: AdReadiness): Partial<AdapterMethods> {
  const show = async (ad_format: 'reward' | 'interstitial') => {
    const r = await bridge.send<{ result: boolean }>('VKWebAppShowNativeAds', { ad_format });
    return r.result === true;
  };
  return {
    AdsVideoReady: async () => ({ ready: ready.video }),
    AdsInterstitialReady: async () => ({ ready: ready.interstitial }),
    AdsShowVideo: async (_p, call) =>
      (await show('reward').catch(() => false)) ? adFinished(call, 'video') : adFailed(call, 'video'),
    AdsShowInterstitial: async (_p, call) =>
      (await show('interstitial').catch(() => false))
        ? adFinished(call, 'interstitial')
        : adFailed(call, 'interstitial'),
    AdsShowStickyBanner: async () => {
      const r = await bridge
        .send<{ result: boolean }>('VKWebAppShowBannerAd', { banner_location: 'bottom' })
        .catch(() => null);
      return r?.result ? { shown: true } : { shown: false, reason: 'Unknown' };
    },
    AdsHideStickyBanner: async () => {
      await bridge.send('VKWebAppHideBannerAd').catch(() => null);
      return { shown: false };
    },
  };
}
