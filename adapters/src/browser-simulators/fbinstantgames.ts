import { installFbInstantSimulator } from '../fbinstantgames/simulator/fbinstant-simulator.js';
import type { PlatformWindow } from '../shared/platform-window.js';
import { readScenario } from './read-scenario.js';

installFbInstantSimulator(window as unknown as PlatformWindow, readScenario(window as unknown as PlatformWindow));
