import { ErrorCode } from '../protocol/names.js';
import { PlayportError } from '../errors.js';

/**
 * Settles like the promise `start()` returns, or rejects with `PlayportError(Timeout, message)` after
 * `ms`; a `start` that throws rejects at once, with no timer left behind. penpal's own call timeout is
 * not used: it reads `window.setTimeout` and would cost bytes for `CallOptions`. The timer is cleared as
 * the work settles, with no race promise in between: this runs on every call.
 */
export function withTimeout<T>(start: () => Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const work = start();
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
