import { SDK_BUILD } from '@playport/sdk/protocol';
import type { AnalyticsApi } from '../api/areas/analytics.js';
import { toApiError } from '../api/problem.js';
import type { AnalyticsBatch, AnalyticsEvent } from '@playport/api-contract';
import type { HostContext } from '../context.js';

/** The spec's default analytics platform. */
export const ANALYTICS_DEFAULT_PLATFORM = 24;
/** The spec's analytics environment, the batch envelope's `Environment`. */
export const ANALYTICS_ENVIRONMENT = 'prod';
/** The spec's analytics tenant, the batch envelope's `Tenant`. */
export const ANALYTICS_TENANT = 'FX';
/** Events per `POST /analytics/track`; a full batch is sent at once. */
export const ANALYTICS_BATCH_SIZE = 20;
/** How often a partial batch is sent. */
export const ANALYTICS_FLUSH_INTERVAL_MS = 5000;
/** The most events held; beyond it the oldest are dropped. */
export const ANALYTICS_MAX_QUEUED = 500;
/** The longest wait between two attempts while the API is away (the first wait is the flush interval, then doubling). */
export const ANALYTICS_RETRY_MAX_DELAY_MS = 60_000;
/** The storage key of the index of stored queues; each queue's events are under `<key>:<queue id>`. */
export const ANALYTICS_STORAGE_KEY = 'PlayportAnalytics';
// How long new events wait before they are written to storage, so that a burst is written once.
const PERSIST_DELAY_MS = 250;
/** A stored queue nobody has written to for this long is taken over by the next page (its page is gone). */
export const ANALYTICS_ABANDONED_AFTER_MS = 10 * 60_000;

/** What a caller gives for one event; the queue fills in the rest. */
export type AnalyticsEventInput = Pick<AnalyticsEvent, 'EventId'> & Partial<AnalyticsEvent>;

/** Options of {@link createAnalyticsQueue}. */
export interface AnalyticsQueueOptions {
  readonly context: HostContext;
  /** `beacon` (the API client has it) delivers what is left when the page is hidden or left; without it, a last `track`. */
  readonly api: { readonly analytics: Pick<AnalyticsApi, 'track'> & Partial<Pick<AnalyticsApi, 'beacon'>> };
  /** The batch envelope's SessionId; default: {@link pageSessionId}, one random id per page. */
  readonly sessionId?: string;
  /** Default 24. */
  readonly platform?: number;
  /** The envelope's BuildId and each event's default Build; default 1047 (`SDK_BUILD`). */
  readonly buildId?: number;
  /** The envelope's Environment; default {@link ANALYTICS_ENVIRONMENT} (`prod`). */
  readonly environment?: string;
  /** The envelope's Tenant; default {@link ANALYTICS_TENANT} (`FX`). */
  readonly tenant?: string;
  /** The player of events that name none (default null). */
  readonly userId?: () => string | null;
  readonly batchSize?: number;
  readonly flushIntervalMs?: number;
  readonly maxQueued?: number;
  /** Longest wait between attempts while the API is away; default {@link ANALYTICS_RETRY_MAX_DELAY_MS}. */
  readonly maxRetryDelayMs?: number;
  /**
   * Where unacknowledged events are kept across page loads; default the context's storage (the
   * page's `localStorage`). `null` keeps them in memory only.
   */
  readonly storage?: HostContext['storage'] | null;
}

/** The batch queue to `POST /analytics/track`. */
export interface AnalyticsQueue {
  readonly sessionId: string;
  /** Events not yet acknowledged by the server (also those of a batch in flight). */
  readonly size: number;
  /** Adds one event; a full batch is sent at once, a partial one after the flush interval. */
  enqueue(event: AnalyticsEventInput): void;
  /** Sends everything queued, batch by batch; never rejects. */
  flush(): Promise<void>;
  /** Sends what is left (kept in storage until acknowledged) and removes the page listeners and the timer. */
  destroy(): void;
}

/** One batch as sent: its id stays the same on every attempt, so the server stores it once. */
type Batch = Required<Pick<AnalyticsBatch, 'BatchId'>> & AnalyticsBatch;

/** What one queue keeps in storage: its batches not yet acknowledged, and the events not yet in a batch. */
interface Stored {
  readonly envelope: Omit<AnalyticsBatch, 'Events' | 'BatchId'>;
  readonly outbox: Batch[];
  readonly open: AnalyticsEvent[];
}

