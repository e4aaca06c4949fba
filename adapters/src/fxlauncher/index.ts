export { createFxlauncherAdapter } from './fxlauncher-adapter.js';
export { installFxidSimulator as installFxlauncherSimulator } from '../fxid/simulator/fxid-simulator.js';
