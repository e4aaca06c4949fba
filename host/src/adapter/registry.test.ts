import { describe, expect, it, vi } from 'vitest';
import { HostError, HostErrorCode } from '../errors.js';
import { ADAPTER_NAMES } from './adapter-names.js';
import { createDefaultAdapter } from './default-adapter.js';
import { createAdapterRegistry } from './registry.js';

describe('createAdapterRegistry', () => {
  it('does not call a loader until that adapter is loaded, then caches it', async () => {
    const loader = vi.fn(async () => createDefaultAdapter('vkcom'));
    const registry = createAdapterRegistry({ vkcom: loader });
    expect(registry.has('vkcom')).toBe(true);
    expect(loader).not.toHaveBeenCalled();

    const [a, b] = await Promise.all([registry.load('vkcom'), registry.load('vkcom')]);
    expect(a.name).toBe('vkcom');
    expect(b).toBe(a);
    expect(await registry.load('vkcom')).toBe(a);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('rejects an unknown name with NotSupported "Unsupported adapter"', async () => {
    const registry = createAdapterRegistry();
    const error = await registry.load('myspace').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HostError);
    expect(error).toMatchObject({ code: HostErrorCode.NotSupported, message: 'Unsupported adapter' });
  });

  it('never treats prototype keys as registered adapters', async () => {
    const registry = createAdapterRegistry();
    for (const name of ['constructor', 'toString', '__proto__']) {
      expect(registry.has(name)).toBe(false);
      await expect(registry.load(name)).rejects.toMatchObject({ message: 'Unsupported adapter' });
    }
  });

  it('registers fxid by default as the default adapter named fxid', async () => {
    const registry = createAdapterRegistry();
    expect(registry.has('fxid')).toBe(true);
    const fxid = await registry.load('fxid');
    expect(fxid.name).toBe('fxid');
    expect(Object.values(fxid.supports).every((v) => v === false)).toBe(true);
  });

  it('lets loaders and register() replace an adapter, dropping the cached one', async () => {
    const registry = createAdapterRegistry({ fxid: async () => createDefaultAdapter('portal') });
    expect((await registry.load('fxid')).name).toBe('portal');
    registry.register('fxid', async () => createDefaultAdapter('portal-v2'));
    expect((await registry.load('fxid')).name).toBe('portal-v2');
  });

  it('reports a failing loader as ScriptFailed and retries it on the next load', async () => {
    const loader = vi
      .fn<() => Promise<ReturnType<typeof createDefaultAdapter>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(createDefaultAdapter('ok'));
    const registry = createAdapterRegistry({ ok: loader });
    await expect(registry.load('ok')).rejects.toMatchObject({
      code: HostErrorCode.ScriptFailed,
      message: "Failed to load adapter 'ok': chunk failed",
    });
    expect((await registry.load('ok')).name).toBe('ok');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('names the 15 route adapters of the spec', () => {
    expect(ADAPTER_NAMES).toEqual([
      'fxid',
      'ok',
      'vkplay',
      'vkcom',
      'yandex',
      'ag',
      'kg',
      'fbgames',
      'fbinstantgames',
      'crazygames',
      'ymobage',
      'telegram',
      'fxlauncher',
      'fxnative',
      'steam',
    ]);
  });
});
