export { createSteamAdapter, STEAM_PURCHASES_NOT_SUPPORTED } from './steam-adapter.js';
