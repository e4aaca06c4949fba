/**
 * Development only: the platform simulators and the secrets they sign with (the reference server's
 * local-mode values). Tests and local emulators import this entry; no adapter entry imports it, so
 * no production bundle contains a simulator, a signing helper or a local secret.
 */
export { SIMULATOR_SECRETS } from './simulator-kit/secrets.js';
export { installAgSimulator, AG_METHODS, AG_EVENTS } from './ag/simulator/ag-simulator.js';
export type { AgScenario } from './ag/simulator/ag-scenario.js';
export { installCrazyGamesSimulator } from './crazygames/simulator/crazygames-simulator.js';
export type { CrazyGamesScenario } from './crazygames/simulator/crazygames-scenario.js';
export { installFbGamesSimulator } from './fbgames/simulator/fbgames-simulator.js';
export type { FbGamesScenario } from './fbgames/simulator/fbgames-scenario.js';
export { installFbInstantSimulator } from './fbinstantgames/simulator/fbinstant-simulator.js';
export type { FbInstantScenario, FbLoggedEvent } from './fbinstantgames/simulator/fbinstant-scenario.js';
export { installFxidSimulator } from './fxid/simulator/fxid-simulator.js';
export type { FxidScenario } from './fxid/simulator/fxid-scenario.js';
export { installFxidSimulator as installFxlauncherSimulator } from './fxid/simulator/fxid-simulator.js';
export { installFxidSimulator as installFxnativeSimulator } from './fxid/simulator/fxid-simulator.js';
export { installKgSimulator } from './kg/simulator/kg-simulator.js';
export type { KgScenario } from './kg/simulator/kg-scenario.js';
export { installOkSimulator } from './ok/simulator/ok-simulator.js';
export type { OkScenario, OkAnswer } from './ok/simulator/ok-scenario.js';
export { installSteamSimulator } from './steam/simulator/steam-simulator.js';
export type { SteamScenario } from './steam/simulator/steam-scenario.js';
export { installTelegramClient } from './telegram/simulator/telegram-simulator.js';
export type { TelegramScenario } from './telegram/simulator/telegram-scenario.js';
export { installVkcomSimulator } from './vkcom/simulator/vkcom-simulator.js';
export type { VkcomScenario, VkAnswer } from './vkcom/simulator/vkcom-scenario.js';
export { installVkPlaySimulator } from './vkplay/simulator/vkplay-simulator.js';
export type { VkPlayScenario } from './vkplay/simulator/vkplay-scenario.js';
export { installYandexSimulator } from './yandex/simulator/yandex-simulator.js';
export type { YandexScenario } from './yandex/simulator/yandex-scenario.js';
export { installYmobageSimulator } from './ymobage/simulator/ymobage-simulator.js';
export type { YmobageScenario } from './ymobage/simulator/ymobage-scenario.js';
