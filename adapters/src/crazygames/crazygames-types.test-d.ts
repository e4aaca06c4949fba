import { describe, expectTypeOf, it } from 'vitest';
import type { CrazySdk, CrazyUser } from './crazygames-types.js';
import { createCrazyGamesSimulator } from './simulator/crazygames-simulator.js';

describe('CrazyGames SDK v3 contract', () => {
  it('the simulator is the CrazyGames.SDK the adapter uses', () => {
    expectTypeOf(createCrazyGamesSimulator).returns.toHaveProperty('sdk').toEqualTypeOf<CrazySdk>();
  });

  it('has the documented shapes', () => {
    expectTypeOf<CrazyUser>().toEqualTypeOf<{ username: string; profilePictureUrl: string }>();
    expectTypeOf<CrazySdk['user']['getUser']>().returns.resolves.toEqualTypeOf<CrazyUser | null>();
    expectTypeOf<CrazySdk['ad']['requestAd']>().returns.toBeVoid();
    expectTypeOf<CrazySdk['environment']>().toEqualTypeOf<'crazygames' | 'local' | 'disabled'>();
    const { sdk } = createCrazyGamesSimulator();
    // @ts-expect-error SDK v3 has no client-side user id: identity comes from the user token
    void sdk.user.getUserId;
  });
});
