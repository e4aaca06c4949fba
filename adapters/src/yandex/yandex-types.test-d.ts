import { describe, expectTypeOf, it } from 'vitest';
import type { SDK } from 'ysdk';
import type { YaGames, YaPlatformSdk, YaSdk } from './yandex-types.js';
import { createYandexSimulator } from './simulator/yandex-simulator.js';

describe('Yandex Games SDK contract', () => {
  it('the simulator is the YaGames the adapter uses', () => {
    expectTypeOf(createYandexSimulator).returns.toHaveProperty('yaGames').toEqualTypeOf<YaGames>();
  });

  it('the platform (the published @types/ysdk with the documented corrections) provides the whole contract', () => {
    expectTypeOf<YaPlatformSdk>().toExtend<YaSdk>();
    expectTypeOf<YaSdk['adv']['showRewardedVideo']>().toEqualTypeOf<SDK['adv']['showRewardedVideo']>();
    expectTypeOf<YaSdk['feedback']>().toEqualTypeOf<SDK['feedback']>();
    expectTypeOf<YaSdk['on']>().toEqualTypeOf<SDK['on']>();
  });

  it('follows the documentation where the package differs: a signed player keeps its methods and carries signature', () => {
    expectTypeOf<Awaited<ReturnType<YaSdk['getPlayer']>>>()
      .toHaveProperty('signature')
      .toEqualTypeOf<string | undefined>();
    expectTypeOf<Awaited<ReturnType<YaSdk['getPlayer']>>>().toHaveProperty('getUniqueID');
    expectTypeOf<YaSdk['screen']['orientation']['set']>().parameter(0).toEqualTypeOf<'portrait' | 'landscape'>();
  });

  it("the rewarded video's onClose takes no argument", () => {
    const sdk = {} as YaSdk;
    // @ts-expect-error only the fullscreen ad's onClose has wasShown
    sdk.adv.showRewardedVideo({ callbacks: { onClose: (wasShown: boolean) => void wasShown } });
    sdk.adv.showFullscreenAdv({ callbacks: { onClose: (wasShown: boolean) => void wasShown } });
  });
});
