import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimits } from '../db/schema';
import { runStatement } from '../db/run-statement';
import { ApiError, ErrorCode } from '../http/api-error';

export interface RateRule {
  readonly limit: number;
  readonly windowMs: number;
}

const TOO_MANY = 'Too many requests, try again later';

/** Seconds until the window that started at `windowStart` ends; at least 1. */
const secondsLeft = (windowStart: Date, rule: RateRule, now: Date) =>
  Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000));

/** 429 `RateLimited` with `Retry-After`. */
function rateLimited(retryAfter: number, message: string): ApiError {
  return new ApiError(
    429,
    ErrorCode.RateLimited,
    message,
    { RetryAfter: retryAfter },
    { 'Retry-After': String(retryAfter) },
  );
}

/**
 * A fixed-window counter kept in the database, so several server instances share it.
 * Throws 429 with Retry-After once `limit` hits fall in the current window.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateRule, now: Date, message = TOO_MANY): Promise<void> {
  const expired = new Date(now.getTime() - rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${expired} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  if (row && row.count > rule.limit) throw rateLimited(secondsLeft(row.windowStart, rule, now), message);
}

/**
 * The 429 {@link hitRateLimit} would answer once the counter of `key` has used up its window, thrown
 * before the work it guards, without counting: for counters of failures, hit only when one happens.
 */
export async function requireRateLimitRoom(
  db: Db,
  key: string,
  rule: RateRule,
  now: Date,
  message = TOO_MANY,
): Promise<void> {
  const [row] = await db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
    .limit(1);
  if (!row || row.windowStart.getTime() <= now.getTime() - rule.windowMs || row.count < rule.limit) return;
  throw rateLimited(secondsLeft(row.windowStart, rule, now), message);
}

export const RATE_RULES = Object.freeze({
  /** Mails of sign-in secrets (magic links and e-mail codes together) to one address. */
  signInMailPerEmail: { limit: 5, windowMs: 15 * 60_000 },
  /** Mails of sign-in secrets requested from one client address; the limit is `MAGIC_LINKS_PER_IP`. */
  signInMailPerIp: { limit: 20, windowMs: 15 * 60_000 },
  /** Failed robot checks from one client address, after which it is refused without asking siteverify. */
  robotCheckFailuresPerIp: { limit: 10, windowMs: 15 * 60_000 },
  supportPerAccount: { limit: 5, windowMs: 10 * 60_000 },
  accountLookupPerCaller: { limit: 30, windowMs: 60_000 },
});

const analyticsBudgets = new WeakMap<Db, RateBudget>();

/** The analytics event budget of one database: events per client address and minute (the limit comes with each hit). */
export function analyticsBudget(db: Db): RateBudget {
  let budget = analyticsBudgets.get(db);
  if (!budget) {
    budget = new RateBudget(db, 60_000, 'Too many analytics events from this address, try again later');
    analyticsBudgets.set(db, budget);
  }
  return budget;
}

interface Spend {
  readonly key: string;
  readonly cost: number;
  readonly limit: number;
  readonly now: Date;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

// One statement for every key of a group: each key's cost is added to its row (a new window when the
// row's has ended), and the row's count and window come back. The keys travel as one JSON parameter,
// so the statement's text is the same however many a group holds.
const SPEND_STATEMENT = `
  insert into rate_limits (key, window_start, count)
  select r.key, $1::timestamptz, r.cost from jsonb_to_recordset($3::jsonb) as r(key text, cost int)
  on conflict (key) do update set
    count = case when rate_limits.window_start <= $2::timestamptz then excluded.count else rate_limits.count + excluded.count end,
    window_start = case when rate_limits.window_start <= $2::timestamptz then excluded.window_start else rate_limits.window_start end
  returning key, count, window_start`;

/**
 * A budget of weighted hits per key (events per client address, say), in the same fixed windows and
 * the same table as {@link hitRateLimit}, so every server instance spends from one budget. A hit that
 * would take its key past the limit is refused with 429 RateLimited and Retry-After (the seconds
 * until the window ends), and still counts: a client that keeps sending while refused gains nothing.
 * Hits that arrive while a statement runs go together in the next one, so a busy endpoint pays one
 * statement per group of requests rather than one per request; within a group they count in their
 * order of arrival.
 */
export class RateBudget {
  private queue: Spend[] = [];
  private running = false;

  constructor(
    private readonly db: Db,
    private readonly windowMs: number,
    /** The message of the 429. */
    private readonly message: string,
  ) {}

  /** Resolves when `cost` fits in what is left of the key's `limit`; rejects with the 429 otherwise. */
  spend(key: string, cost: number, limit: number, now: Date): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ key, cost, limit, now, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length) {
        const taken = this.queue.splice(0);
        await this.settle(taken).catch((error: unknown) => {
          for (const s of taken) s.reject(error);
        });
      }
    } finally {
      this.running = false;
    }
  }

  private async settle(taken: readonly Spend[]): Promise<void> {
    const now = taken[taken.length - 1]!.now;
    const costs = new Map<string, number>();
    for (const s of taken) costs.set(s.key, (costs.get(s.key) ?? 0) + s.cost);
    const rows = await runStatement<{ key: string; count: number; window_start: Date | string }>(
      this.db,
      SPEND_STATEMENT,
      [
        now.toISOString(),
        new Date(now.getTime() - this.windowMs).toISOString(),
        JSON.stringify([...costs].map(([key, cost]) => ({ key, cost }))),
      ],
    );
    // What each key had spent before this group; then each hit adds its cost, in order of arrival.
    const spent = new Map<string, { count: number; windowStart: Date }>();
    for (const row of rows)
      spent.set(row.key, { count: Number(row.count) - costs.get(row.key)!, windowStart: new Date(row.window_start) });
    for (const s of taken) {
      const key = spent.get(s.key)!;
      key.count += s.cost;
      if (key.count > s.limit)
        s.reject(
          rateLimited(secondsLeft(key.windowStart, { limit: s.limit, windowMs: this.windowMs }, s.now), this.message),
        );
      else s.resolve();
    }
  }
}
