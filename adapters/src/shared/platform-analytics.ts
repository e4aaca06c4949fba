import {
  createGameAnalytics,
  type AdapterHandler,
  type AdapterHost,
  type AnalyticsSink,
} from '@playport/host/adapter-kit';
import type { ApiClient } from '@playport/host/api';

/** The stat and data-layer methods of a started adapter. */
export interface PlatformAnalyticsMethods {
  StatInitialize: AdapterHandler<'StatInitialize'>;
  StatEvent: AdapterHandler<'StatEvent'>;
  GoogleTagManagerPushToDataLayer: AdapterHandler<'GoogleTagManagerPushToDataLayer'>;
  ProgressionEvent: AdapterHandler<'ProgressionEvent'>;
}

/** The platform's own analytics sinks, when it has one. */
export type PlatformSinks = { readonly vkcom?: AnalyticsSink; readonly fbinstantlog?: AnalyticsSink };

/** A started adapter's game analytics. */
export interface PlatformAnalytics {
  readonly methods: PlatformAnalyticsMethods;
  /** Sends what is queued and stops the timers. */
  destroy(): void;
}

/**
 * Starts a platform adapter's game analytics: routed by the game config's
 * `PublicWebClientConfig.Analytics` (everything to the portal's batch queue without one) to gtag, the
 * batch queue through the portal API (fxidsdk), and the platform's own sink.
 *
 * @example
 * ```ts
 * const analytics = startPlatformAnalytics(host, api, { vkcom: vkAnalyticsSink(bridge, host.context) });
 * return { methods: { ...analytics.methods }, destroy: () => analytics.destroy() };
 * ```
 */
export function startPlatformAnalytics(
  host: AdapterHost,
  api: ApiClient,
  sinks: PlatformSinks = {},
): PlatformAnalytics {
  const analytics = createGameAnalytics({
    context: host.context,
    api,
    config: host.gameConfig?.PublicWebClientConfig.Analytics,
    sinks,
  });
  return {
    methods: {
      StatInitialize: async (params) => analytics.methods.StatInitialize(params),
      StatEvent: async (params) => analytics.methods.StatEvent(params),
      GoogleTagManagerPushToDataLayer: async (params) => analytics.methods.GoogleTagManagerPushToDataLayer(params),
      ProgressionEvent: async (params) => analytics.methods.ProgressionEvent(params),
    },
    destroy: () => analytics.destroy(),
  };
}
