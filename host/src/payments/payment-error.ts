import { ApiError } from '../api/problem.js';
import { HostError, HostErrorCode, toHostError } from '../errors.js';
import { PaymentMessages } from './payment-messages.js';

/** The player ended the payment (closed, declined, cancelled). */
export const cancelled = (message: string, details?: unknown) =>
  new HostError(HostErrorCode.UserCancelled, message, details);

/** The payment failed for any other reason. */
export const failed = (message: string, details?: unknown) => new HostError(HostErrorCode.Unknown, message, details);

/** A failure carrying what was thrown as its message when it is an `Error`, else `fallback`. */
export const failedWith = (err: unknown, fallback: string) => failed(err instanceof Error ? err.message : fallback);

/**
 * Turns anything a purchase throws into the two codes a game sees: UserCancelled stays, everything
 * else becomes Unknown carrying the JSON details (an API error's problem details) and the spec's
 * default message when there is none worth showing.
 */
export function toPurchaseError(err: unknown): HostError {
  if (err instanceof HostError && err.code === HostErrorCode.UserCancelled) return err;
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
