import type { Adapter, AdapterLoader, AdapterName } from '@playport/host/adapter-kit';
import type { AdapterOptionsByName } from './adapter-options.js';

/** Each adapter's options, or a function that makes them when that adapter loads (from chunks of their own). */
export type LazyAdapterOptions = {
  [N in keyof AdapterOptionsByName]?: AdapterOptionsByName[N] | (() => Promise<AdapterOptionsByName[N]>);
};

/** Steps around each load. */
export interface AdapterLoadSteps {
  /** Runs first when an adapter loads (a local portal prepares the platform's launch data here). */
  before?: (name: AdapterName) => Promise<void>;
}

/**
 * The loader of one adapter: the `before` step, then the adapter's chunk and its options (a function
 * among them runs beside the chunk's download), then its factory.
 */
export function lazyLoader<M, O>(
  name: AdapterName,
  steps: AdapterLoadSteps,
  chunk: () => Promise<M>,
  options: O | (() => Promise<O>),
  create: (m: M, options: O) => Adapter,
): AdapterLoader {
  return async () => {
    await steps.before?.(name);
    const [m, o] = await Promise.all([
      chunk(),
      typeof options === 'function' ? (options as () => Promise<O>)() : options,
    ]);
    return create(m, o);
  };
}
