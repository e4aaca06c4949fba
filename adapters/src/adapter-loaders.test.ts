import { ADAPTER_NAMES, createAdapterRegistry } from '@playport/host/adapter-kit';
import { describe, expect, it } from 'vitest';
import { ADAPTER_LOADERS, registerAllAdapters } from './index.js';
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
