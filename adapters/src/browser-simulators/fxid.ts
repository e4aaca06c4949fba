import { installFxidSimulator } from '../fxid/simulator/fxid-simulator.js';
import type { PlatformWindow } from '../shared/platform-window.js';
import { readScenario } from './read-scenario.js';

installFxidSimulator(window as unknown as PlatformWindow, readScenario(window as unknown as PlatformWindow));
