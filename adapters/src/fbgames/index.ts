export { createFbGamesAdapter, type FbGamesAdapterOptions } from './fbgames-adapter.js';
export { installFbGamesSimulator } from './simulator/fbgames-simulator.js';
export type { FbGamesScenario } from './simulator/fbgames-scenario.js';
