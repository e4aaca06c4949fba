import { SDK_BUILD } from '@playport/sdk/protocol';
import type { AnalyticsApi } from '../api/areas/analytics.js';
import { toApiError } from '../api/problem.js';
import type { AnalyticsEvent } from '../api/types.js';
import type { HostContext } from '../context.js';

/** The spec's default analytics platform. */
export const ANALYTICS_DEFAULT_PLATFORM = 24;
/** Events per `POST /analytics/track`; a full batch is sent at once. */
export const ANALYTICS_BATCH_SIZE = 20;
/** How often a partial batch is sent. */
export const ANALYTICS_FLUSH_INTERVAL_MS = 5000;
/** The most events held; beyond it the oldest are dropped. */
export const ANALYTICS_MAX_QUEUED = 500;
/** How many times one event is sent before a failing batch drops it. */
export const ANALYTICS_MAX_ATTEMPTS = 3;

/** What a caller gives for one event; the queue fills in the rest. */
export type AnalyticsEventInput = Pick<AnalyticsEvent, 'EventId'> & Partial<AnalyticsEvent>;

/** Options of {@link createAnalyticsQueue}. */
export interface AnalyticsQueueOptions {
  readonly context: HostContext;
  readonly api: { readonly analytics: Pick<AnalyticsApi, 'track'> };
  /** The batch envelope's SessionId; default: {@link pageSessionId}, one random id per page. */
  readonly sessionId?: string;
  /** Default 24. */
  readonly platform?: number;
  /** The envelope's BuildId and each event's default Build; default 1047 (`SDK_BUILD`). */
  readonly buildId?: number;
  /** The player of events that name none (default null). */
  readonly userId?: () => string | null;
  readonly batchSize?: number;
  readonly flushIntervalMs?: number;
  readonly maxQueued?: number;
  readonly maxAttempts?: number;
}

/** The batch queue to `POST /analytics/track`. */
export interface AnalyticsQueue {
  readonly sessionId: string;
  /** Events waiting to be sent (not counting a batch in flight). */
  readonly size: number;
  /** Adds one event; a full batch is sent at once, a partial one after the flush interval. */
  enqueue(event: AnalyticsEventInput): void;
  /** Sends everything queued, batch by batch; never rejects. */
  flush(): Promise<void>;
  /** Sends what is left and removes the page listeners and the timer. */
  destroy(): void;
}

interface Entry {
  readonly event: AnalyticsEvent;
  attempts: number;
}

const randomId = (context: HostContext) =>
  Array.from(context.randomBytes(16), (b) => b.toString(16).padStart(2, '0')).join('');

// One session id per page: every queue on the same window shares it, whichever game or adapter made it.
const pageSessions = new WeakMap<object, string>();

/**
 * The analytics session id of the context's page: random, made on first use, the same for every
 * queue of that window.
 *
 * @example `pageSessionId(context) // '9f86d081884c7d65…'`
 */
export function pageSessionId(context: HostContext): string {
  const key = (context.window as object | undefined) ?? context;
  let id = pageSessions.get(key);
  if (!id) {
    id = randomId(context);
    pageSessions.set(key, id);
  }
  return id;
}

const withoutEmpty = (event: AnalyticsEvent) =>
  Object.fromEntries(Object.entries(event).filter(([, v]) => v !== null && v !== undefined)) as AnalyticsEvent;

/**
 * Creates the analytics batch queue. Batches go out when `batchSize` events wait, every
 * `flushIntervalMs` while any wait, and when the page is hidden or left. Null and undefined fields
 * are dropped. A failed send is logged, never thrown. Retry policy: after a network failure or a 5xx
 * answer the batch goes back to the front of the queue and is sent again at the next flush, each
 * event at most `maxAttempts` times; a 4xx answer drops the batch (the server refused it, so
 * resending cannot help). The queue holds at most `maxQueued` events and drops the oldest beyond
 * that. One batch is in flight at a time, so an event is never in two requests at once.
 *
 * @example
 * ```ts
 * const queue = createAnalyticsQueue({ context, api: createApiClient({ context }) });
 * queue.enqueue({ EventId: ANALYTICS_EVENT_IDS.GameConnected });
 * ```
 */
export function createAnalyticsQueue(options: AnalyticsQueueOptions): AnalyticsQueue {
  const { context, api } = options;
  const sessionId = options.sessionId ?? pageSessionId(context);
  const platform = options.platform ?? ANALYTICS_DEFAULT_PLATFORM;
  const buildId = options.buildId ?? SDK_BUILD;
  const batchSize = Math.max(1, options.batchSize ?? ANALYTICS_BATCH_SIZE);
  const interval = options.flushIntervalMs ?? ANALYTICS_FLUSH_INTERVAL_MS;
  const maxQueued = Math.max(1, options.maxQueued ?? ANALYTICS_MAX_QUEUED);
  const maxAttempts = Math.max(1, options.maxAttempts ?? ANALYTICS_MAX_ATTEMPTS);
  const queue: Entry[] = [];
  let inFlight: Promise<void> | null = null;
  let timer: unknown = null;
  let destroyed = false;

  const trim = () => {
    const over = queue.length - maxQueued;
    if (over > 0) {
      queue.splice(0, over);
      context.log('warn', `Analytics queue full: dropped the ${over} oldest event(s)`);
    }
  };

  const schedule = () => {
    if (timer !== null || destroyed || queue.length === 0) return;
    timer = context.setTimeout(() => {
      timer = null;
      void flush();
    }, interval);
  };

  async function sendOne(): Promise<boolean> {
    const batch = queue.splice(0, batchSize);
    if (batch.length === 0) return false;
    for (const entry of batch) entry.attempts += 1;
    try {
      await api.analytics.track({ SessionId: sessionId, Platform: platform, BuildId: buildId, Events: batch.map((e) => e.event) });
      return true;
    } catch (error) {
      const problem = toApiError(error).problem;
      const retryable = problem.status === 0 || problem.status >= 500;
      const again = retryable ? batch.filter((e) => e.attempts < maxAttempts) : [];
      queue.unshift(...again);
      trim();
      const dropped = batch.length - again.length;
      context.log('warn', `Analytics batch of ${batch.length} event(s) failed (${problem.status} ${problem.title});`, dropped ? `dropped ${dropped}` : 'will retry');
      return false;
    }
  }

  async function drain(): Promise<void> {
    while (queue.length > 0 && (await sendOne()));
  }

  function flush(): Promise<void> {
    if (!inFlight) {
      inFlight = drain().finally(() => {
        inFlight = null;
        schedule();
      });
    }
    return inFlight;
  }

  const win = context.window as Partial<Window> | undefined;
  const doc = win?.document;
  const onHide = () => {
    if (!doc || doc.visibilityState === 'hidden') void flush();
  };
  win?.addEventListener?.('pagehide', onHide);
  doc?.addEventListener?.('visibilitychange', onHide);

  return {
    sessionId,
    get size() {
      return queue.length;
    },
    enqueue(input) {
      if (destroyed) return;
      const event = withoutEmpty({
        UserId: options.userId?.() ?? null,
        CreatedAt: new Date(context.now()).toISOString(),
        Build: buildId,
        Platform: platform,
        ...input,
      });
      queue.push({ event, attempts: 0 });
      trim();
      if (queue.length >= batchSize) void flush();
      else schedule();
    },
    flush,
    destroy() {
      if (destroyed) return;
      win?.removeEventListener?.('pagehide', onHide);
      doc?.removeEventListener?.('visibilitychange', onHide);
      if (timer !== null) context.clearTimeout(timer);
      timer = null;
      void flush();
      destroyed = true;
    },
  };
}
