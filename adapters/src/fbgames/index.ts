export { createFbGamesAdapter, type FbGamesAdapterOptions } from './fbgames-adapter.js';
