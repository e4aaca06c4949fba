/**
 * Playport platform adapters: one lazy chunk per platform (see {@link ADAPTER_LOADERS}), each also a
 * subpath export (`@playport/adapters/ok`, …) with its factory. The simulators are in the
 * development-only entry `@playport/adapters/dev`.
 */
export { ADAPTER_LOADERS, createAdapterLoaders, registerAllAdapters } from './adapter-loaders.js';
export type { AdapterOptionsByName, AgAdapterOptions } from './adapter-options.js';
export type { PlatformOptions, PlatformWindow } from './shared/platform-window.js';
export { PLATFORM_CONSTANTS } from './shared/constants.js';
