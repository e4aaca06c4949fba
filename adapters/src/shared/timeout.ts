import { HostError, HostErrorCode, type HostContext } from '@playport/host';

/** How long a platform may take to answer one call before the adapter gives up. */
export const DEFAULT_PLATFORM_TIMEOUT_MS = 10_000;

/**
 * Settles like `promise`, or rejects with `Timeout` after `ms`: a platform that never calls back
 * must end in a coded error, never a hang.
 */
export function withTimeout<T>(context: HostContext, promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = context.setTimeout(
      () => reject(new HostError(HostErrorCode.Timeout, `${what} did not answer within ${ms} ms`)),
      ms,
    );
    promise.then(
      (value) => {
        context.clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        context.clearTimeout(timer);
        reject(err);
      },
    );
  });
}
