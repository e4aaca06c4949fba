import type { AdapterMethodName } from '../adapter/adapter.js';
import type { HostContext } from '../context.js';
import { HostError, HostErrorCode } from '../errors.js';
import { createSlot } from './slot.js';

/** The methods that show a full-screen ad: a game shows one of them at a time. */
export const AD_SHOW_METHODS = Object.freeze([
  'AdsShowVideo',
  'AdsShowInterstitial',
] as const satisfies readonly AdapterMethodName[]);

/**
 * How long one ad may take before its call is answered Timeout and the next ad may start: three
 * minutes, well past a rewarded video with its end card, and far below the SDK's 15-minute wait.
 */
export const AD_TIMEOUT_MS = 180_000;

/** The one ad slot of a game. */
export interface AdGate {
  /** True while an ad the game asked for has not ended. */
  readonly busy: boolean;
  /**
   * Shows one ad through `show` and settles like it; rejects NotSupported naming `method` while
   * another ad has not ended, and Timeout when this one has not ended within the gate's bound.
   */
  run<T>(method: string, show: () => Promise<T>): Promise<T>;
}

/**
 * Lets a game show one ad at a time. A second show while the first has not ended is refused rather
 * than started over it: platforms answer an overlapping ad unpredictably (some never call back). A
 * platform that never ends an ad frees the slot after `timeoutMs`, and its call is answered Timeout.
 *
 * @example
 * ```ts
 * const ads = createAdGate(context);
 * const shown = await ads.run('AdsShowVideo', () => adapter.methods.AdsShowVideo(undefined, call));
 * ```
 */
export function createAdGate(
  context: Pick<HostContext, 'setTimeout' | 'clearTimeout'>,
  timeoutMs = AD_TIMEOUT_MS,
): AdGate {
  const slot = createSlot();
  return {
    get busy() {
      return slot.busy;
    },
    run(method, show) {
      let free: () => void;
      try {
        free = slot.take(
          () =>
            new HostError(HostErrorCode.NotSupported, `${method}: an ad is still showing; only one is shown at a time`),
        );
      } catch (err) {
        return Promise.reject(err);
      }
      return new Promise((resolve, reject) => {
        const timer = context.setTimeout(() => {
          free();
          reject(new HostError(HostErrorCode.Timeout, `${method}: the ad did not end within ${timeoutMs} ms`));
        }, timeoutMs);
        const end = () => {
          context.clearTimeout(timer);
          free();
        };
        Promise.resolve()
          .then(show)
          .then(
            (value) => {
              end();
              resolve(value);
            },
            (err: unknown) => {
              end();
              reject(err);
            },
          );
      });
    },
  };
}
