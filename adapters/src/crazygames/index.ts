export { createCrazyGamesAdapter, type CrazyGamesAdapterOptions } from './crazygames-adapter.js';
export type { CheckoutRunner } from './crazygames-purchase.js';
export { installCrazyGamesSimulator } from './simulator/crazygames-simulator.js';
export type { CrazyGamesScenario } from './simulator/crazygames-scenario.js';
