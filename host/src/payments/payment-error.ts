import { ApiError } from '../api/problem.js';
import { HostError, HostErrorCode, toHostError } from '../errors.js';
import { PaymentMessages, PurchaseStateMessages } from './payment-messages.js';

/** The player ended the payment (closed, declined, cancelled). */
export const cancelled = (message: string, details?: unknown) =>
  new HostError(HostErrorCode.UserCancelled, message, details);

/** The payment failed for any other reason. */
export const failed = (message: string, details?: unknown, options?: ErrorOptions) =>
  new HostError(HostErrorCode.Unknown, message, details, options);

/** A failure carrying what was thrown as its message when it is an `Error`, else `fallback`. */
export const failedWith = (err: unknown, fallback: string) =>
  failed(err instanceof Error ? err.message : fallback, undefined, { cause: err });

/** Statuses that say the server cannot serve now, not that the order is wrong: overload (429, 503) or a proxy's gateway errors. */
const UNAVAILABLE_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);

/**
 * A create_payment that reached no store API: a 405 (a static server refusing the POST, as on a partner
 * page without the portal's API), or a 404 without a JSON body (the API's own 404s are problem details).
 */
const noStore = (err: ApiError) => err.problem.status === 405 || (err.problem.status === 404 && err.body === undefined);

/**
 * Turns anything a purchase throws into the codes a game sees: UserCancelled stays; an API answer
 * that the server cannot take orders now becomes Unavailable (retryable, with the problem details
 * and the server's `retryAfterMs`); a page with no store API is NotSupported, said in words rather
 * than as the raw status text; everything else becomes Unknown carrying the JSON details (an API
 * error's problem details) and the spec's default message when there is none worth showing.
 */
export function toPurchaseError(err: unknown): HostError {
  if (err instanceof HostError && err.code === HostErrorCode.UserCancelled) return err;
  if (err instanceof ApiError && UNAVAILABLE_STATUSES.has(err.problem.status)) {
    const details = err.retryAfterMs === undefined ? err.problem : { ...err.problem, retryAfterMs: err.retryAfterMs };
    return new HostError(HostErrorCode.Unavailable, PurchaseStateMessages.unavailable, jsonDetails(details));
  }
  if (err instanceof ApiError && noStore(err))
    return new HostError(HostErrorCode.NotSupported, PurchaseStateMessages.noStore, jsonDetails(err.problem));
  if (err instanceof ApiError)
    return failed(err.problem.detail || PaymentMessages.defaultError, jsonDetails(err.problem));
  const host = toHostError(err);
  const message = host.message && host.message !== 'Unknown error' ? host.message : PaymentMessages.defaultError;
  return failed(message, jsonDetails(host.details));
}

function jsonDetails(details: unknown): unknown {
  if (details === undefined) return undefined;
  try {
    return JSON.parse(JSON.stringify(details)) as unknown;
  } catch {
    return undefined;
  }
}
