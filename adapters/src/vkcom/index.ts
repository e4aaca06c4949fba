export { createVkcomAdapter, type VkcomAdapterOptions } from './vkcom-adapter.js';
export { installVkcomSimulator } from './simulator/vkcom-simulator.js';
export type { VkcomScenario, VkAnswer } from './simulator/vkcom-scenario.js';
