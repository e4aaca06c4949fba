export { createTelegramAdapter, type TelegramAdapterOptions } from './telegram-adapter.js';
export { installTelegramSimulator } from './simulator/telegram-simulator.js';
export type { TelegramScenario } from './simulator/telegram-scenario.js';
