import { installOkSimulator } from '../ok/simulator/ok-simulator.js';
import type { PlatformWindow } from '../shared/platform-window.js';
import { readScenario } from './read-scenario.js';

installOkSimulator(window as unknown as PlatformWindow, readScenario(window as unknown as PlatformWindow));
