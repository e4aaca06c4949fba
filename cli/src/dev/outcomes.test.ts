import { describe, expect, it } from 'vitest';
import { OUTCOMES, scenarioFor } from './outcomes';

describe('scenarioFor', () => {
  it('merges the ad, purchase and sign-in fragments into one scenario of the platform', () => {
    expect(scenarioFor('yandex', { ad: 'skipped', purchase: 'cancelled', signIn: 'refuse' })).toEqual({
      rewarded: 'close', purchase: 'cancel', player: { id: 'ya-guest-1', name: '', authorized: false }, authDialog: 'decline',
    });
  });

  it("merges VK's answers by method instead of replacing them", () => {
    expect(scenarioFor('vkcom', { ad: 'noFill', purchase: 'cancelled' })).toEqual({
      answers: {
        VKWebAppShowNativeAds: { data: { result: false } },
        VKWebAppShowOrderBox: { error: { error_code: 4, error_reason: 'User denied' } },
      },
    });
  });

  it('is empty for no choice, a choice the platform does not have, and a platform without scripted outcomes', () => {
    expect(scenarioFor('yandex', {})).toEqual({});
    expect(scenarioFor('crazygames', { ad: 'skipped' })).toEqual({});
    expect(scenarioFor('steam', { ad: 'finished', purchase: 'paid' })).toEqual({});
  });

  it('offers a skipped ad only where the platform has one', () => {
    expect(Object.entries(OUTCOMES).filter(([, o]) => o.ad.skipped).map(([name]) => name)).toEqual(['fxid', 'yandex']);
  });
});
