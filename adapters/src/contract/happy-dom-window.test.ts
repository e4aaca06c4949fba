import { createBrowserContext, createHeadlessUi, type AdapterHost } from '@playport/host/adapter-kit';
import { methodSchemas } from '@playport/sdk/protocol';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import type { PlatformWindow } from '../shared/platform-window.js';
import { fakeApi } from '../testing/fake-api.js';
import { CONTRACT_ENTRIES } from './entries.js';
import { invokeMethod } from './invoke.js';

// The simulators are also browser scripts: here each runs on a real DOM window with the browser context.
describe.each(CONTRACT_ENTRIES)('$name over its simulator on a happy-dom window', (entry) => {
  it('starts through createBrowserContext and shows an ad or reports it unsupported', async () => {
    const happy = new Window({ url: entry.url ?? 'https://portal.test/play/space/iframe/x' });
    const win = happy as unknown as PlatformWindow;
    if (entry.preinstall) entry.install(win);
    const context = createBrowserContext(win, { fetch: fakeApi().fetch, loadScript: async () => entry.install(win) });
    const host: AdapterHost = {
      context,
      ui: createHeadlessUi(),
      game: 'space',
      apiBase: 'https://api.test',
      gameConfig: entry.gameConfig ?? null,
      emit: () => {},
      setPlatformState: () => {},
      refreshUserInfo: () => {},
    };
    const adapter = await entry.create().start(host);
    const shown = await invokeMethod(adapter, 'AdsShowVideo');
    expect(methodSchemas.AdsShowVideo.result.safeParse(shown).success).toBe(true);
    if (adapter.supports.rewardedAds) expect(shown).toEqual({ outcome: 'finished' });
    adapter.destroy();
    await happy.happyDOM.close();
  });
});
