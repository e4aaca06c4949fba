import { describe, expectTypeOf, it } from 'vitest';
import type { KongregateApi, KongregateInvitation, KongregateLoader } from './kongregate-types.js';
import { createKgSimulator } from './simulator/kg-simulator.js';

describe('Kongregate JavaScript API contract', () => {
  it('the simulator is the kongregateAPI the adapter uses', () => {
    expectTypeOf(createKgSimulator).returns.toHaveProperty('loader').toEqualTypeOf<KongregateLoader>();
    expectTypeOf<KongregateLoader['getAPI']>().returns.toEqualTypeOf<KongregateApi>();
  });

  it('has the documented shapes', () => {
    expectTypeOf<KongregateApi['services']['getUserId']>().returns.toBeNumber();
    expectTypeOf<KongregateApi['services']['showInvitationBox']>().parameters.toEqualTypeOf<[KongregateInvitation]>();
    expectTypeOf<KongregateApi['services']['showInvitationBox']>().returns.toBeVoid();
    const api = {} as KongregateApi;
    // @ts-expect-error the invitation box takes no callback
    api.services.showInvitationBox({ content: 'Play' }, () => undefined);
  });
});
