import { installVkPlaySimulator } from '../vkplay/simulator/vkplay-simulator.js';
import type { PlatformWindow } from '../shared/platform-window.js';
import { readScenario } from './read-scenario.js';

installVkPlaySimulator(window as unknown as PlatformWindow, readScenario(window as unknown as PlatformWindow));
