import { installFbGamesSimulator } from '../fbgames/simulator/fbgames-simulator.js';
import type { PlatformWindow } from '../shared/platform-window.js';
import { readScenario } from './read-scenario.js';

installFbGamesSimulator(window as unknown as PlatformWindow, readScenario(window as unknown as PlatformWindow));
