import type { HostContext } from '../context.js';

/** How often a waiter checks whether the sign-in in progress has ended (spec: 500 ms). */
export const AUTH_WAIT_INTERVAL_MS = 500;

/** Tracks sign-ins in progress and lets others wait for them to end. */
export interface AuthWait {
  readonly inProgress: boolean;
  begin(): void;
  end(): void;
  wait(): Promise<void>;
}

/**
 * The auth-in-progress wait loop. Sign-ins are counted, so two overlapping ones both have to end
 * before waiters go on.
 *
 * @example `const gate = createAuthWait(context); gate.begin(); … gate.end();`
 */
export function createAuthWait(context: HostContext, intervalMs = AUTH_WAIT_INTERVAL_MS): AuthWait {
  let running = 0;
  return {
    get inProgress() {
      return running > 0;
    },
    begin() {
      running++;
    },
    end() {
      running = Math.max(0, running - 1);
    },
    wait() {
      if (running === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const id = context.setInterval(() => {
          if (running > 0) return;
          context.clearInterval(id);
          resolve();
        }, intervalMs);
      });
    },
  };
}
