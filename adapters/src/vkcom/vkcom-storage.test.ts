import { describe, expect, it } from 'vitest';
import type { PlatformWindow } from '../shared/platform-window.js';
import { fakeWindow } from '../testing/fake-window.js';
import { vkLaunchUrl } from '../testing/launch-urls.js';
import { installVkcomWithBridge } from './simulator/vk-bridge-script.js';
import { VK_OUTCOMES, type VkcomScenario } from './simulator/vkcom-scenario.js';
import type { VkBridge } from './vk-bridge-types.js';
import { createVkcomStorage } from './vkcom-storage.js';

/** Page storage that outlives one page, as a reloaded page's localStorage does. */
function pageStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

async function start(script: VkcomScenario = {}, localStorage = pageStorage()) {
  const calls: { method: string; props: unknown }[] = [];
  const { win } = fakeWindow(await vkLaunchUrl());
  Object.assign(win, { localStorage });
  installVkcomWithBridge(win, { ...script, calls });
  // The bridge's type as the adapter's interface file writes it (the window type leaves it open).
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  const vk = (win as PlatformWindow).vkBridge as VkBridge;
  return { storage: createVkcomStorage(vk), vk, calls, localStorage, methods: () => calls.map((c) => c.method) };
}

describe('VK storage (VKWebAppStorageGet / Set / GetKeys)', () => {
  it("states VK's limits", async () => {
    const { storage } = await start();
    expect(storage).toMatchObject({ kind: 'platform', maxKeys: 1000, maxKeyLength: 100, maxValueBytes: 4096 });
  });

  it('round-trips values, answers null for missing keys, and reads them back after a reload', async () => {
    const { storage, localStorage, calls } = await start();
    await storage.set({ level: '3', name: 'Вера 🎮' });
    expect(calls).toEqual([
      { method: 'VKWebAppStorageGetKeys', props: { count: 1000, offset: 0 } },
      { method: 'VKWebAppStorageSet', props: { key: 'level', value: '3' } },
      { method: 'VKWebAppStorageSet', props: { key: 'name', value: 'Вера 🎮' } },
    ]);
    expect(await storage.get(['level', 'name', 'missing'])).toEqual({ level: '3', name: 'Вера 🎮', missing: null });
    const again = await start({}, localStorage);
    expect(await again.storage.get(['level', 'name'])).toEqual({ level: '3', name: 'Вера 🎮' });
  });

  it("deletes by setting '' (VK's removal); deleting a key never set succeeds", async () => {
    const { storage, calls } = await start();
    await storage.set({ a: '1', b: '2' });
    calls.length = 0;
    await storage.delete(['a', 'never']);
    expect(calls).toEqual([
      { method: 'VKWebAppStorageSet', props: { key: 'a', value: '' } },
      { method: 'VKWebAppStorageSet', props: { key: 'never', value: '' } },
    ]);
    expect(await storage.get(['a', 'b'])).toEqual({ a: null, b: '2' });
  });

  it('a value of exactly 4096 bytes round-trips whole', async () => {
    const { storage } = await start();
    const value = 'я'.repeat(2048);
    await storage.set({ big: value });
    expect(await storage.get(['big'])).toEqual({ big: value });
  });

  it('refuses a value over 4096 bytes (which VK would cut silently) and bad keys, before any call', async () => {
    const { storage, calls } = await start();
    await expect(storage.set({ big: 'я'.repeat(2048) + 'x' })).rejects.toMatchObject({
      code: 'PayloadTooLarge',
      message: 'The value of big exceeds 4096 bytes, the most VK storage holds',
    });
    await expect(storage.set({ 'level:1': '1' })).rejects.toMatchObject({
      code: 'InvalidParams',
      message: 'VK storage keys hold only A-Z, a-z, 0-9, _ and -',
    });
    await expect(storage.get(['k'.repeat(101)])).rejects.toMatchObject({
      code: 'InvalidParams',
      message: 'VK storage keys hold 1 to 100 characters',
    });
    await expect(storage.delete([''])).rejects.toMatchObject({ code: 'InvalidParams' });
    expect(calls).toEqual([]);
  });

  it("refuses a write past VK's 1000 keys after listing them, writing nothing", async () => {
    const { storage, calls } = await start();
    const many = Object.fromEntries(Array.from({ length: 999 }, (_, i) => [`k${i}`, 'v']));
    await storage.set(many);
    calls.length = 0;
    await expect(storage.set({ k1: 'again', new1: 'v', new2: 'v' })).rejects.toMatchObject({
      code: 'Unknown',
      message: 'VK storage quota exceeded: 999 of 1000 keys are held and the write adds 2',
    });
    expect(calls.map((c) => c.method)).toEqual(['VKWebAppStorageGetKeys']);
    await storage.set({ k1: 'again', new1: 'v' });
    expect(await storage.get(['k1', 'new1'])).toEqual({ k1: 'again', new1: 'v' });
  });

  it("maps VK's failure to Unknown with its reason", async () => {
    const { storage } = await start({ answers: { VKWebAppStorageGet: VK_OUTCOMES.fail } });
    await expect(storage.get(['a'])).rejects.toMatchObject({
      code: 'Unknown',
      message: 'VK storage failed: VKWebAppStorageGet: Unknown error',
    });
  });

  it('a write failing half-way names the keys written before it', async () => {
    const { storage, vk } = await start();
    let sets = 0;
    const flaky: Pick<VkBridge, 'send'> = {
      send: (method, props) =>
        method === 'VKWebAppStorageSet' && ++sets === 2
          ? // vk-bridge rejects with its error object (error_type, error_data), not an Error.
            // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
            Promise.reject({
              error_type: 'client_error',
              error_data: { error_code: 3, error_reason: 'Connection lost' },
            })
          : vk.send(method, props),
    };
    await expect(createVkcomStorage(flaky).set({ a: '1', b: '2' })).rejects.toMatchObject({
      code: 'Unknown',
      message: 'VK storage failed: VKWebAppStorageSet: Connection lost (written before it: a)',
    });
    expect(await storage.get(['a', 'b'])).toEqual({ a: '1', b: null });
  });
});
