import { HostError, HostErrorCode, toHostError } from '../errors.js';
import type { Adapter, AdapterLoader } from './adapter.js';
import { DEFAULT_ADAPTER_NAME } from './adapter-names.js';
import { createDefaultAdapter } from './default-adapter.js';

/** Adapters by name, each loaded only when first asked for. */
export interface AdapterRegistry {
  /** Adds or replaces the loader of `name`; a replaced adapter is loaded afresh next time. */
  register(name: string, loader: AdapterLoader): void;
  has(name: string): boolean;
  /**
   * The adapter of that name, loading it on first use; later calls share the same promise. Rejects
   * with `NotSupported` 'Unsupported adapter' for a name nobody registered, and with `ScriptFailed`
   * when the loader fails (a failed load is not cached, so a retry loads again).
   */
  load(name: string): Promise<Adapter>;
}

/**
 * A lazy adapter registry. `fxid` is registered to the default adapter unless `loaders` replaces it.
 *
 * @example
 * ```ts
 * const registry = createAdapterRegistry({ vkcom: () => import('@playport/adapters/vkcom').then((m) => m.createVkcomAdapter()) });
 * ```
 */
export function createAdapterRegistry(loaders: Record<string, AdapterLoader> = {}): AdapterRegistry {
  // A Map, not an object: names come from URLs and must never hit prototype keys such as `constructor`.
  const registered = new Map<string, AdapterLoader>([[DEFAULT_ADAPTER_NAME, async () => createDefaultAdapter('fxid')]]);
  const loading = new Map<string, Promise<Adapter>>();
  for (const [name, loader] of Object.entries(loaders)) registered.set(name, loader);

  return {
    register(name, loader) {
      registered.set(name, loader);
      loading.delete(name);
    },
    has: (name) => registered.has(name),
    load(name) {
      const cached = loading.get(name);
      if (cached) return cached;
      const loader = registered.get(name);
      if (!loader) {
        return Promise.reject(new HostError(HostErrorCode.NotSupported, 'Unsupported adapter', { adapter: name }));
      }
      const promise = Promise.resolve()
        .then(loader)
        .catch((err: unknown) => {
          if (loading.get(name) === promise) loading.delete(name);
          const cause = toHostError(err);
          throw new HostError(
            HostErrorCode.ScriptFailed,
            `Failed to load adapter '${name}': ${cause.message}`,
            undefined,
            {
              cause: err,
            },
          );
        });
      loading.set(name, promise);
      return promise;
    },
  };
}
