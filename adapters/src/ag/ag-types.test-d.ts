import { describe, expectTypeOf, it } from 'vitest';
import type { AgSdk, AgSdkConstructor, AgSdkEvents, AgSdkMethods } from './ag-types.js';
import { AG_EVENTS, AG_METHODS, createAgSimulator } from './simulator/ag-simulator.js';

describe('AG.ru SDK contract', () => {
  it('the simulator is the AgRuSdk the adapter uses, with its enums', () => {
    expectTypeOf(createAgSimulator).returns.toHaveProperty('AgRuSdk').toEqualTypeOf<AgSdkConstructor>();
    expectTypeOf<InstanceType<AgSdkConstructor>>().toEqualTypeOf<AgSdk>();
    expectTypeOf(AG_METHODS).toExtend<AgSdkMethods>();
    expectTypeOf(AG_EVENTS).toExtend<AgSdkEvents>();
  });

  it('has the shapes of the public code it is taken from', () => {
    expectTypeOf<AgSdk['options']['guest']>().toBeString();
    expectTypeOf<AgSdk['showCampaign']>().parameter(0).toEqualTypeOf<'default' | 'rewarded'>();
    const sdk = {} as AgSdk;
    // @ts-expect-error campaigns answer through on(AgRuSdkMethods.ShowCampaign), not a callback
    sdk.showCampaign('rewarded', () => undefined);
  });
});
