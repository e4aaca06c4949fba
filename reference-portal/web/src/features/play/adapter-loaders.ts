import type { AdapterLoader } from '@playport/host';

/**
 * Platform adapters by route name, each a dynamic import so the play route loads only the active
 * one. `fxid` is the host's default adapter; platform adapters join here as `@playport/adapters`
 * publishes them (e.g. `vkcom: () => import('@playport/adapters/vkcom').then((m) => m.default)`).
 */
export const adapterLoaders: Record<string, AdapterLoader> = {};
