/** Yandex Advertising Network's `Ya.Context.AdvManager` (context.js), for rewarded video on the portal. */
export interface YaAdvManager {
  render(options: {
    blockId: string;
    type: 'rewarded' | 'fullscreen';
    platform: 'desktop' | 'touch';
    onRewarded?: (rewarded: boolean) => void;
    onClose?: () => void;
    onError?: (error: unknown) => void;
  }): void;
}

/** The H5 video-ad breaks API (`adBreak`), for interstitials on the portal. */
export interface AdBreakPlacement {
  type: 'reward' | 'next' | 'start' | 'pause';
  name: string;
  beforeAd?: () => void;
  afterAd?: () => void;
  beforeReward?: (showAdFn: () => void) => void;
  adViewed?: () => void;
  adDismissed?: () => void;
  adBreakDone?: (info: {
    breakStatus:
      'viewed' | 'dismissed' | 'notReady' | 'timeout' | 'error' | 'noAdPreloaded' | 'frequencyCapped' | 'other';
  }) => void;
}

export type AdBreak = (placement: AdBreakPlacement) => void;

/** What `adConfig` takes: sound, preloading (settable once, before the first `adBreak`) and `onReady`. */
export interface AdConfigOptions {
  sound?: 'on' | 'off';
  preloadAdBreaks?: 'on' | 'auto';
  onReady?: () => void;
}

/**
 * `window.adsbygoogle`: a plain array the page pushes placements and configs into until
 * adsbygoogle.js loads, then the script's queue, marked `loaded`.
 */
export interface AdsByGoogle {
  push(item: AdBreakPlacement | AdConfigOptions): void;
  loaded?: boolean;
}
