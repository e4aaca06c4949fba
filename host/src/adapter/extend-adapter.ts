import type { SocialInfo } from '@playport/sdk/protocol';
import type { Adapter, AdapterHost, AdapterMethods, AdapterSupports } from './adapter.js';

/** What a platform does beyond its base adapter. */
export interface AdapterExtension {
  /** The route name of the new adapter. */
  name: string;
  /** Capabilities that differ from the base. */
  supports?: Partial<AdapterSupports>;
  /** Handlers that replace the base's. */
  methods?: Partial<AdapterMethods>;
  /** Runs after the base's `init`. */
  init?: (host: AdapterHost) => Promise<void>;
  /** Replaces the base's social info. */
  getSocialInfo?: () => Promise<SocialInfo | null>;
  /** Runs before the base's `destroy`. */
  destroy?: () => void;
}

// An explicit `undefined` in an extension must not erase the base's handler or capability.
function defined<T extends object>(part: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(part ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * A new adapter that behaves like `base` except where `extension` says otherwise. `init` and
 * `destroy` chain with the base's, so the base's own set-up still happens; everything else replaces.
 *
 * @example
 * ```ts
 * const ok = extendAdapter(createDefaultAdapter(), { name: 'ok', methods: { GetFriends: async () => ({ friends }) } });
 * ```
 */
export function extendAdapter(base: Adapter, extension: AdapterExtension): Adapter {
  const { name, supports, methods, init, getSocialInfo, destroy } = extension;
  return {
    name,
    supports: Object.freeze({ ...base.supports, ...defined(supports) }),
    methods: Object.freeze({ ...base.methods, ...defined(methods) }),
    async init(host) {
      await base.init(host);
      await init?.(host);
    },
    getSocialInfo: getSocialInfo ?? (() => base.getSocialInfo()),
    destroy() {
      try {
        destroy?.();
      } finally {
        base.destroy();
      }
    },
  };
}
