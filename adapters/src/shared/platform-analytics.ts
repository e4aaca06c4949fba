import { createGameAnalytics, type AdapterHandler, type AdapterHost, type AnalyticsSink, type ApiClient, type GameAnalytics } from '@playport/host';
import { initialized } from './initialized.js';

/** The stat and data-layer methods of an adapter whose analytics start in `init`. */
export interface PlatformAnalyticsMethods {
  StatInitialize: AdapterHandler<'StatInitialize'>;
  StatEvent: AdapterHandler<'StatEvent'>;
  GoogleTagManagerPushToDataLayer: AdapterHandler<'GoogleTagManagerPushToDataLayer'>;
}

/**
 * A platform adapter's game analytics: routed by the game config's `PublicWebClientConfig.Analytics`
 * (everything to the portal's batch queue without one) to gtag, the batch queue through the portal
 * API (fxidsdk), and the platform's own sink.
 *
 * @example `analytics = startPlatformAnalytics(host, portalApi(host), { vkcom: vkAnalyticsSink(bridge, host.context) });`
 */
export function startPlatformAnalytics(
  host: AdapterHost,
  api: ApiClient,
  sinks: { readonly vkcom?: AnalyticsSink; readonly fbinstantlog?: AnalyticsSink },
): GameAnalytics {
  return createGameAnalytics({ context: host.context, api, config: host.gameConfig?.PublicWebClientConfig.Analytics, sinks });
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
