import { installTelegramClient } from '../telegram/simulator/telegram-simulator.js';
import type { PlatformWindow } from '../shared/platform-window.js';
import { readScenario } from './read-scenario.js';

// The Telegram client first: telegram-web-app.js looks for its proxy when it posts.
installTelegramClient(window as unknown as PlatformWindow, readScenario(window as unknown as PlatformWindow));
