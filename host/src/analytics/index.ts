/**
 * Analytics: event ids, the batch queue to `/analytics/track`, section routing, stat and the data layer.
 *
 * @packageDocumentation
 */

/** The spec's analytics event ids by name, the range bounds, and a lookup. */
export { ANALYTICS_EVENT_IDS, ANALYTICS_EVENT_ID_FIRST, ANALYTICS_EVENT_ID_LAST, analyticsEventId } from './event-ids.js';
/** The named events of the spec's analytics list. */
export type { AnalyticsEventName, PortalAnalyticsEventName } from './event-ids.js';
/** Creates the batch queue to `POST /analytics/track`, and its defaults. */
export {
  createAnalyticsQueue, ANALYTICS_BATCH_SIZE, ANALYTICS_DEFAULT_PLATFORM, ANALYTICS_ENVIRONMENT, ANALYTICS_TENANT, ANALYTICS_FLUSH_INTERVAL_MS, ANALYTICS_RETRY_MAX_DELAY_MS,
  ANALYTICS_MAX_QUEUED, ANALYTICS_STORAGE_KEY, ANALYTICS_ABANDONED_AFTER_MS, pageSessionId,
} from './analytics-queue.js';
/** The queue, its options and what a caller gives for one event. */
export type { AnalyticsEventInput, AnalyticsQueue, AnalyticsQueueOptions } from './analytics-queue.js';
/** Routes events by the game's sections (Matcher, SendTo, Mapper, SendAllToGtag) to target sinks. */
export { createAnalyticsRouter, DEFAULT_ANALYTICS_CONFIG, gtagSink, mapFields, sectionMatches } from './analytics-router.js';
/** The router, its options and sinks. */
export type { AnalyticsRouter, AnalyticsRouterOptions, AnalyticsSink, AnalyticsSinks, RoutedParams } from './analytics-router.js';
/** Turns a routed event into a batch-queue event (the fxidsdk target). */
export { toAnalyticsEvent } from './to-analytics-event.js';
/** StatInitialize and StatEvent: events wait, checked every 1000 ms, until stat is initialised. */
export { createStat, STAT_MAX_PENDING, STAT_POLL_INTERVAL_MS, TUTORIAL_STAT_TYPES } from './stat.js';
/** The stat object and its options. */
export type { Stat, StatOptions } from './stat.js';
/** Validated pushes to `window.dataLayer` and the spec's data-layer event names. */
export { DATA_LAYER_EVENTS, isReservedDataLayerEvent, pushDataLayer, pushDataLayerEvent, pushGameDataLayer, toDataLayerEntry } from './data-layer.js';
/** A data-layer event name and value. */
export type { DataLayerEventName, DataLayerValue } from './data-layer.js';
/** Wraps method handlers so the `sdk_*` data-layer events are pushed. */
export { withDataLayerEvents } from './sdk-data-layer.js';
/** A game's analytics methods (stat, data layer) and payment events, built from the parts above. */
export { createGameAnalytics } from './game-analytics.js';
/** Options and object of {@link createGameAnalytics}. */
export type { GameAnalytics, GameAnalyticsOptions } from './game-analytics.js';
