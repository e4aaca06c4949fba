import bridge from '@vkontakte/vk-bridge';
import { installVkcomSimulator } from '../vkcom/simulator/vkcom-simulator.js';
import type { PlatformWindow } from '../shared/platform-window.js';
import { readScenario } from './read-scenario.js';

// Stands in for VK's script: vk-bridge itself, defined as `vkBridge`, with the simulator as the VK frame it posts to.
const win = window as unknown as PlatformWindow;
installVkcomSimulator(win, readScenario(win));
win.vkBridge = bridge;
