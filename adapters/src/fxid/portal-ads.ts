import type { AdapterHost, AdapterMethods } from '@playport/host';
import { adFailed, adFinished, adSkipped, type AdReadiness } from '../shared/ads.js';
import { configRewardedBlock, isMobile } from '../shared/game-config.js';
import { loadPlatformScript } from '../shared/load-platform-script.js';
import type { PlatformWindow } from '../shared/platform-window.js';
import type { AdBreak, YaAdvManager } from './portal-ads-types.js';

/** The portal's own video ads: the search-engine ad network's rewarded block and the ad-breaks API. */
export interface PortalAdsOptions {
  /** Rewarded block ids; default PublicWebClientConfig.Advertisement.Yandex.Rewarded of the host's game config. */
  rewardedBlock?: { desktop: string; mobile: string };
  /** Loads the video-ad breaks API for interstitials. */
  adBreaks?: boolean;
  yandexScriptUrl?: string;
  adBreaksScriptUrl?: string;
}

/**
 * The portal adapter's ad methods. Which networks are configured is known after `init` reads the
 * host's game config: `configured` and `interstitial` report it.
 */
export function createPortalAds(options: PortalAdsOptions, timeoutMs: number) {
  const ready: AdReadiness = { video: false, interstitial: false };
  let rewardedBlock = options.rewardedBlock ?? null;
  let advManager: YaAdvManager | null = null;
  let adBreak: AdBreak | null = null;
  let mobile = false;

  const init = async (host: AdapterHost) => {
    const win = host.context.window as PlatformWindow;
    mobile = isMobile(host);
    rewardedBlock = options.rewardedBlock ?? configRewardedBlock(host);
    const log = (what: string) => (err: unknown) => void host.context.log('warn', `${what} failed to load:`, err);
    if (rewardedBlock) {
      const url = options.yandexScriptUrl ?? 'https://yandex.ru/ads/system/context.js';
      advManager = await loadPlatformScript(host, url, () => (win.Ya as { Context?: { AdvManager?: YaAdvManager } } | undefined)?.Context?.AdvManager, timeoutMs).catch(log('The ad network'))  ?? null;
    }
    if (options.adBreaks) {
      const url = options.adBreaksScriptUrl ?? 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';
      adBreak = await loadPlatformScript(host, url, () => win.adBreak as AdBreak | undefined, timeoutMs).catch(log('The ad-breaks API')) ?? null;
    }
    ready.video = advManager !== null || adBreak !== null;
    ready.interstitial = adBreak !== null;
    host.emit('AdsVideoAvailable', { available: ready.video });
    host.emit('AdsInterstitialAvailable', { available: ready.interstitial });
  };

  const rewardedByNetwork = (manager: YaAdvManager, block: { desktop: string; mobile: string }) =>
    new Promise<'finished' | 'skipped' | 'failed'>((resolve) => {
      let rewarded = false;
      manager.render({
        blockId: mobile ? block.mobile : block.desktop,
        type: 'rewarded',
        platform: mobile ? 'touch' : 'desktop',
        onRewarded: (r) => void (rewarded = r),
        onClose: () => resolve(rewarded ? 'finished' : 'skipped'),
        onError: () => resolve('failed'),
      });
    });
  const breakAd = (type: 'reward' | 'next') =>
    new Promise<'finished' | 'skipped' | 'failed'>((resolve) =>
      adBreak!({
        type, name: type === 'reward' ? 'rewarded' : 'interstitial',
        beforeReward: (show) => show(),
        adBreakDone: ({ breakStatus }) => resolve(breakStatus === 'viewed' ? 'finished' : breakStatus === 'dismissed' ? 'skipped' : 'failed'),
      }));
  const report = (call: Parameters<typeof adFailed>[0], type: 'video' | 'interstitial', outcome: string) =>
    outcome === 'finished' ? adFinished(call, type) : outcome === 'skipped' ? adSkipped(call, type) : adFailed(call, type);

  const methods: Partial<AdapterMethods> = {
    AdsVideoReady: async () => ({ ready: ready.video }),
    AdsInterstitialReady: async () => ({ ready: ready.interstitial }),
    AdsShowVideo: async (_p, call) => {
      if (!advManager && !adBreak) return adFailed(call, 'video', 'AdsNotConnected');
      return report(call, 'video', advManager && rewardedBlock ? await rewardedByNetwork(advManager, rewardedBlock) : await breakAd('reward'));
    },
    AdsShowInterstitial: async (_p, call) => (adBreak ? report(call, 'interstitial', await breakAd('next')) : adFailed(call, 'interstitial', 'AdsNotConnected')),
  };
  return {
    init,
    methods,
    get configured() {
      return Boolean(rewardedBlock || options.adBreaks);
    },
    interstitial: Boolean(options.adBreaks),
  };
}
