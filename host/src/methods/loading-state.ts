import type { MethodName, MethodParams } from '@playport/sdk/protocol';
import type { MethodHandler } from '../channel/types.js';

/** Where a mounted game's loading stands, as the host page shows it. */
export interface GameLoading {
  /** The last whole percent of LoadingProgress, or null before the first call (the game's first frame). */
  readonly percent: number | null;
  /** True once the game called LoadingReady. */
  readonly ready: boolean;
}

/** One mounted game's loading: what it reported, and the wrapper of its handlers that hears it. */
export interface LoadingState {
  readonly current: GameLoading;
  /** Hears every change; returns the unsubscribe. */
  subscribe(listener: (loading: GameLoading) => void): () => void;
  /** Back to "nothing reported" (the game reloaded). */
  reset(): void;
  /** Wraps the handlers so LoadingProgress and LoadingReady update the state; LoadingProgress gets the rounded percent. */
  watch(handlers: Handlers): Handlers;
}

type Handlers = Partial<Record<MethodName, MethodHandler>>;

const INITIAL: GameLoading = Object.freeze({ percent: null, ready: false });

/**
 * Creates the loading state of one mounted game. LoadingProgress params arrive validated (0 to 100);
 * the percent is rounded to a whole number before the adapter and the page see it. After LoadingReady
 * the state keeps its last percent and later progress is passed on to the adapter only.
 *
 * @example
 * ```ts
 * const loading = createLoadingState();
 * loading.subscribe(({ percent, ready }) => (bar.hidden = ready || percent === null));
 * createDispatcher(loading.watch(handlers));
 * ```
 */
export function createLoadingState(log?: (level: 'error', ...args: unknown[]) => void): LoadingState {
  let current = INITIAL;
  const listeners = new Set<(loading: GameLoading) => void>();
  const set = (next: GameLoading) => {
    if (next.percent === current.percent && next.ready === current.ready) return;
    current = Object.freeze(next);
    for (const listener of [...listeners]) {
      try {
        listener(current);
      } catch (error) {
        log?.('error', 'Loading listener failed', error);
      }
    }
  };
  return {
    get current() {
      return current;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    reset: () => set(INITIAL),
    watch(handlers) {
      const wrapped: Handlers = Object.assign(Object.create(null) as Handlers, handlers);
      const progress = handlers.LoadingProgress;
      const ready = handlers.LoadingReady;
      if (progress) {
        wrapped.LoadingProgress = (params) => {
          const percent = Math.round((params as MethodParams<'LoadingProgress'>).percent);
          if (!current.ready) set({ percent, ready: false });
          return progress({ percent });
        };
      }
      if (ready) {
        wrapped.LoadingReady = (params) => {
          set({ percent: current.percent, ready: true });
          return ready(params);
        };
      }
      return wrapped;
    },
  };
}
