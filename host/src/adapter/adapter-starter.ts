import type { HostContext } from '../context.js';
import { HostError, HostErrorCode, toHostError } from '../errors.js';
import type { AdapterHost, RunningAdapter } from './adapter.js';
import type { AdapterRegistry } from './registry.js';

/**
 * How long a game's call waits for an adapter that is still starting before it is answered
 * NotConnected 'Not initialized': shorter than the SDK's default call timeout (10 s), so the game
 * gets the host's coded answer rather than its own timeout.
 */
export const ADAPTER_WAIT_MS = 8_000;

/**
 * How long the calls after a failed start get its error at once before one of them starts the adapter
 * afresh: a platform that fails every start (an init that never answers) is not asked again, and
 * waited for, on every call.
 */
export const RESTART_AFTER_MS = 5_000;

/** Loads and starts the host's one adapter, and starts it again after a failed start. */
export interface AdapterStarter {
  /**
   * Starts the adapter for `game` (the first game given is kept for every start), or joins the start
   * in progress; a start that failed at least `restartAfterMs` ago is started afresh. Resolves with
   * the running adapter.
   */
  start(game: string): Promise<RunningAdapter>;
  /**
   * The adapter for one call: the running one at once; else the start in progress (or a fresh one, as
   * `start` decides), waited for at most the starter's wait. Rejects NotConnected 'Not initialized'
   * when it is still starting then (the start goes on), or with the start's error when it failed.
   */
  ready(): Promise<RunningAdapter>;
  /** The running adapter, or null before it is ready or after it failed. */
  readonly current: RunningAdapter | null;
  /** Destroys the adapter if it started, and refuses any later start. */
  destroy(): void;
}

/**
 * Wraps load + start so that every failure becomes the one `HostError` each adapter call answers: a
 * load failure as the registry reported it ('Unsupported adapter', a failed chunk), a start failure
 * as `NotConnected` with the platform's message. A slow start (a platform script still loading) is
 * not cut short: the calls made meanwhile are answered 'Not initialized' after `waitMs`, and the
 * adapter runs as soon as its start ends. A failed start is not kept for good: the first call
 * `restartAfterMs` after it starts the adapter again.
 *
 * @example
 * ```ts
 * const starter = createAdapterStarter({ registry, name: 'vkcom', hostFor: (game) => adapterHost(game), context });
 * ```
 */
export function createAdapterStarter(deps: {
  registry: AdapterRegistry;
  name: string;
  hostFor: (game: string) => AdapterHost | Promise<AdapterHost>;
  context: Pick<HostContext, 'setTimeout' | 'clearTimeout' | 'now' | 'log'>;
  /** How long one call waits for a start in progress; default {@link ADAPTER_WAIT_MS}. */
  waitMs?: number;
  /** How long a failed start's error is answered before a call starts afresh; default {@link RESTART_AFTER_MS}. */
  restartAfterMs?: number;
  /** Hears each adapter that started. */
  onStart?: (adapter: RunningAdapter) => void;
}): AdapterStarter {
  const { context } = deps;
  const waitMs = deps.waitMs ?? ADAPTER_WAIT_MS;
  const restartAfterMs = deps.restartAfterMs ?? RESTART_AFTER_MS;
  let game: string | null = null;
  let attempt: Promise<RunningAdapter> | null = null;
  let failedAt: number | null = null;
  let current: RunningAdapter | null = null;
  let destroyed = false;

  const run = async (forGame: string): Promise<RunningAdapter> => {
    let adapter: Awaited<ReturnType<AdapterRegistry['load']>>;
    // The host (with its game config) is prepared while the adapter chunk loads.
    const host = Promise.resolve(deps.hostFor(forGame));
    try {
      adapter = await deps.registry.load(deps.name);
    } catch (err) {
      const error = toHostError(err);
      context.log('error', `Adapter '${deps.name}' could not be loaded:`, error.message);
      throw error;
    }
    let running: RunningAdapter;
    try {
      running = await adapter.start(await host);
    } catch (err) {
      const message = toHostError(err).message;
      context.log('error', `Adapter '${deps.name}' failed to start:`, message);
      throw new HostError(HostErrorCode.NotConnected, `Adapter '${deps.name}' failed to start: ${message}`, undefined, {
        cause: err,
      });
    }
    if (destroyed) {
      running.destroy();
      throw new HostError(HostErrorCode.NotConnected, 'The host was destroyed');
    }
    current = running;
    try {
      deps.onStart?.(running);
    } catch (err) {
      context.log('error', 'Adapter start listener failed', err);
    }
    return running;
  };

  const start = (forGame: string): Promise<RunningAdapter> => {
    if (destroyed) return Promise.reject(new HostError(HostErrorCode.NotConnected, 'The host was destroyed'));
    game ??= forGame;
    if (!attempt || (failedAt !== null && context.now() - failedAt >= restartAfterMs)) {
      const next = run(game);
      attempt = next;
      failedAt = null;
      // Callers handle the failure per call; this dates it, so a later call starts afresh.
      next.catch(() => {
        if (attempt === next) failedAt = context.now();
      });
    }
    return attempt;
  };

  return {
    start,
    ready() {
      if (current) return Promise.resolve(current);
      if (game === null) return Promise.reject(new HostError(HostErrorCode.NotConnected, 'Not initialized'));
      const starting = start(game);
      return new Promise<RunningAdapter>((resolve, reject) => {
        const timer = context.setTimeout(
          () => reject(new HostError(HostErrorCode.NotConnected, 'Not initialized')),
          waitMs,
        );
        starting.then(
          (adapter) => {
            context.clearTimeout(timer);
            resolve(adapter);
          },
          (err: unknown) => {
            context.clearTimeout(timer);
            reject(err);
          },
        );
      });
    },
    get current() {
      return current;
    },
    destroy() {
      destroyed = true;
      const adapter = current;
      current = null;
      adapter?.destroy();
    },
  };
}
