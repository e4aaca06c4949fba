export { createVkPlayAdapter, type VkPlayAdapterOptions } from './vkplay-adapter.js';
export { installVkPlaySimulator } from './simulator/vkplay-simulator.js';
export type { VkPlayScenario } from './simulator/vkplay-scenario.js';
