import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimits } from '../db/schema';
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
