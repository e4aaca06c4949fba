export { createYmobageAdapter, type YmobageAdapterOptions } from './ymobage-adapter.js';
export { installYmobageSimulator } from './simulator/ymobage-simulator.js';
export type { YmobageScenario } from './simulator/ymobage-scenario.js';
