import { ApiError } from '@playport/host/api';

/** A failure as the store pages show it: a short code and a message. */
export interface StoreErrorInfo {
  readonly code: string;
  readonly message: string;
}

/**
 * The code and message of anything a store call threw: an API failure gives `ApiError {status}`
 * (0 for a network failure), a payment error its own code (UserCancelled, Unknown, …), the rest `Unknown`.
 */
export function describeStoreError(error: unknown): StoreErrorInfo {
  if (error instanceof ApiError) return { code: `ApiError ${error.status}`, message: error.message };
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' && code ? code : 'Unknown',
    message: typeof message === 'string' && message ? message : String(error),
  };
}
