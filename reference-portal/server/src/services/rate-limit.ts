import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimits } from '../db/schema';
import { ApiError, ErrorCode } from '../http/api-error';

export interface RateRule {
  readonly limit: number;
  readonly windowMs: number;
}

/**
 * A fixed-window counter kept in the database, so several server instances share it.
 * Throws 429 with Retry-After once `limit` hits fall in the current window.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateRule, now: Date): Promise<void> {
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
  if (row && row.count > rule.limit) {
    const retryAfter = Math.max(1, Math.ceil((row.windowStart.getTime() + rule.windowMs - now.getTime()) / 1000));
    throw new ApiError(
      429,
      ErrorCode.RateLimited,
      'Too many requests, try again later',
      { RetryAfter: retryAfter },
      {
        'Retry-After': String(retryAfter),
      },
    );
  }
}

export const RATE_RULES = Object.freeze({
  magicLinkPerEmail: { limit: 5, windowMs: 15 * 60_000 },
  magicLinkPerIp: { limit: 20, windowMs: 15 * 60_000 },
  supportPerAccount: { limit: 5, windowMs: 10 * 60_000 },
  emailCodePerEmail: { limit: 5, windowMs: 15 * 60_000 },
  accountLookupPerCaller: { limit: 30, windowMs: 60_000 },
});
