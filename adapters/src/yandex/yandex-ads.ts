import {
  HostError,
  HostErrorCode,
  type AdapterMethods,
  type CallInfo,
  type HostContext,
} from '@playport/host/adapter-kit';
import { adFailed, adFinished, adSkipped } from '../shared/ads.js';
import { PLAYER_DIALOG_TIMEOUT_MS, withTimeout } from '../shared/timeout.js';
import type { YaSdk } from './yandex-types.js';

const BANNER_REASONS = { ADV_IS_NOT_CONNECTED: 'AdsNotConnected', UNKNOWN: 'Unknown' } as const;

type Outcome = 'finished' | 'skipped' | 'failed';
type AdType = 'video' | 'interstitial';

/**
 * Yandex ads, ready once the SDK started: rewarded closed without `onRewarded` is skipped; a
 * fullscreen closed unshown failed; an ad that never calls back failed after the player dialog timeout.
 */
export function yandexAdMethods(sdk: YaSdk, context: HostContext): Partial<AdapterMethods> {
  const show = async (call: CallInfo, type: AdType, start: (end: (outcome: Outcome) => void) => void) => {
    const what = type === 'video' ? 'The Yandex rewarded video' : 'The Yandex fullscreen ad';
    const outcome = await withTimeout(context, new Promise<Outcome>(start), PLAYER_DIALOG_TIMEOUT_MS, what).catch(
      (err: unknown) => {
        if (err instanceof HostError && err.code === HostErrorCode.Timeout) return 'failed' as const;
        throw err;
      },
    );
    if (outcome === 'finished') return adFinished(call, type);
    return outcome === 'skipped' ? adSkipped(call, type) : adFailed(call, type);
  };
  return {
    AdsVideoReady: async () => ({ ready: true }),
    AdsInterstitialReady: async () => ({ ready: true }),
    AdsShowVideo: async (_p, call) =>
      show(call, 'video', (end) => {
        let rewarded = false;
        sdk.adv.showRewardedVideo({
          callbacks: {
            onRewarded: () => void (rewarded = true),
            onClose: () => end(rewarded ? 'finished' : 'skipped'),
            onError: () => end('failed'),
          },
        });
      }),
    AdsShowInterstitial: async (_p, call) =>
      show(call, 'interstitial', (end) => {
        sdk.adv.showFullscreenAdv({
          callbacks: {
            onClose: (shown) => end(shown ? 'finished' : 'failed'),
            onError: () => end('failed'),
            onOffline: () => end('failed'),
          },
        });
      }),
    AdsShowStickyBanner: async () => {
      const { reason } = await sdk.adv.showBannerAdv();
      return reason ? { shown: false, reason: BANNER_REASONS[reason] ?? 'Unknown' } : { shown: true };
    },
    AdsHideStickyBanner: async () => ({ shown: (await sdk.adv.hideBannerAdv()).stickyAdvIsShowing }),
  };
}
