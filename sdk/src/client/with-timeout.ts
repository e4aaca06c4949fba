import { ErrorCode } from '../protocol/names.js';
import { PlayportError } from '../errors.js';

/**
 * Settles like `work`, or rejects with `PlayportError(Timeout, message)` after `ms`. penpal's own call
 * timeout is not used: it reads `window.setTimeout` and would cost bytes for `CallOptions`.
 */
export function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PlayportError(ErrorCode.Timeout, message)), ms);
  });
  return Promise.race([work, expiry]).finally(() => clearTimeout(timer));
}
