import { installSteamSimulator } from '../steam/simulator/steam-simulator.js';
import type { PlatformWindow } from '../shared/platform-window.js';
import { readScenario } from './read-scenario.js';

installSteamSimulator(window as unknown as PlatformWindow, readScenario(window as unknown as PlatformWindow));
