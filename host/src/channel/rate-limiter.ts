import { ErrorCode, type Reply } from '@playport/sdk/protocol';
import { HostError, HostErrorCode } from '../errors.js';
import { errorReply } from './to-error-reply.js';
import type { Dispatch, RateLimit } from './types.js';

/** The limit {@link mountGame} applies to each mounted frame unless told otherwise. */
export const DEFAULT_RATE_LIMIT: Readonly<RateLimit> = Object.freeze({ burst: 200, perSecond: 100 });

/** The message of a RateLimited reply. */
export const RATE_LIMITED_MESSAGE = 'Too many calls; retry later';

/** Throws a HostError (InvalidParams) unless `limit` is usable: burst at least 1, perSecond finite and not negative. */
export function assertRateLimit(limit: RateLimit): void {
  const { burst, perSecond } = limit;
  if (!(Number.isFinite(burst) && burst >= 1) || !(Number.isFinite(perSecond) && perSecond >= 0)) {
    throw new HostError(HostErrorCode.InvalidParams, 'A rate limit needs burst >= 1 and a finite perSecond >= 0');
  }
}

/**
 * Wraps a dispatcher in a token bucket: `burst` calls at once, refilled at `perSecond`, measured with
 * `now` (the context's clock). A call over the limit is answered RateLimited without reaching `dispatch`.
 * Each call of this function starts a fresh, full bucket.
 *
 * @example
 * ```ts
 * const limited = createRateLimiter(dispatch, { burst: 200, perSecond: 100 }, context.now);
 * ```
 */
export function createRateLimiter(dispatch: Dispatch, limit: RateLimit, now: () => number): Dispatch {
  assertRateLimit(limit);
  const { burst, perSecond } = limit;
  let tokens = burst;
  let last = now();

  const take = (): boolean => {
    const t = now();
    // A clock that goes backwards (a changed system time) refills nothing rather than going negative.
    if (t > last) tokens = Math.min(burst, tokens + ((t - last) * perSecond) / 1000);
    last = t;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };

  return (method, params) => {
    if (!take()) return Promise.resolve<Reply>(errorReply(ErrorCode.RateLimited, RATE_LIMITED_MESSAGE));
    return dispatch(method, params);
  };
}
