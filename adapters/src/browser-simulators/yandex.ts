import { installYandexSimulator } from '../yandex/simulator/yandex-simulator.js';
import type { PlatformWindow } from '../shared/platform-window.js';
import { readScenario } from './read-scenario.js';

installYandexSimulator(window as unknown as PlatformWindow, readScenario(window as unknown as PlatformWindow));
