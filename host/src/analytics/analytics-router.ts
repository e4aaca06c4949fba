import { patternMatches } from '@playport/sdk/protocol';
import type { AnalyticsConfig, AnalyticsTarget } from '@playport/api-contract';
import { HostError, HostErrorCode } from '../errors.js';
import { isReservedDataLayerEvent } from './data-layer.js';

/** The fields of one routed event. */
export type RoutedParams = Readonly<Record<string, unknown>>;

/** Receives the events routed to one target. */
export type AnalyticsSink = (name: string, params: RoutedParams) => void;

/** The sinks of the targets; a target without a sink is skipped. */
export type AnalyticsSinks = Partial<Record<AnalyticsTarget, AnalyticsSink>>;

/** Options of {@link createAnalyticsRouter}. */
export interface AnalyticsRouterOptions {
  /** The game's routing; default {@link DEFAULT_ANALYTICS_CONFIG}. */
  readonly config?: AnalyticsConfig | null;
  readonly sinks: AnalyticsSinks;
  readonly log: (level: 'warn' | 'debug', ...args: unknown[]) => void;
}

/** Routes events by name to the targets of the matching sections. */
export interface AnalyticsRouter {
  /** Sends one event to every target it is routed to; a failing sink is logged and skipped. */
  route(name: string, params?: RoutedParams): void;
}

/** The routing used when a game has none: every event to the portal's own batch queue. */
export const DEFAULT_ANALYTICS_CONFIG: AnalyticsConfig = Object.freeze({
  Sections: [{ Matcher: '/^/', SendTo: ['fxidsdk'], Mapper: null }],
  SendAllToGtag: false,
}) as AnalyticsConfig;

/**
 * True when a section's Matcher names the event: exact, or `/regex/` (an invalid expression and an
 * empty Matcher match nothing).
 *
 * @example `sectionMatches('/^level_/', 'level_up') // true`
 */
export function sectionMatches(matcher: string, name: string): boolean {
  return matcher.length > 0 && patternMatches(matcher, name);
}

/**
 * Renames fields by the section's Mapper (`{ from: to }`); unmapped fields stay as they are.
 *
 * @example `mapFields({ score: 3 }, { score: 'I1' }) // { I1: 3 }`
 */
export function mapFields(
  params: RoutedParams,
  mapper: Readonly<Record<string, string>> | null | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of Object.entries(params)) {
    const to =
      mapper && Object.prototype.hasOwnProperty.call(mapper, key) && typeof mapper[key] === 'string'
        ? mapper[key]
        : key;
    out[to] = value;
  }
  return { ...out };
}

/**
 * Creates the analytics router of a game's sections: each section whose Matcher names the event
 * sends the event, its fields renamed by the section's Mapper, to the section's targets; each target
 * gets an event at most once. With SendAllToGtag every event also goes to gtag (unmapped unless a
 * matching section already sent it there).
 *
 * @example
 * ```ts
 * const router = createAnalyticsRouter({ config, sinks: { gtag: gtagSink(window), fxidsdk: (n, p) => … }, log });
 * router.route('level_up', { level: 3 });
 * ```
 */
export function createAnalyticsRouter(options: AnalyticsRouterOptions): AnalyticsRouter {
  const config = options.config ?? DEFAULT_ANALYTICS_CONFIG;
  const sections = Array.isArray(config.Sections) ? config.Sections : [];
  const { sinks, log } = options;

  const deliver = (target: AnalyticsTarget, name: string, params: RoutedParams) => {
    const sink = sinks[target];
    if (typeof sink !== 'function') {
      log('debug', `Analytics target ${target} has no sink; ${name} skipped`);
      return;
    }
    try {
      sink(name, params);
    } catch (error) {
      log('warn', `Analytics target ${target} failed for ${name}:`, error);
    }
  };

  return {
    route(name, params = {}) {
      const done = new Set<AnalyticsTarget>();
      for (const section of sections) {
        if (typeof section?.Matcher !== 'string' || !sectionMatches(section.Matcher, name)) continue;
        const mapped = mapFields(params, section.Mapper);
        for (const target of Array.isArray(section.SendTo) ? section.SendTo : []) {
          if (done.has(target)) continue;
          done.add(target);
          deliver(target, name, mapped);
        }
      }
      if (config.SendAllToGtag && !done.has('gtag')) deliver('gtag', name, { ...params });
    },
  };
}

/**
 * The gtag target: `window.gtag('event', name, params)` when the page has gtag, else nothing. It
 * carries a game's events, so a reserved name ({@link isReservedDataLayerEvent}: the portal's `login`,
 * `site_*`, `sdk_*`, `gtm.*`) is refused with InvalidParams; the router logs it.
 *
 * @example `createAnalyticsRouter({ sinks: { gtag: gtagSink(window) }, log })`
 */
export function gtagSink(win: Window): AnalyticsSink {
  return (name, params) => {
    if (isReservedDataLayerEvent(name)) {
      throw new HostError(HostErrorCode.InvalidParams, `The event '${name.slice(0, 40)}' is reserved for the portal`, {
        field: 'name',
      });
    }
    const gtag = (win as Window & { gtag?: unknown }).gtag;
    if (typeof gtag === 'function') (gtag as (...args: unknown[]) => void)('event', name, params);
  };
}
