export { createAgAdapter } from './ag-adapter.js';
export { installAgSimulator, AG_METHODS, AG_EVENTS } from './simulator/ag-simulator.js';
export type { AgScenario } from './simulator/ag-scenario.js';
