import type { MethodParams, MethodResult } from '@playport/sdk/protocol';
import type { HostContext } from '../context.js';
import type { RoutedParams } from './analytics-router.js';

/** The spec's stat polling: waiting events are checked every 1000 ms. */
export const STAT_POLL_INTERVAL_MS = 1000;
/** The most events that may wait for StatInitialize; beyond it StatEvent answers `queued: false`. */
export const STAT_MAX_PENDING = 100;

/** The spec's tutorial stat types. */
export const TUTORIAL_STAT_TYPES = Object.freeze([
  'TutorialStart',
  'TutorialCompleted',
  'TutorialSkip',
  'TutorialStep',
] as const);

/** Options of {@link createStat}. */
export interface StatOptions {
  readonly context: Pick<HostContext, 'setInterval' | 'clearInterval'>;
  /** Where an event goes once stat is initialised (the analytics router). */
  readonly route: (name: string, params: RoutedParams) => void;
  readonly maxPending?: number;
}

/** The StatInitialize and StatEvent methods of a game, and the player and build they set. */
export interface Stat {
  initialize(params: MethodParams<'StatInitialize'>): Promise<MethodResult<'StatInitialize'>>;
  event(params: MethodParams<'StatEvent'>): Promise<MethodResult<'StatEvent'>>;
  readonly initialized: boolean;
  /** The `userId` of StatInitialize, or null. */
  readonly userId: string | null;
  /** The `build` of StatInitialize when it is a whole number, or null. */
  readonly build: number | null;
  /** Events waiting for StatInitialize. */
  readonly pending: number;
  /** Stops polling; waiting events are dropped. */
  destroy(): void;
}

/**
 * The game's stat: StatEvent answers at once; its event is routed when stat is initialised, and
 * until then waits, checked every 1000 ms (spec), at most {@link STAT_MAX_PENDING} events. The
 * routed fields are the event's `data`, plus `type` (a tutorial stat type) and `value`.
 *
 * @example
 * ```ts
 * const stat = createStat({ context, route: router.route });
 * await stat.event({ name: 'level_up' }); // waits
 * await stat.initialize({ userId: 'p-1' }); // released at the next 1000 ms check
 * ```
 */
export function createStat(options: StatOptions): Stat {
  const { context, route } = options;
  const maxPending = options.maxPending ?? STAT_MAX_PENDING;
  const waiting: [string, RoutedParams][] = [];
  let initialized = false;
  let userId: string | null = null;
  let build: number | null = null;
  let poll: unknown = null;

  const stopPolling = () => {
    if (poll !== null) context.clearInterval(poll);
    poll = null;
  };
  const check = () => {
    if (!initialized) return;
    stopPolling();
    for (const [name, params] of waiting.splice(0)) route(name, params);
  };

  return {
    async initialize(params) {
      initialized = true;
      userId = params?.userId || null;
      build = params?.build && /^[0-9]{1,9}$/.test(params.build) ? Number(params.build) : null;
      return { initialized: true };
    },
    async event({ name, type, value, data }) {
      const params: Record<string, unknown> = { ...data };
      if (type !== undefined) params.type = type;
      if (value !== undefined) params.value = value;
      if (initialized && waiting.length === 0) {
        route(name, params);
        return { queued: true };
      }
      if (waiting.length >= maxPending) return { queued: false };
      waiting.push([name, params]);
      if (poll === null) poll = context.setInterval(check, STAT_POLL_INTERVAL_MS);
      return { queued: true };
    },
    get initialized() {
      return initialized;
    },
    get userId() {
      return userId;
    },
    get build() {
      return build;
    },
    get pending() {
      return waiting.length;
    },
    destroy() {
      stopPolling();
      waiting.length = 0;
    },
  };
}
