import { installAgSimulator } from '../ag/simulator/ag-simulator.js';
import type { PlatformWindow } from '../shared/platform-window.js';
import { readScenario } from './read-scenario.js';

installAgSimulator(window as unknown as PlatformWindow, readScenario(window as unknown as PlatformWindow));
