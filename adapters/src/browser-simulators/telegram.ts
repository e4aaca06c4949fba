import { installTelegramSimulator } from '../telegram/simulator/telegram-simulator.js';
import type { PlatformWindow } from '../shared/platform-window.js';
import { readScenario } from './read-scenario.js';

installTelegramSimulator(window as unknown as PlatformWindow, readScenario(window as unknown as PlatformWindow));
