import { ErrorCode } from '../protocol/names.js';
import { PlayportError } from '../errors.js';

/**
 * Settles like `work`, or rejects with `PlayportError(Timeout, message)` after `ms`. penpal's own call
 * timeout is not used: it reads `window.setTimeout` and would cost bytes for `CallOptions`. The timer
 * is cleared as `work` settles, with no race promise in between: this runs on every call.
 */
export function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PlayportError(ErrorCode.Timeout, message)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}
