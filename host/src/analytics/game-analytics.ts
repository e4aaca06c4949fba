import type { MethodParams, MethodResult } from '@playport/sdk/protocol';
import type { AnalyticsApi } from '../api/areas/analytics.js';
import type { AnalyticsConfig } from '@playport/api-contract';
import type { HostContext } from '../context.js';
import type { PaymentAnalyticsEvent } from '../payments/payment-analytics.js';
import { createAnalyticsQueue, type AnalyticsQueue, type AnalyticsQueueOptions } from './analytics-queue.js';
import { createAnalyticsRouter, gtagSink, type AnalyticsRouter, type AnalyticsSink } from './analytics-router.js';
import { pushGameDataLayer } from './data-layer.js';
import { ANALYTICS_EVENT_IDS, PROGRESSION_EVENT_NAMES } from './event-ids.js';
import { createStat, type Stat } from './stat.js';
import { toAnalyticsEvent } from './to-analytics-event.js';

/** Options of {@link createGameAnalytics}. */
export interface GameAnalyticsOptions {
  readonly context: HostContext;
  readonly api: { readonly analytics: Pick<AnalyticsApi, 'track'> };
  /** The game's routing (`PublicWebClientConfig.Analytics`); default: everything to the batch queue. */
  readonly config?: AnalyticsConfig | null;
  /** The vkcom and fbinstantlog targets, from an adapter that has them. */
  readonly sinks?: { readonly vkcom?: AnalyticsSink; readonly fbinstantlog?: AnalyticsSink };
  /** Queue settings (batch size, interval, session id, platform). */
  readonly queue?: Omit<AnalyticsQueueOptions, 'context' | 'api' | 'userId'>;
}

/** A game's analytics: its protocol methods, the payment events, and the parts they are built of. */
export interface GameAnalytics {
  readonly methods: {
    StatInitialize(params: MethodParams<'StatInitialize'>): Promise<MethodResult<'StatInitialize'>>;
    StatEvent(params: MethodParams<'StatEvent'>): Promise<MethodResult<'StatEvent'>>;
    GoogleTagManagerPushToDataLayer(
      params: MethodParams<'GoogleTagManagerPushToDataLayer'>,
    ): Promise<MethodResult<'GoogleTagManagerPushToDataLayer'>>;
    ProgressionEvent(params: MethodParams<'ProgressionEvent'>): Promise<MethodResult<'ProgressionEvent'>>;
  };
  /** Sends a payment event to the batch queue under its id, the order id in S1 (a payment flow's `track`). */
  trackPayment(event: PaymentAnalyticsEvent): void;
  readonly queue: AnalyticsQueue;
  readonly router: AnalyticsRouter;
  readonly stat: Stat;
  /** Sends what is queued and stops the timers. */
  destroy(): void;
}

/**
 * Creates the analytics of one game: StatInitialize and StatEvent (events wait for initialisation
 * and are routed by the game's sections to gtag, the batch queue (fxidsdk) and the adapter's vkcom
 * and fbinstantlog sinks), GoogleTagManagerPushToDataLayer (a validated `window.dataLayer` push that
 * refuses the portal's own event names), ProgressionEvent (routed at once as `level_start`,
 * `level_complete` or `level_fail`), and the payment events of the payment flow.
 *
 * @example
 * ```ts
 * const adapter = extendAdapter(createDefaultAdapter(), {
 *   name: 'mine',
 *   start: (host) => {
 *     const analytics = createGameAnalytics({ context: host.context, api: createApiClient({ context: host.context }), config: web.Analytics });
 *     return { methods: { ...analytics.methods }, destroy: () => analytics.destroy() };
 *   },
 * });
 * ```
 */
export function createGameAnalytics(options: GameAnalyticsOptions): GameAnalytics {
  const { context } = options;
  let stat: Stat | null = null;
  const queue = createAnalyticsQueue({
    ...options.queue,
    context,
    api: options.api,
    userId: () => stat?.userId ?? null,
  });
  const fxidsdk: AnalyticsSink = (name, params) => {
    const event = toAnalyticsEvent(name, params);
    if (!event) {
      context.log('debug', `Analytics event ${name} has no event id; not queued`);
      return;
    }
    const build = stat?.build ?? null;
    queue.enqueue(build === null ? event : { ...event, Build: build });
  };
  const router = createAnalyticsRouter({
    config: options.config,
    sinks: { gtag: gtagSink(context.window), fxidsdk, ...options.sinks },
    log: context.log,
  });
  stat = createStat({ context, route: (name, params) => router.route(name, params) });
  const current = stat;

  return {
    methods: {
      StatInitialize: (params) => current.initialize(params),
      StatEvent: (params) => current.event(params),
      GoogleTagManagerPushToDataLayer: async ({ event, data }) => {
        pushGameDataLayer(context.window, event, data);
        return { pushed: true };
      },
      // A level event is routed at once (it does not wait for StatInitialize): level_start,
      // level_complete or level_fail with `level` and `score`, as a section's Matcher and Mapper see them.
      ProgressionEvent: async ({ status, level, score }) => {
        router.route(PROGRESSION_EVENT_NAMES[status], score === undefined ? { level } : { level, score });
        return { queued: true };
      },
    },
    trackPayment({ name, orderId }) {
      const EventId = ANALYTICS_EVENT_IDS[name];
      if (EventId === undefined) {
        context.log('warn', `Unknown payment analytics event ${String(name)}`);
        return;
      }
      queue.enqueue({ EventId, S1: orderId || null });
    },
    queue,
    router,
    stat: current,
    destroy() {
      current.destroy();
      queue.destroy();
    },
  };
}
