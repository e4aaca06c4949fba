export { createFbInstantGamesAdapter, type FbInstantAdapterOptions } from './fbinstant-adapter.js';
export type { FbPlacements } from './fbinstant-ads.js';
