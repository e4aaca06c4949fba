import type { AdapterHost, AdapterMethods } from '@playport/host';
import { adFailed, adFinished, adSkipped } from '../shared/ads.js';
import { configRewardedBlock, isMobile } from '../shared/game-config.js';
import { loadPlatformScript } from '../shared/load-platform-script.js';
import type { PlatformWindow } from '../shared/platform-window.js';
import { withTimeout } from '../shared/timeout.js';
import type { AdBreak, AdBreakPlacement, AdConfigOptions, AdsByGoogle, YaAdvManager } from './portal-ads-types.js';

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
 * How long a closed rewarded ad waits for a late `onRewarded`: the ad network may call `onClose`
 * first, or never call `onRewarded` (widgets.md §10).
 */
export const REWARD_GRACE_MS = 1000;

type Outcome = 'finished' | 'skipped' | 'failed';

/**
 * The portal adapter's ad methods. Which networks are configured is known after `init` reads the
 * host's game config: `configured` and `interstitial` report it.
 */
export function createPortalAds(options: PortalAdsOptions, timeoutMs: number) {
  let rewardedBlock = options.rewardedBlock ?? null;
  let advManager: YaAdvManager | null = null;
  let adBreak: AdBreak | null = null;
  let host: AdapterHost | null = null;
  let mobile = false;

  // YAN: calls are queued in `yaContextCb` and run once context.js has defined `Ya.Context.AdvManager`.
  const loadNetwork = async (h: AdapterHost, win: PlatformWindow) => {
    win.yaContextCb ??= [];
    const url = options.yandexScriptUrl ?? 'https://yandex.ru/ads/system/context.js';
    const manager = await loadPlatformScript(h, url, () => (win.Ya as { Context?: { AdvManager?: YaAdvManager } } | undefined)?.Context?.AdvManager, timeoutMs);
    return { render: (o) => (win.yaContextCb as { push(fn: () => void): void }).push(() => manager.render(o)) } satisfies YaAdvManager;
  };
  // Ad Placement API: `adBreak` and `adConfig` push into `adsbygoogle`; the API is ready on `onReady`.
  const loadAdBreaks = async (h: AdapterHost, win: PlatformWindow) => {
    win.adsbygoogle ??= [];
    const push = (item: AdBreakPlacement | AdConfigOptions) => (win.adsbygoogle as AdsByGoogle).push(item);
    const url = options.adBreaksScriptUrl ?? 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';
    await loadPlatformScript(h, url, () => ((win.adsbygoogle as AdsByGoogle | undefined)?.loaded ? true : undefined), timeoutMs);
    await withTimeout(h.context, new Promise<void>((onReady) => push({ preloadAdBreaks: 'on', sound: 'on', onReady })), timeoutMs, 'The ad-breaks API');
    return ((placement) => push(placement)) satisfies AdBreak;
  };

  // Video plays through the ad network or an ad break; interstitials only through ad breaks.
  const videoReady = () => advManager !== null || adBreak !== null;

  const init = async (h: AdapterHost) => {
    host = h;
    const win = h.context.window as PlatformWindow;
    mobile = isMobile(h);
    rewardedBlock = options.rewardedBlock ?? configRewardedBlock(h);
    const log = (what: string) => (err: unknown) => void h.context.log('warn', `${what} failed to load:`, err);
    if (rewardedBlock) advManager = (await loadNetwork(h, win).catch(log('The ad network'))) ?? null;
    if (options.adBreaks) adBreak = (await loadAdBreaks(h, win).catch(log('The ad-breaks API'))) ?? null;
    h.emit('AdsVideoAvailable', { available: videoReady() });
    h.emit('AdsInterstitialAvailable', { available: adBreak !== null });
  };

  const rewardedByNetwork = (manager: YaAdvManager, block: { desktop: string; mobile: string }) =>
    new Promise<Outcome>((resolve) => {
      let rewarded = false;
      let closed = false;
      manager.render({
        blockId: mobile ? block.mobile : block.desktop,
        type: 'rewarded',
        platform: mobile ? 'touch' : 'desktop',
        onRewarded: (r) => {
          rewarded = r;
          if (closed && r) resolve('finished');
        },
        onClose: () => {
          closed = true;
          if (rewarded) return resolve('finished');
          host!.context.setTimeout(() => resolve(rewarded ? 'finished' : 'skipped'), REWARD_GRACE_MS);
        },
        onError: () => resolve('failed'),
      });
    });
  // `adBreakDone` always comes last; a rewarded break is shown on `beforeReward` (the game asked for it).
  const breakAd = (type: 'reward' | 'next') =>
    new Promise<Outcome>((resolve) =>
      adBreak!({
        type, name: type === 'reward' ? 'rewarded' : 'interstitial',
        beforeReward: (show) => show(),
        adBreakDone: ({ breakStatus }) => resolve(breakStatus === 'viewed' ? 'finished' : breakStatus === 'dismissed' ? 'skipped' : 'failed'),
      }));
  const report = (call: Parameters<typeof adFailed>[0], type: 'video' | 'interstitial', outcome: Outcome) =>
    outcome === 'finished' ? adFinished(call, type) : outcome === 'skipped' ? adSkipped(call, type) : adFailed(call, type);

  const methods: Partial<AdapterMethods> = {
    AdsVideoReady: async () => ({ ready: videoReady() }),
    AdsInterstitialReady: async () => ({ ready: adBreak !== null }),
    AdsShowVideo: async (_p, call) => {
      if (!videoReady()) return adFailed(call, 'video', 'AdsNotConnected');
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
