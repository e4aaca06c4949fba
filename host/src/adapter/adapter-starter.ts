import { HostError, HostErrorCode, toHostError } from '../errors.js';
import type { AdapterHost, RunningAdapter } from './adapter.js';
import type { AdapterRegistry } from './registry.js';

/** Loads and initialises the host's one adapter, once. */
export interface AdapterStarter {
  /** Starts the adapter on first call (later calls share it); `game` is the host's game for its start. */
  start(game: string): Promise<RunningAdapter>;
  /** The start in progress or done, or null before the first `start`. */
  readonly started: Promise<RunningAdapter> | null;
  /** The running adapter, or null before it is ready or after it failed. */
  readonly current: RunningAdapter | null;
  /** Destroys the adapter if it started, and refuses any later start. */
  destroy(): void;
}

/**
 * Wraps load + start so that every failure becomes the one `HostError` each adapter call answers: a
 * load failure as the registry reported it ('Unsupported adapter', a failed chunk), a start failure
 * as `NotConnected` with the platform's message.
 *
 * @example
 * ```ts
 * const starter = createAdapterStarter({ registry, name: 'vkcom', hostFor: (game) => adapterHost(game), log });
 * ```
 */
export function createAdapterStarter(deps: {
  registry: AdapterRegistry;
  name: string;
  hostFor: (game: string) => AdapterHost | Promise<AdapterHost>;
  log: (level: 'error', ...args: unknown[]) => void;
}): AdapterStarter {
  let started: Promise<RunningAdapter> | null = null;
  let current: RunningAdapter | null = null;
  let destroyed = false;

  const run = async (game: string): Promise<RunningAdapter> => {
    let adapter: Awaited<ReturnType<AdapterRegistry['load']>>;
    // The host (with its game config) is prepared while the adapter chunk loads.
    const host = Promise.resolve(deps.hostFor(game));
    try {
      adapter = await deps.registry.load(deps.name);
    } catch (err) {
      const error = toHostError(err);
      deps.log('error', `Adapter '${deps.name}' could not be loaded:`, error.message);
      throw error;
    }
    let running: RunningAdapter;
    try {
      running = await adapter.start(await host);
    } catch (err) {
      const message = toHostError(err).message;
      deps.log('error', `Adapter '${deps.name}' failed to start:`, message);
      throw new HostError(HostErrorCode.NotConnected, `Adapter '${deps.name}' failed to start: ${message}`);
    }
    if (destroyed) {
      running.destroy();
      throw new HostError(HostErrorCode.NotConnected, 'The host was destroyed');
    }
    current = running;
    return running;
  };

  return {
    start(game) {
      if (destroyed) return Promise.reject(new HostError(HostErrorCode.NotConnected, 'The host was destroyed'));
      if (!started) {
        started = run(game);
        // Callers handle the failure per call; this keeps an unobserved failure from being reported twice.
        started.catch(() => {});
      }
      return started;
    },
    get started() {
      return started;
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
