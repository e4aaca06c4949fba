import { describe, expect, it } from 'vitest';
import type { PlatformWindow } from '../shared/platform-window.js';
import { createYandexSimulator } from './simulator/yandex-simulator.js';
import type { YandexScenario } from './simulator/yandex-scenario.js';
import { createYandexStorage, YANDEX_DATA_LIMIT_BYTES } from './yandex-storage.js';

/** A page whose localStorage outlives the simulator, as a reloaded page's does. */
function page(): PlatformWindow {
  const items = new Map<string, string>();
  const localStorage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
  return { localStorage } as unknown as PlatformWindow;
}

async function start(win = page(), script: YandexScenario = {}) {
  const calls: string[] = [];
  const sdk = await createYandexSimulator({ ...script, calls }, win).yaGames.init();
  const player = await sdk.getPlayer();
  calls.length = 0;
  return { storage: createYandexStorage(player), player, calls, win };
}

describe('Yandex storage (player.getData / setData)', () => {
  it('states the platform and its 200 KB', async () => {
    const { storage } = await start();
    expect(storage).toMatchObject({ kind: 'platform', maxKeyLength: 128, maxValueBytes: 199_992, maxKeys: 28_571 });
  });

  it('round-trips values, answers null for missing keys, and reads them back after a reload', async () => {
    const { storage, win } = await start();
    await storage.set({ level: '3', name: 'Юля 🎮' });
    expect(await storage.get(['level', 'name', 'missing'])).toEqual({ level: '3', name: 'Юля 🎮', missing: null });
    const again = await start(win);
    expect(await again.storage.get(['level', 'name'])).toEqual({ level: '3', name: 'Юля 🎮' });
  });

  it('writes by read-modify-write of the whole object, keeping keys it did not touch', async () => {
    const { storage, player, calls } = await start();
    await player.setData({ coins: 5, settings: { music: false } });
    calls.length = 0;
    await storage.set({ level: '4' });
    expect(calls).toEqual(['getData', 'setData:flush']);
    expect(await player.getData()).toEqual({ coins: 5, settings: { music: false }, level: '4' });
    // A value the game saved through the SDK as something else reads as its JSON.
    expect(await storage.get(['coins', 'settings'])).toEqual({ coins: '5', settings: '{"music":false}' });
  });

  it('deletes keys, keeps the others, and skips the write when none of them is there', async () => {
    const { storage, player, calls } = await start();
    await storage.set({ a: '1', b: '2' });
    calls.length = 0;
    await storage.delete(['a', 'never']);
    expect(calls).toEqual(['getData', 'setData:flush']);
    expect(await player.getData()).toEqual({ b: '2' });
    calls.length = 0;
    await storage.delete(['never']);
    expect(calls).toEqual(['getData']);
    expect(await storage.get(['a', 'b'])).toEqual({ a: null, b: '2' });
  });

  it('two writes at once both land: one read-modify-write after the other', async () => {
    const { storage } = await start();
    await Promise.all([storage.set({ a: '1' }), storage.set({ b: '2' })]);
    expect(await storage.get(['a', 'b'])).toEqual({ a: '1', b: '2' });
  });

  it('refuses a value over its limit with PayloadTooLarge and an empty or too long key with InvalidParams, before any call', async () => {
    const { storage, calls } = await start();
    await expect(storage.set({ big: 'x'.repeat(199_993) })).rejects.toMatchObject({
      code: 'PayloadTooLarge',
      message: 'The value of big exceeds 199992 bytes, the most Yandex storage holds',
    });
    await expect(storage.get([''])).rejects.toMatchObject({
      code: 'InvalidParams',
      message: 'Yandex storage keys hold 1 to 128 characters',
    });
    await expect(storage.delete(['k'.repeat(129)])).rejects.toMatchObject({ code: 'InvalidParams' });
    expect(calls).toEqual([]);
  });

  it('refuses a write that would take the whole object over 200 KB, without writing', async () => {
    const { storage, player, calls } = await start();
    await storage.set({ a: 'x'.repeat(150_000) });
    calls.length = 0;
    await expect(storage.set({ b: 'y'.repeat(60_000) })).rejects.toMatchObject({
      code: 'Unknown',
      message: `Yandex storage quota exceeded: the saved data would take 210015 bytes of ${YANDEX_DATA_LIMIT_BYTES}`,
    });
    expect(calls).toEqual(['getData']);
    expect(Object.keys(await player.getData())).toEqual(['a']);
  });

  it('maps a failing SDK to Unknown naming the call', async () => {
    const { storage } = await start(page(), { data: 'fails' });
    await expect(storage.get(['a'])).rejects.toMatchObject({
      code: 'Unknown',
      message: 'Yandex storage failed: getData: Network error',
    });
    await expect(storage.set({ a: '1' })).rejects.toMatchObject({
      code: 'Unknown',
      message: 'Yandex storage failed: getData: Network error',
    });
  });
});