/** The index of stored queues: when each was last written, and whether its page was hidden or left. */
type StoredIndex = Record<string, { at: number; hidden?: boolean }>;

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
 * are dropped. Nothing is lost to a fault:
 *
 * - every batch carries a random `BatchId` that it keeps on every attempt, and the server stores a
 *   batch id once, so a batch whose answer was lost is sent again without being stored twice;
 * - events are kept in storage until the server acknowledged their batch; a page left with events
 *   unacknowledged leaves them to the next page of the origin, which sends them (with their ids);
 * - after a network failure or a 5xx the batch is tried again, after the flush interval and then
 *   twice as long each time up to `maxRetryDelayMs`, for as long as the page lives;
 * - a 429 (the server's event budget for this address is spent) keeps the batch too, and nothing is
 *   sent, by timer, flush or beacon, before its `Retry-After` has passed (without one, it backs off as
 *   after a 5xx);
 * - when the page is hidden or left, everything is handed to the browser with a beacon (and stays
 *   stored: the beacon has no answer, the next attempt or page repeats it under the same id).
 *
 * Any other 4xx answer drops the batch (the server refused it, so resending cannot help). The queue holds at
 * most `maxQueued` events and drops the oldest beyond that. One batch is in flight at a time, so an
 * event is never in two requests of this queue at once. Storage that fails (full, disabled) leaves
 * the queue working in memory.
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
  const maxRetryDelay = Math.max(interval, options.maxRetryDelayMs ?? ANALYTICS_RETRY_MAX_DELAY_MS);
  const storage = options.storage === undefined ? context.storage : options.storage;
  const envelope = {
    SessionId: sessionId,
    Platform: platform,
    BuildId: buildId,
    Environment: options.environment ?? ANALYTICS_ENVIRONMENT,
    Tenant: options.tenant ?? ANALYTICS_TENANT,
  };
  const key = `${ANALYTICS_STORAGE_KEY}:${randomId(context)}`;
  const outbox: Batch[] = [];
  const open: AnalyticsEvent[] = [];
  let failures = 0;
  // Until when the server asked for no more batches (a 429's Retry-After), by the context's clock.
  let holdUntil = 0;
  let inFlight: Promise<void> | null = null;
  let timer: unknown = null;
  let destroyed = false;
  let hidden = false;

  const count = () => open.length + outbox.reduce((n, b) => n + b.Events.length, 0);

  // Storage is a convenience: any failure of it (quota, disabled, bad JSON) leaves the queue in memory.
  const read = <T>(name: string): T | null => {
    try {
      const text = storage?.getItem(name);
      return text ? (JSON.parse(text) as T) : null;
    } catch {
      return null;
    }
  };
  const write = (name: string, value: unknown) => {
    try {
      if (value === null) storage?.removeItem(name);
      else storage?.setItem(name, JSON.stringify(value));
    } catch (error) {
      context.log('warn', 'Analytics events could not be stored; they are kept in memory', error);
    }
  };
  let saveTimer: unknown = null;
  const persist = () => {
    if (saveTimer !== null) context.clearTimeout(saveTimer);
    saveTimer = null;
    if (!storage) return;
    const index = read<StoredIndex>(ANALYTICS_STORAGE_KEY) ?? {};
    if (count() === 0) {
      delete index[key];
      write(key, null);
    } else {
      index[key] = { at: context.now(), ...(hidden ? { hidden: true } : {}) };
      write(key, { envelope, outbox, open } satisfies Stored);
    }
    write(ANALYTICS_STORAGE_KEY, Object.keys(index).length ? index : null);
  };

  // Events arriving in a burst (one message each) are written once: the record is rewritten whole,
  // so writing per event would cost a serialisation of the whole queue each. Leaving or hiding the page,
  // sending and acknowledging write at once.
  const persistSoon = () => {
    if (saveTimer === null && storage) saveTimer = context.setTimeout(persist, PERSIST_DELAY_MS);
  };

  // Takes over the queues of pages that were left (or went silent): their batches go first, ids kept.
  const adopt = () => {
    const index = read<StoredIndex>(ANALYTICS_STORAGE_KEY);
    if (!index) return;
    for (const [other, entry] of Object.entries(index)) {
      if (!entry.hidden && context.now() - entry.at < ANALYTICS_ABANDONED_AFTER_MS) continue;
      const stored = read<Stored>(other);
      delete index[other];
      write(other, null);
      if (!stored) continue;
      outbox.push(...(stored.outbox ?? []));
      if (stored.open?.length) outbox.push({ BatchId: randomId(context), ...stored.envelope, Events: stored.open });
    }
    write(ANALYTICS_STORAGE_KEY, Object.keys(index).length ? index : null);
  };

  const trim = () => {
    let over = count() - maxQueued;
    if (over <= 0) return;
    context.log('warn', `Analytics queue full: dropped the ${over} oldest event(s)`);
    while (over > 0 && outbox.length > 0) {
      const first = outbox[0]!;
      const cut = Math.min(over, first.Events.length);
      first.Events.splice(0, cut);
      if (first.Events.length === 0) outbox.shift();
      over -= cut;
    }
    if (over > 0) open.splice(0, over);
  };

  const seal = () => {
    while (open.length > 0) outbox.push({ BatchId: randomId(context), ...envelope, Events: open.splice(0, batchSize) });
  };

  const schedule = (delay = interval) => {
    if (timer !== null || destroyed || count() === 0) return;
    timer = context.setTimeout(() => {
      timer = null;
      void flush();
    }, delay);
  };

  async function sendOne(): Promise<boolean> {
    if (outbox.length === 0) {
      if (open.length === 0) return false;
      seal();
      persist();
    }
    const batch = outbox[0]!;
    try {
      await api.analytics.track(batch);
      failures = 0;
      if (outbox[0] === batch) outbox.shift();
      persist();
      return true;
    } catch (error) {
      const apiError = toApiError(error);
      const problem = apiError.problem;
      // A 429 refused the batch for now, not for good: it waits at least the server's Retry-After.
      const limited = problem.status === 429;
      const retryable = problem.status === 0 || problem.status >= 500 || limited;
      if (limited && apiError.retryAfterMs !== undefined) holdUntil = context.now() + apiError.retryAfterMs;
      if (!retryable && outbox[0] === batch) {
        outbox.shift();
        persist();
      }
      if (retryable) failures += 1;
      context.log(
        'warn',
        `Analytics batch of ${batch.Events.length} event(s) failed (${problem.status} ${problem.title});`,
        retryable ? 'will retry' : 'dropped',
      );
      return !retryable;
    }
  }

  async function drain(): Promise<void> {
    while (count() > 0 && (await sendOne()));
  }

  const held = () => Math.max(0, holdUntil - context.now());

  function flush(): Promise<void> {
    if (!inFlight) {
      if (timer !== null) context.clearTimeout(timer);
      timer = null;
      // Asked to wait: nothing goes before the time is up, whoever asks.
      if (held() > 0) {
        schedule(held());
        return Promise.resolve();
      }
      inFlight = drain().finally(() => {
        inFlight = null;
        const backoff = failures ? Math.min(interval * 2 ** (failures - 1), maxRetryDelay) : interval;
        schedule(Math.max(backoff, held()));
      });
    }
    return inFlight;
  }

  // The page may be closed from here on: everything goes to the browser now, and stays stored until acknowledged.
  const handOver = () => {
    seal();
    hidden = true;
    persist();
    // While the server asks to wait, a beacon would only be refused: the batches stay stored instead.
    if (!api.analytics.beacon || held() > 0) return void flush();
    for (const batch of outbox) api.analytics.beacon(batch);
  };

  const win = context.window as Partial<Window> | undefined;
  const doc = win?.document;
  const onVisibility = () => {
    if (doc?.visibilityState === 'hidden') handOver();
    else if (hidden) {
      hidden = false;
      persist();
    }
  };
  const onPageHide = () => handOver();
  win?.addEventListener?.('pagehide', onPageHide);
  doc?.addEventListener?.('visibilitychange', onVisibility);

  adopt();
  persist();
  // What earlier pages left has waited long enough: it goes at once.
  if (outbox.length > 0) void flush();

  return {
    sessionId,
    get size() {
      return count();
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
      open.push(event);
      trim();
      persistSoon();
      if (open.length >= batchSize && !failures) void flush();
      else schedule();
    },
    flush,
    destroy() {
      if (destroyed) return;
      win?.removeEventListener?.('pagehide', onPageHide);
      doc?.removeEventListener?.('visibilitychange', onVisibility);
      if (timer !== null) context.clearTimeout(timer);
      timer = null;
      // A last attempt; what it does not deliver stays stored for the next page.
      hidden = true;
      void flush().then(persist);
      destroyed = true;
    },
  };
}
