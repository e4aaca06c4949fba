import { HostError, HostErrorCode, type HostContext } from '@playport/host/adapter-kit';

/**
 * How long a platform may take to answer one call before the adapter gives up. Shorter than the
 * SDK's default call timeout (10 s), so a game call waiting on a silent platform still gets the
 * adapter's coded error instead of timing out on its own side.
 */
export const DEFAULT_PLATFORM_TIMEOUT_MS = 8_000;

/**
 * How long a platform dialog that waits for the player (payment, sign-in, invite, ad) may stay open
 * before the adapter gives up: 15 minutes, matching the SDK's `interactiveTimeout` default.
 */
export const PLAYER_DIALOG_TIMEOUT_MS = 900_000;

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
