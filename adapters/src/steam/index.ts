export { createSteamAdapter, STEAM_PURCHASES_NOT_SUPPORTED } from './steam-adapter.js';
export { installSteamSimulator } from './simulator/steam-simulator.js';
export type { SteamScenario } from './simulator/steam-scenario.js';
