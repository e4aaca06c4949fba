import { installCrazyGamesSimulator } from '../crazygames/simulator/crazygames-simulator.js';
import type { PlatformWindow } from '../shared/platform-window.js';
import { readScenario } from './read-scenario.js';

installCrazyGamesSimulator(window as unknown as PlatformWindow, readScenario(window as unknown as PlatformWindow));
