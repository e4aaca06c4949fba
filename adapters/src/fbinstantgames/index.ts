export { createFbInstantGamesAdapter, type FbInstantAdapterOptions } from './fbinstant-adapter.js';
export type { FbPlacements } from './fbinstant-ads.js';
/** The options every adapter takes, which this adapter's options extend. */
export type { PlatformOptions } from '../shared/platform-window.js';
