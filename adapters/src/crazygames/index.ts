export { createCrazyGamesAdapter, type CrazyGamesAdapterOptions } from './crazygames-adapter.js';
export { CRAZYGAMES_MESSAGES, type CrazyGamesPaymentOptions } from './crazygames-purchase.js';
export { installCrazyGamesSimulator } from './simulator/crazygames-simulator.js';
export type { CrazyGamesScenario } from './simulator/crazygames-scenario.js';
