export { createFbInstantGamesAdapter, type FbInstantAdapterOptions } from './fbinstant-adapter.js';
