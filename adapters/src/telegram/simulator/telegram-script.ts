import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Window } from 'happy-dom';
import type { PlatformWindow } from '../../shared/platform-window.js';
import type { TelegramScenario } from './telegram-scenario.js';
import { installTelegramClient } from './telegram-simulator.js';

// Telegram's telegram-web-app.js as @twa-dev/sdk ships it (MIT), next to its entry.
const source = readFileSync(
  join(dirname(createRequire(import.meta.url).resolve('@twa-dev/sdk')), 'telegram-web-apps.js'),
  'utf8',
);

/**
 * Runs Telegram's own client script as if loaded by a `<script>` in `win`: it defines
 * `win.Telegram.WebApp` and `win.Telegram.WebView`. Node-only, for tests whose windows are not global.
 */
export function runTelegramScript(win: PlatformWindow): void {
  // A real window (a browser's, happy-dom's) has its own DOM; a test's bare window (at most an event
  // target for a document) gets a happy-dom page's.
  const dom =
    typeof win.getComputedStyle === 'function'
      ? win
      : (new Window({ url: win.location.href }) as unknown as PlatformWindow);
  const globals = {
    window: win,
    document: dom.document,
    location: win.location,
    navigator: win.navigator,
    sessionStorage: dom.sessionStorage,
    TelegramWebviewProxy: win.TelegramWebviewProxy,
    getComputedStyle: dom.getComputedStyle.bind(dom),
  };
  if (dom !== win)
    Object.assign(win, {
      sessionStorage: dom.sessionStorage,
      document: dom.document,
      parent: win,
      getComputedStyle: globals.getComputedStyle,
    });
  new Function(...Object.keys(globals), source)(...Object.values(globals));
}

/** The Telegram client around `win` and Telegram's script in it: what a test page under Telegram looks like. */
export function installTelegramSimulator(win: PlatformWindow, script: TelegramScenario = {}): void {
  installTelegramClient(win, script);
  runTelegramScript(win);
}
