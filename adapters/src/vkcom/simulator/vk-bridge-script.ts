import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PlatformWindow } from '../../shared/platform-window.js';
import type { VkcomScenario } from './vkcom-scenario.js';
import { installVkcomSimulator } from './vkcom-simulator.js';

const source = readFileSync(createRequire(import.meta.url).resolve('@vkontakte/vk-bridge/dist/browser.min.js'), 'utf8');

/** Where a page in local mode loads the VK script from. */
export const VK_LOCAL_SCRIPT = '/simulators/vkcom.js';

/**
 * Runs VK's own browser build of vk-bridge as if loaded by a `<script>` in `win`: its globals are
 * that window's, and it defines `win.vkBridge`. Node-only, for tests whose windows are not global.
 */
export function runVkBridgeScript(win: PlatformWindow): void {
  const globals = {
    window: win,
    parent: win.parent,
    location: win.location,
    navigator: win.navigator,
    document: win.document,
  };
  new Function(...Object.keys(globals), source)(...Object.values(globals));
}

/** The VK frame around `win` and VK's script in it: what a test page under VK looks like. */
export function installVkcomWithBridge(win: PlatformWindow, script: VkcomScenario = {}): void {
  installVkcomSimulator(win, script);
  runVkBridgeScript(win);
}
