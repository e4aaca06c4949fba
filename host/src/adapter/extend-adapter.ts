import type { SocialInfo } from '@playport/sdk/protocol';
import { HostError, HostErrorCode } from '../errors.js';
import type { Adapter, AdapterHost, AdapterMethods, AdapterSupports, CallInfo, RunningAdapter } from './adapter.js';

/** What a platform's started adapter does beyond its base's. */
export interface AdapterRun {
  /** Capabilities known only once started (say, from the game config); they replace the declared ones. */
  supports?: Partial<AdapterSupports>;
  /** Handlers that replace the base's. */
  methods?: Partial<AdapterMethods>;
  /** Replaces the base's social info. */
  getSocialInfo?: () => Promise<SocialInfo | null>;
  /** Runs before the base's `destroy`. */
  destroy?: () => void;
}

/** What a platform does beyond its base adapter. */
export interface AdapterExtension {
  /** The route name of the new adapter. */
  name: string;
  /** Capabilities that differ from the base. */
  supports?: Partial<AdapterSupports>;
  /**
   * Starts the platform once the base has started (`base` is the base running), and returns what
   * differs from the base while it runs. A failure here destroys the base again.
   */
  start?: (host: AdapterHost, base: RunningAdapter) => Promise<AdapterRun | void> | AdapterRun | void;
}

// An explicit `undefined` in an extension must not erase the base's handler or capability.
function defined<T extends object>(part: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(part ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * The handlers of a running adapter, each refusing with NotConnected 'Not initialized' (spec text)
 * once `isDestroyed()`: a destroyed adapter's platform is gone, so nothing may reach it.
 */
export function guardDestroyed(methods: Partial<AdapterMethods>, isDestroyed: () => boolean): Readonly<AdapterMethods> {
  const guarded = Object.entries(methods).map(([method, handler]) => {
    const run = handler as (params: unknown, call: CallInfo) => Promise<unknown>;
    const guard = (params: unknown, call: CallInfo) =>
      isDestroyed() ? Promise.reject(new HostError(HostErrorCode.NotConnected, 'Not initialized')) : run(params, call);
    return [method, guard];
  });
  return Object.freeze(Object.fromEntries(guarded));
}

/**
 * A new adapter that behaves like `base` except where `extension` says otherwise. Starting it starts
 * the base first, then the extension; destroying the running adapter destroys the extension's part
 * first, then the base's, and its handlers then refuse with NotConnected 'Not initialized'.
 *
 * @example
 * ```ts
 * const ok = extendAdapter(createDefaultAdapter(), {
 *   name: 'ok',
 *   supports: { friends: true },
 *   start: async () => ({ methods: { GetFriends: async () => ({ friends }) } }),
 * });
 * ```
 */
export function extendAdapter(base: Adapter, extension: AdapterExtension): Adapter {
  const { name } = extension;
  const supports = Object.freeze({ ...base.supports, ...defined(extension.supports) });
  return {
    name,
    supports,
    async start(host) {
      const started = await base.start(host);
      let run: AdapterRun;
      try {
        run = (await extension.start?.(host, started)) ?? {};
      } catch (err) {
        started.destroy();
        throw err;
      }
      let destroyed = false;
      return {
        name,
        supports: run.supports
          ? Object.freeze({ ...started.supports, ...supports, ...defined(run.supports) })
          : Object.freeze({ ...started.supports, ...supports }),
        methods: guardDestroyed({ ...started.methods, ...defined(run.methods) }, () => destroyed),
        getSocialInfo: run.getSocialInfo ?? (() => started.getSocialInfo()),
        destroy() {
          if (destroyed) return;
          destroyed = true;
          try {
            run.destroy?.();
          } finally {
            started.destroy();
          }
        },
      };
    },
  };
}
