import type { CallInfo } from '@playport/host/adapter-kit';
import type { MethodResult } from '@playport/sdk/protocol';

type AdType = 'video' | 'interstitial';
type AdReason = 'Unknown' | 'AdsNotConnected' | 'NotImplemented';
type Shown = MethodResult<'AdsShowVideo'>;

/** Tells the calling game how the ad ended and answers the show call with the same outcome. */
export function adFinished(call: CallInfo, type: AdType): Shown {
  call.emit('AdsFinished', { type });
  return { outcome: 'finished' };
}

export function adSkipped(call: CallInfo, type: AdType): Shown {
  call.emit('AdsSkipped', { type });
  return { outcome: 'skipped' };
}

export function adFailed(call: CallInfo, type: AdType, reason: AdReason = 'Unknown'): Shown {
  call.emit('AdsFailed', { type, reason });
  return { outcome: 'failed', reason };
}

/** Ready flags, set once the platform confirmed availability and announced to the game. */
export interface AdReadiness {
  video: boolean;
  interstitial: boolean;
}
