import type { HostContext } from '@playport/host/adapter-kit';
import { withTimeout } from './timeout.js';

/**
 * Turns a fire-and-forget platform API whose answers arrive in named callbacks (OK's `API_callback`,
 * VK Play's callbacks, AG's `sdk.on`) into promises. Calls of the same method run one at a time,
 * since the platform's answer does not say which call it belongs to.
 */
export interface CallbackChannel {
  /** Runs `start` once earlier calls of `method` ended, and resolves with the next answer to it. */
  call<T = unknown>(method: string, start: () => void, timeoutMs?: number): Promise<T>;
  /** Delivers the platform's answer to the call of `method` in flight; ignored when none is. */
  answer(method: string, data: unknown): void;
  /** Fails the call of `method` in flight. */
  fail(method: string, error: unknown): void;
}

export function createCallbackChannel(context: HostContext, defaultTimeoutMs: number): CallbackChannel {
  const queues = new Map<string, Promise<unknown>>();
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();

  return {
    call<T>(method: string, start: () => void, timeoutMs = defaultTimeoutMs): Promise<T> {
      const previous = queues.get(method) ?? Promise.resolve();
      const run = previous
        .catch(() => {})
        .then(() => {
          const answer = new Promise<unknown>((resolve, reject) => {
            pending.set(method, { resolve, reject });
            start();
          });
          return withTimeout(context, answer, timeoutMs, `The platform's ${method}`).finally(() =>
            pending.delete(method),
          );
        });
      queues.set(method, run);
      return run as Promise<T>;
    },
    answer(method, data) {
      pending.get(method)?.resolve(data);
    },
    fail(method, error) {
      pending.get(method)?.reject(error);
    },
  };
}
