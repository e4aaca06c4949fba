import { ADAPTER_NAMES, createAdapterRegistry } from '@playport/host/adapter-kit';
import { describe, expect, it } from 'vitest';
import { ADAPTER_LOADERS, createAdapterLoaders, registerAllAdapters } from './index.js';
import { PLATFORM_CONSTANTS } from './shared/constants.js';

describe('adapter loaders', () => {
  it('has one lazy loader per spec adapter, each naming itself', async () => {
    expect(Object.keys(ADAPTER_LOADERS).sort()).toEqual([...ADAPTER_NAMES].sort());
    for (const name of ADAPTER_NAMES) expect((await ADAPTER_LOADERS[name]()).name).toBe(name);
  });

  it('registers all fifteen in a host registry', async () => {
    const registry = createAdapterRegistry();
    registerAllAdapters(registry, { fbgames: { appId: 'x' } });
    for (const name of ADAPTER_NAMES) expect(registry.has(name)).toBe(true);
    expect((await registry.load('yandex')).supports.payments).toBe(true);
  });

  it('makes lazy options only when their adapter loads, after the before step', async () => {
    const steps: string[] = [];
    const loaders = createAdapterLoaders(
      {
        ok: async () => {
          steps.push('ok options');
          return { scriptUrl: 'https://sim.test/ok.js' };
        },
      },
      { before: async (name) => void steps.push(`before ${name}`) },
    );
    expect((await loaders.vkcom()).name).toBe('vkcom');
    expect(steps).toEqual(['before vkcom']);
    expect((await loaders.ok()).name).toBe('ok');
    expect(steps).toEqual(['before vkcom', 'before ok', 'ok options']);
  });

  it('fails the load when its before step or its options fail, and only that load', async () => {
    const loaders = createAdapterLoaders(
      { fxid: () => Promise.reject(new Error('payments chunk failed')) },
      {
        before: async (name) => {
          if (name === 'ok') throw new Error('launch data refused');
        },
      },
    );
    await expect(loaders.fxid()).rejects.toThrow('payments chunk failed');
    await expect(loaders.ok()).rejects.toThrow('launch data refused');
    expect((await loaders.yandex()).name).toBe('yandex');
  });

  it('keeps the constants of spec section 9', () => {
    expect(PLATFORM_CONSTANTS).toMatchObject({
      vkAvatarSize: 200,
      vkApiVersion: '5.131',
      vkSocialInfoDelayMs: 500,
      okPageInfoRefreshMs: 5000,
      okAvatarSize: 224,
      okFriendBatch: 100,
      vkPlayDefaultCurrency: 'RUB',
      vkPlayLoginStart: 0,
      vkPlayLoginRegister: 1,
      telegramCurrency: 'XTR',
      agCampaign: 'rewarded',
      authWaitMs: 500,
      statPollMs: 1000,
    });
  });
});
