import type { PlatformWindow } from '../../shared/platform-window.js';
import type { AdBreakPlacement, AdConfigOptions, YaAdvManager } from '../portal-ads-types.js';
import type { FxidScenario } from './fxid-scenario.js';

type Queued = AdBreakPlacement | AdConfigOptions;

/**
 * Defines the portal's ad scripts as the real ones do (widgets.md §10): context.js defines
 * `Ya.Context.AdvManager` and then runs and replaces the `yaContextCb` queue; adsbygoogle.js takes over
 * the `adsbygoogle` array, marks it `loaded` and handles each pushed `adConfig` and `adBreak`. Loading
 * it twice leaves the first install in place.
 */
export function installFxidSimulator(win: PlatformWindow, script: FxidScenario = {}): void {
  const calls = script.calls ?? [];
  const later = (fn: () => void) => void setTimeout(fn, 0);

  const advManager: YaAdvManager = {
    render: (o) => {
      calls.push(`render:${o.type}:${o.blockId}:${o.platform}`);
      const mode = script.rewarded ?? 'rewarded';
      later(() => {
        if (mode === 'error') return o.onError?.(new Error('no ads'));
        if (mode === 'closeBeforeReward') {
          o.onClose?.();
          return later(() => o.onRewarded?.(true));
        }
        if (mode === 'rewarded') o.onRewarded?.(true);
        o.onClose?.();
      });
    },
  };

  const adBreak = (p: AdBreakPlacement) => {
    calls.push(`adBreak:${p.type}:${p.name}`);
    const status = script.adBreak ?? 'viewed';
    later(() => {
      if (status === 'viewed' || status === 'dismissed') {
        if (p.type === 'reward') p.beforeReward?.(() => {});
        p.beforeAd?.();
        (status === 'viewed' ? p.adViewed : p.adDismissed)?.();
        p.afterAd?.();
      }
      p.adBreakDone?.({ breakStatus: status });
    });
  };
  const handle = (item: Queued) => {
    if ('type' in item) return adBreak(item);
    calls.push('adConfig');
    if (script.adConfig !== 'silent') later(() => item.onReady?.());
  };

  if (!(win.Ya as { Context?: unknown } | undefined)?.Context) {
    win.Ya = { Context: { AdvManager: advManager } };
    const pending = (win.yaContextCb as (() => void)[] | undefined) ?? [];
    win.yaContextCb = { push: (fn: () => void) => later(fn) };
    pending.forEach((fn) => later(fn));
  }
  if (!(win.adsbygoogle as { loaded?: boolean } | undefined)?.loaded) {
    const pending = (win.adsbygoogle as Queued[] | undefined) ?? [];
    win.adsbygoogle = { loaded: true, push: handle };
    pending.forEach(handle);
  }
}
