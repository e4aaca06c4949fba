import { installKgSimulator } from '../kg/simulator/kg-simulator.js';
import type { PlatformWindow } from '../shared/platform-window.js';
import { readScenario } from './read-scenario.js';

installKgSimulator(window as unknown as PlatformWindow, readScenario(window as unknown as PlatformWindow));
