export { createOkAdapter, OK_NO_FRIENDS_TO_INVITE, type OkAdapterOptions } from './ok-adapter.js';
export { installOkSimulator } from './simulator/ok-simulator.js';
export type { OkScenario, OkAnswer } from './simulator/ok-scenario.js';
