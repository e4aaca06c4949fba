import type { PlatformWindow } from '../../shared/platform-window.js';
import type { AdBreak, YaAdvManager } from '../portal-ads-types.js';
import type { FxidScenario } from './fxid-scenario.js';

/** Defines the portal's ad globals: `Ya.Context.AdvManager` (context.js) and `adBreak` (video-ad breaks). */
export function installFxidSimulator(win: PlatformWindow, script: FxidScenario = {}): void {
  const calls = script.calls ?? [];
  const advManager: YaAdvManager = {
    render: (o) => {
      calls.push(`render:${o.type}:${o.blockId}:${o.platform}`);
      const mode = script.rewarded ?? 'rewarded';
      setTimeout(() => {
        if (mode === 'error') return o.onError?.(new Error('no ads'));
        if (mode === 'rewarded') o.onRewarded?.(true);
        o.onClose?.();
      }, 0);
    },
  };
  const adBreak: AdBreak = (p) => {
    calls.push(`adBreak:${p.type}:${p.name}`);
    const status = script.adBreak ?? 'viewed';
    setTimeout(() => {
      if (status === 'viewed' || status === 'dismissed') {
        p.beforeAd?.();
        if (p.type === 'reward') p.beforeReward?.(() => {});
        (status === 'viewed' ? p.adViewed : p.adDismissed)?.();
        p.afterAd?.();
      }
      p.adBreakDone?.({ breakStatus: status });
    }, 0);
  };
  win.Ya = { Context: { AdvManager: advManager } };
  win.yaContextCb = [];
  win.adBreak = adBreak;
}
