import { describe, expect, it } from 'vitest';
import { ADAPTERS } from '../platforms';
import { OUTCOMES, scenarioFor } from './outcomes';

describe('scenarioFor', () => {
  it('merges the ad, purchase and sign-in fragments into one scenario of the platform', () => {
    expect(scenarioFor('yandex', { ad: 'skipped', purchase: 'cancelled', signIn: 'refuse' })).toEqual({
      rewarded: 'close',
      purchase: 'cancel',
      player: { id: 'ya-guest-1', name: '', authorized: false },
      authDialog: 'decline',
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

  it("merges OK's UI answers by method: a skipped ad and a failed payment both stay", () => {
    expect(scenarioFor('ok', { ad: 'skipped', purchase: 'failed' })).toEqual({
      ui: { showLoadedAd: { result: 'ok', data: 'skip' }, showPayment: { result: 'error', data: 'cancel' } },
    });
    expect(scenarioFor('ok', { ad: 'noFill', purchase: 'paid' })).toEqual({
      ui: { loadAd: { result: 'error', data: 'no_ads' } },
    });
  });

  it.each([
    [
      'vkplay',
      { ad: 'noFill', purchase: 'cancelled', signIn: 'guest' },
      { ads: { type: 'adDismissed', code: 'AdsNotFound' }, payment: 'closed', loginStatus: 0 },
    ],
    [
      'vkplay',
      { ad: 'failed', purchase: 'paid', signIn: 'registered' },
      { ads: { type: 'adError', code: 'UndefinedAdError' }, loginStatus: 2 },
    ],
    ['ag', { ad: 'skipped', purchase: 'cancelled' }, { campaign: 'closed', payment: 'closed' }],
    ['ag', { ad: 'failed', purchase: 'paid' }, { campaign: 'error' }],
    [
      'kg',
      { ad: 'skipped', purchase: 'failed', signIn: 'guest' },
      { adOutcome: 'adAbandoned', purchase: 'fail', guest: true },
    ],
    ['fbgames', { purchase: 'cancelled', signIn: 'refuse' }, { pay: 'cancel', loggedIn: false, login: 'decline' }],
    ['fbgames', { purchase: 'paid', signIn: 'guest' }, { loggedIn: false, login: 'accept' }],
    ['fbinstantgames', { ad: 'skipped', purchase: 'cancelled' }, { purchase: 'USER_INPUT' }],
    ['fbinstantgames', { purchase: 'failed' }, { purchase: 'PAYMENTS_NOT_INITIALIZED' }],
    ['ymobage', { purchase: 'failed', signIn: 'guest' }, { payment: 'error', connected: false }],
    ['telegram', { purchase: 'pending' }, { invoice: 'pending' }],
    ['telegram', { purchase: 'cancelled' }, { invoice: 'cancelled' }],
    ['fxlauncher', { ad: 'skipped' }, { rewarded: 'closed' }],
    ['fxnative', { ad: 'failed', purchase: 'paid' }, { rewarded: 'error' }],
  ] as const)('%s %j: the scenario %j', (platform, choices, scenario) => {
    expect(scenarioFor(platform, choices)).toEqual(scenario);
  });

  it('is empty for no choice, a choice the platform does not have, and a platform without scripted outcomes', () => {
    expect(scenarioFor('yandex', {})).toEqual({});
    expect(scenarioFor('crazygames', { ad: 'skipped' })).toEqual({});
    expect(scenarioFor('telegram', { ad: 'finished', signIn: 'refuse' })).toEqual({});
    expect(scenarioFor('steam', { ad: 'finished', purchase: 'paid' })).toEqual({});
    expect(scenarioFor('itch', { ad: 'finished' })).toEqual({});
  });
});

describe('OUTCOMES', () => {
  it('has an entry for every platform', () => {
    expect(Object.keys(OUTCOMES).sort()).toEqual([...ADAPTERS].sort());
  });

  it('offers a skipped ad only where the platform has a skip signal', () => {
    expect(
      Object.entries(OUTCOMES)
        .filter(([, o]) => o.ad.skipped)
        .map(([name]) => name)
        .sort(),
    ).toEqual(['ag', 'fxid', 'fxlauncher', 'fxnative', 'kg', 'ok', 'vkplay', 'yandex']);
  });

  it('answers every cancelled purchase with UserCancelled, and offers no "cancelled" where the platform reports none', () => {
    const cancels = Object.entries(OUTCOMES).flatMap(([name, o]) =>
      o.purchase.cancelled ? [[name, o.purchase.cancelled.expect.answer]] : [],
    );
    expect(cancels.map(([name]) => name).sort()).toEqual([
      'ag',
      'fbgames',
      'fbinstantgames',
      'fxid',
      'telegram',
      'vkcom',
      'vkplay',
      'yandex',
    ]);
    for (const [, answer] of cancels) expect(answer).toMatchObject({ ok: false, code: 'UserCancelled' });
    for (const name of ['ok', 'kg', 'ymobage']) expect(OUTCOMES[name]!.purchase).toHaveProperty('failed');
  });

  it('says in words what it has as data', () => {
    for (const [name, o] of Object.entries(OUTCOMES)) {
      for (const choice of Object.values(o.ad)) {
        expect(choice.result, name).toContain(`outcome: '${choice.expect.outcome}'`);
      }
      for (const choice of Object.values(o.purchase)) {
        const { answer, order } = choice.expect;
        expect(choice.result, name).toContain(
          answer.ok ? '{ transactionId, stats }' : `error ${answer.code} '${answer.message}'`,
        );
        expect(choice.result, name).toMatch(
          order === 'Completed' ? /Completed|completes/ : order === 'Cancelled' ? /is Cancelled/ : /stays unpaid/,
        );
      }
      for (const choice of Object.values(o.signIn)) {
        if ('code' in choice.expect)
          expect(choice.result, name).toContain(`error ${choice.expect.code} '${choice.expect.message}'`);
      }
    }
  });
});
