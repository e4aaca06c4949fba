export { createFbInstantGamesAdapter, type FbInstantAdapterOptions } from './fbinstant-adapter.js';
export { installFbInstantSimulator } from './simulator/fbinstant-simulator.js';
export type { FbInstantScenario, FbLoggedEvent } from './simulator/fbinstant-scenario.js';
