import { installYmobageSimulator } from '../ymobage/simulator/ymobage-simulator.js';
import type { PlatformWindow } from '../shared/platform-window.js';
import { readScenario } from './read-scenario.js';

installYmobageSimulator(window as unknown as PlatformWindow, readScenario(window as unknown as PlatformWindow));
