export { createKgAdapter } from './kg-adapter.js';
export { installKgSimulator } from './simulator/kg-simulator.js';
export type { KgScenario } from './simulator/kg-scenario.js';
