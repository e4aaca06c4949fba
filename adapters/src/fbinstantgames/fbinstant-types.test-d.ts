import { describe, expectTypeOf, it } from 'vitest';
import type { FbConnectedPlayer, FbContextPlayer, FbInstant, FbInstantV8 } from './fbinstant-types.js';
import { createFbInstantSimulator } from './simulator/fbinstant-simulator.js';

describe('FBInstant SDK 8 contract', () => {
  it('the simulator is the FBInstant the adapter uses', () => {
    expectTypeOf(createFbInstantSimulator).returns.toEqualTypeOf<FbInstant>();
  });

  it('takes its members from the published types (@types/facebook-instant-games)', () => {
    expectTypeOf<FbInstant['getRewardedVideoAsync']>().toEqualTypeOf<typeof FBInstant.getRewardedVideoAsync>();
    expectTypeOf<FbInstant['logEvent']>().toEqualTypeOf<typeof FBInstant.logEvent>();
    expectTypeOf<FbInstant['payments']['purchaseAsync']>().toEqualTypeOf<FBInstant.Payments['purchaseAsync']>();
    expectTypeOf<FbInstant['player']['getSignedPlayerInfoAsync']>().toEqualTypeOf<
      FBInstant.Player['getSignedPlayerInfoAsync']
    >();
    expectTypeOf<FbInstant['player']['getASIDAsync']>().returns.resolves.toEqualTypeOf<string | null>();
  });

  it('has none of the members SDK 7 and 8 removed', () => {
    expectTypeOf<FbContextPlayer>().not.toHaveProperty('getName');
    expectTypeOf<FbContextPlayer>().not.toHaveProperty('getPhoto');
    expectTypeOf<FbConnectedPlayer>().not.toHaveProperty('getName');
    expectTypeOf<FbInstantV8['player']>().not.toHaveProperty('getPhoto');
    expectTypeOf<FbInstantV8['player']>().not.toHaveProperty('getStatsAsync');
    expectTypeOf<FbInstantV8>().not.toHaveProperty('postSessionScore');
    const fb = createFbInstantSimulator();
    // @ts-expect-error SDK 8 gives no player name
    void fb.player.getName;
    void fb.context.getPlayersAsync().then((players) => {
      // @ts-expect-error SDK 8 gives context players an id only
      void players[0]?.getPhoto;
    });
  });
});
