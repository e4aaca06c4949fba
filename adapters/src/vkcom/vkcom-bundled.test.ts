// @vitest-environment happy-dom
import { createBrowserContext, createHeadlessUi, type AdapterHost } from '@playport/host/adapter-kit';
import { describe, expect, it } from 'vitest';
import type { PlatformWindow } from '../shared/platform-window.js';
import { fakeApi } from '../testing/fake-api.js';
import { vkLaunchUrl } from '../testing/launch-urls.js';
import { createVkcomAdapter } from './vkcom-adapter.js';
import type { VkConnectMessage } from './simulator/vkcom-scenario.js';
import { installVkcomSimulator } from './simulator/vkcom-simulator.js';

// The page's own window is global here, as in a browser, so the bundled vk-bridge binds to it.
describe('vkcom adapter with the bundled vk-bridge', () => {
  it('starts and answers over the VK frame without loading a script', async () => {
    const win = window as unknown as PlatformWindow;
    const messages: VkConnectMessage[] = [];
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(await vkLaunchUrl());
    installVkcomSimulator(win, { messages });
    const scripts: string[] = [];
    const context = createBrowserContext(win, {
      fetch: fakeApi().fetch,
      loadScript: async (url) => void scripts.push(url),
    });
    const host: AdapterHost = {
      context,
      ui: createHeadlessUi(),
      game: 'space',
      apiBase: 'https://api.test',
      gameConfig: null,
      emit: () => {},
      setPlatformState: () => {},
      refreshUserInfo: () => {},
    };
    const adapter = await createVkcomAdapter().start(host);
    expect(scripts).toEqual([]);
    expect(messages[0]).toMatchObject({ handler: 'VKWebAppInit', type: 'vk-connect', connectVersion: '3.0.2' });
    expect(await adapter.getSocialInfo()).toMatchObject({ userId: '7', firstName: 'Vera' });
    adapter.destroy();
  });
});
