import { ApiError } from '@playport/host/api';

/** How many times a query is fetched again after a transient failure before it shows its error. */
export const QUERY_RETRIES = 3;
/** The first retry's delay; each next one doubles, up to {@link MAX_QUERY_RETRY_DELAY_MS} (ms). */
export const QUERY_RETRY_BASE_DELAY_MS = 500;
/** The longest wait before one retry (ms). */
export const MAX_QUERY_RETRY_DELAY_MS = 4_000;

/**
 * Whether a failed call may succeed when sent again: a network failure or timeout (status 0), 408,
 * 429 or any 5xx. Every other 4xx is the answer itself, and anything that is not an API failure is a bug.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { status } = error;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** Whether the server said the thing asked for does not exist (404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The portal's query retry: transient failures only, {@link QUERY_RETRIES} times, with doubling delays.
 *
 * @example `useQuery({ queryKey, queryFn, ...transientRetry })`
 */
export const transientRetry = {
  retry: (failureCount: number, error: unknown) => failureCount < QUERY_RETRIES && isTransientFailure(error),
  retryDelay: (attempt: number) => Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** attempt, MAX_QUERY_RETRY_DELAY_MS),
} as const;
