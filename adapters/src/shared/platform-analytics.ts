import { createGameAnalytics, type AdapterHandler, type AdapterHost, type AnalyticsSink, type ApiClient, type GameAnalytics } from '@playport/host';
import { initialized } from './initialized.js';

/** The stat and data-layer methods of an adapter whose analytics start in `init`. */
export interface PlatformAnalyticsMethods {
  StatInitialize: AdapterHandler<'StatInitialize'>;
  StatEvent: AdapterHandler<'StatEvent'>;
  GoogleTagManagerPushToDataLayer: AdapterHandler<'GoogleTagManagerPushToDataLayer'>;
}

type PlatformSinks = { readonly vkcom?: AnalyticsSink; readonly fbinstantlog?: AnalyticsSink };

/** A platform adapter's game analytics, started in `init` and ended in `destroy`. */
export interface PlatformAnalytics {
  /**
   * Starts the analytics: routed by the game config's `PublicWebClientConfig.Analytics` (everything
   * to the portal's batch queue without one) to gtag, the batch queue through the portal API
   * (fxidsdk), and the platform's own sink.
   */
  start(host: AdapterHost, api: ApiClient, sinks: PlatformSinks): void;
  /** The stat and data-layer methods; NotConnected before `start` or after `destroy`. */
  readonly methods: PlatformAnalyticsMethods;
  destroy(): void;
}

/**
 * One adapter's analytics wiring.
 *
 * @example
 * ```ts
 * const analytics = createPlatformAnalytics();
 * // init:    analytics.start(host, api, { vkcom: vkAnalyticsSink(bridge, host.context) });
 * // methods: { ...analytics.methods }
 * // destroy: analytics.destroy();
 * ```
 */
export function createPlatformAnalytics(): PlatformAnalytics {
  let analytics: GameAnalytics | null = null;
  return {
    start(host, api, sinks) {
      analytics = createGameAnalytics({ context: host.context, api, config: host.gameConfig?.PublicWebClientConfig.Analytics, sinks });
    },
    methods: platformAnalyticsMethods(() => analytics),
    destroy() {
      analytics?.destroy();
      analytics = null;
    },
  };
}

/**
 * The three analytics methods over analytics that exist only after `init`; before it (or after
 * `destroy`) they fail with NotConnected.
 *
 * @example `methods: { ...platformAnalyticsMethods(() => analytics) }`
 */
export function platformAnalyticsMethods(current: () => GameAnalytics | null): PlatformAnalyticsMethods {
  const started = (): GameAnalytics => initialized(current());
  return {
    StatInitialize: async (params) => started().methods.StatInitialize(params),
    StatEvent: async (params) => started().methods.StatEvent(params),
    GoogleTagManagerPushToDataLayer: async (params) => started().methods.GoogleTagManagerPushToDataLayer(params),
  };
}
