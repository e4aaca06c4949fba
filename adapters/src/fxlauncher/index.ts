export { createFxlauncherAdapter } from './fxlauncher-adapter.js';
