import {
  createGameAnalytics, createInGameEvents, type AdapterHandler, type AdapterHost, type AnalyticsConfig, type ApiClient,
  type GameAnalytics, type PaymentAnalyticsEvent,
} from '@playport/host';

/** The portal adapter's analytics and cross-play methods. */
export interface PortalEngagement {
  readonly methods: {
    StatInitialize: AdapterHandler<'StatInitialize'>;
    StatEvent: AdapterHandler<'StatEvent'>;
    GoogleTagManagerPushToDataLayer: AdapterHandler<'GoogleTagManagerPushToDataLayer'>;
    SendInGameEvent: AdapterHandler<'SendInGameEvent'>;
  };
  /** Sends a payment flow's analytics event to the batch queue. */
  trackPayment(event: PaymentAnalyticsEvent): void;
  destroy(): void;
}

/**
 * The portal's engagement methods on one adapter host: stat and data-layer methods through the
 * host's game analytics (routed by the game's `Analytics` config), and SendInGameEvent through the
 * game's cross-play rules.
 *
 * @example `const engagement = createPortalEngagement(host, portalApi(host), config.Analytics);`
 */
export function createPortalEngagement(host: AdapterHost, api: ApiClient, config: AnalyticsConfig | null | undefined): PortalEngagement {
  const analytics: GameAnalytics = createGameAnalytics({ context: host.context, api, config });
  const events = createInGameEvents({ context: host.context, api, game: host.game });
  return {
    methods: {
      ...analytics.methods,
      SendInGameEvent: (params) => events.send(params),
    },
    trackPayment: (event) => analytics.trackPayment(event),
    destroy: () => analytics.destroy(),
  };
}
