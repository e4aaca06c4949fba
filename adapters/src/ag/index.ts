export { createAgAdapter, type AgAdapterOptions, type PinnedScript } from './ag-adapter.js';
/** The options every adapter takes, which this adapter's options extend. */
export type { PlatformOptions } from '../shared/platform-window.js';
