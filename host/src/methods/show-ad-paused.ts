import type { AdapterSupports } from '../adapter/adapter.js';
import type { AD_SHOW_METHODS } from './ad-gate.js';

/** A method that shows a full-screen ad. */
export type AdShowMethod = 'AdsShowVideo' | 'AdsShowInterstitial';

// The union is written out for the adapter kit's API report; the build fails if it drifts from the list.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type AdShowMethodsMatch = Same<AdShowMethod, (typeof AD_SHOW_METHODS)[number]> extends true ? true : never;
const matches: AdShowMethodsMatch = true;
void matches;

// An adapter without the capability shows no ad (it answers failed or NotSupported), so nothing pauses.
const CAPABILITY = { AdsShowVideo: 'rewardedAds', AdsShowInterstitial: 'interstitialAds' } as const satisfies Record<
  AdShowMethod,
  keyof AdapterSupports
>;

/**
 * Shows one ad with the games paused and muted around it: `holdAd` is called just before the
 * platform is asked (PauseStateChanged then AudioStateChanged, reason `ad`), and its release once the
 * show has settled, whether it finished, was skipped or failed; the adapter's own AdsFinished,
 * AdsSkipped or AdsFailed come in between. Without the capability the show runs with no pause.
 *
 * @example
 * ```ts
 * await showAdPaused(adapter.supports, 'AdsShowVideo', play.holdAd, () => adapter.methods.AdsShowVideo(undefined, call));
 * ```
 */
export async function showAdPaused<T>(
  supports: Readonly<AdapterSupports>,
  method: AdShowMethod,
  holdAd: () => () => void,
  show: () => Promise<T>,
): Promise<T> {
  if (!supports[CAPABILITY[method]]) return show();
  const release = holdAd();
  try {
    return await show();
  } finally {
    release();
  }
}
