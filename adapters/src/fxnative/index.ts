export { createFxnativeAdapter } from './fxnative-adapter.js';
export { installFxidSimulator as installFxnativeSimulator } from '../fxid/simulator/fxid-simulator.js';
