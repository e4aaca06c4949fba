import { installVkcomSimulator } from '../vkcom/simulator/vkcom-simulator.js';
import type { PlatformWindow } from '../shared/platform-window.js';
import { readScenario } from './read-scenario.js';

installVkcomSimulator(window as unknown as PlatformWindow, readScenario(window as unknown as PlatformWindow));
