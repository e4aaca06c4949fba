import { describe, expectTypeOf, it } from 'vitest';
import type { VkPlayAdResult, VkPlayApi, VkPlayCallbacks, VkPlayIframeApi } from './vkplay-types.js';
import { createVkPlaySimulator } from './simulator/vkplay-simulator.js';

describe('VK Play iframe API contract', () => {
  it('the simulator is the iframeApi the adapter uses', () => {
    expectTypeOf(createVkPlaySimulator).returns.toEqualTypeOf<VkPlayIframeApi>();
    expectTypeOf<VkPlayIframeApi>().returns.resolves.toEqualTypeOf<VkPlayApi>();
  });

  it('answers through named callbacks with the documented fields', () => {
    expectTypeOf<Parameters<VkPlayCallbacks['getLoginStatusCallback']>[0]['loginStatus']>().toEqualTypeOf<
      0 | 1 | 2 | 3
    >();
    expectTypeOf<VkPlayAdResult['type']>().toEqualTypeOf<'adCompleted' | 'adDismissed' | 'adError'>();
    expectTypeOf<VkPlayApi['showAds']>().returns.toBeVoid();
    const api = {} as VkPlayApi;
    // @ts-expect-error calls are fire-and-forget: the answer comes to adsCallback
    void api.showAds({ interstitial: true }).then;
  });
});
