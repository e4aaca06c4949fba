export { createYandexAdapter, type YandexAdapterOptions } from './yandex-adapter.js';
export { installYandexSimulator } from './simulator/yandex-simulator.js';
export type { YandexScenario } from './simulator/yandex-scenario.js';
