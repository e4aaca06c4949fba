import type { AdapterHost, AdapterMethods } from '@playport/host/adapter-kit';
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

/** What the portal's ads can do by their options alone, before the game config is read. */
export function portalAdsSupports(options: PortalAdsOptions) {
  return {
    rewardedAds: Boolean(options.rewardedBlock || options.adBreaks),
    interstitialAds: Boolean(options.adBreaks),
  };
}

/** The portal's ads once started: their methods, and whether rewarded ads are configured (options or game config). */
export interface PortalAds {
  readonly methods: Partial<AdapterMethods>;
  readonly rewardedAds: boolean;
}

// YAN: calls are queued in `yaContextCb` and run once context.js has defined `Ya.Context.AdvManager`.
async function loadNetwork(
  h: AdapterHost,
  win: PlatformWindow,
  options: PortalAdsOptions,
  timeoutMs: number,
): Promise<YaAdvManager> {
  win.yaContextCb ??= [];
  const url = options.yandexScriptUrl ?? 'https://yandex.ru/ads/system/context.js';
  const manager = await loadPlatformScript(
    h,
    url,
    () => (win.Ya as { Context?: { AdvManager?: YaAdvManager } } | undefined)?.Context?.AdvManager,
    timeoutMs,
  );
  return { render: (o) => (win.yaContextCb as { push(fn: () => void): void }).push(() => manager.render(o)) };
}

// Ad Placement API: `adBreak` and `adConfig` push into `adsbygoogle`; the API is ready on `onReady`.
async function loadAdBreaks(
  h: AdapterHost,
  win: PlatformWindow,
  options: PortalAdsOptions,
  timeoutMs: number,
): Promise<AdBreak> {
  win.adsbygoogle ??= [];
  const push = (item: AdBreakPlacement | AdConfigOptions) => (win.adsbygoogle as AdsByGoogle).push(item);
  const url = options.adBreaksScriptUrl ?? 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';
  await loadPlatformScript(
    h,
    url,
    () => ((win.adsbygoogle as AdsByGoogle | undefined)?.loaded ? true : undefined),
    timeoutMs,
  );
  await withTimeout(
    h.context,
    new Promise<void>((onReady) => push({ preloadAdBreaks: 'on', sound: 'on', onReady })),
    timeoutMs,
    'The ad-breaks API',
  );
  return (placement) => push(placement);
}

/**
 * Starts the portal adapter's ads: the rewarded block of the options or the host's game config, and
 * the ad breaks when asked for. A network that fails to load is logged and its ads report not ready.
 */
export async function startPortalAds(h: AdapterHost, options: PortalAdsOptions, timeoutMs: number): Promise<PortalAds> {
  const win = h.context.window as PlatformWindow;
  const mobile = isMobile(h);
  const rewardedBlock = options.rewardedBlock ?? configRewardedBlock(h);
  const log = (what: string) => (err: unknown) => void h.context.log('warn', `${what} failed to load:`, err);
  const advManager = rewardedBlock
    ? ((await loadNetwork(h, win, options, timeoutMs).catch(log('The ad network'))) ?? null)
    : null;
  const adBreak = options.adBreaks
    ? ((await loadAdBreaks(h, win, options, timeoutMs).catch(log('The ad-breaks API'))) ?? null)
    : null;
  // Video plays through the ad network or an ad break; interstitials only through ad breaks.
  const videoReady = advManager !== null || adBreak !== null;
  h.emit('AdsVideoAvailable', { available: videoReady });
  h.emit('AdsInterstitialAvailable', { available: adBreak !== null });

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
          h.context.setTimeout(() => resolve(rewarded ? 'finished' : 'skipped'), REWARD_GRACE_MS);
        },
        onError: () => resolve('failed'),
      });
    });
  // `adBreakDone` always comes last; a rewarded break is shown on `beforeReward` (the game asked for it).
  const breakAd = (show: AdBreak, type: 'reward' | 'next') =>
    new Promise<Outcome>((resolve) =>
      show({
        type,
        name: type === 'reward' ? 'rewarded' : 'interstitial',
        beforeReward: (showAd) => showAd(),
        adBreakDone: ({ breakStatus }) =>
          resolve(breakStatus === 'viewed' ? 'finished' : breakStatus === 'dismissed' ? 'skipped' : 'failed'),
      }),
    );
  const report = (call: Parameters<typeof adFailed>[0], type: 'video' | 'interstitial', outcome: Outcome) =>
    outcome === 'finished'
      ? adFinished(call, type)
      : outcome === 'skipped'
        ? adSkipped(call, type)
        : adFailed(call, type);

  const methods: Partial<AdapterMethods> = {
    AdsVideoReady: async () => ({ ready: videoReady }),
    AdsInterstitialReady: async () => ({ ready: adBreak !== null }),
    AdsShowVideo: async (_p, call) => {
      if (advManager && rewardedBlock) return report(call, 'video', await rewardedByNetwork(advManager, rewardedBlock));
      if (adBreak) return report(call, 'video', await breakAd(adBreak, 'reward'));
      return adFailed(call, 'video', 'AdsNotConnected');
    },
    AdsShowInterstitial: async (_p, call) =>
      adBreak
        ? report(call, 'interstitial', await breakAd(adBreak, 'next'))
        : adFailed(call, 'interstitial', 'AdsNotConnected'),
  };
  return { methods, rewardedAds: Boolean(rewardedBlock || options.adBreaks) };
}
