import { describe, expect, it, vi } from 'vitest';
import { invokeMethod, type EmittedEvent } from '../contract/invoke.js';
import { DEFAULT_PLATFORM_TIMEOUT_MS } from '../shared/timeout.js';
import { problem } from '../testing/fake-api.js';
import { fakeHost } from '../testing/fake-host.js';
import { createFxidAdapter, SIGN_IN_TO_BUY_MESSAGE } from './fxid-adapter.js';
import { installFxidSimulator } from './simulator/fxid-simulator.js';
import type { FxidScenario } from './simulator/fxid-scenario.js';

const ads = { rewardedBlock: { desktop: 'R-A-1', mobile: 'R-A-2' }, adBreaks: true };

async function start(
  script: FxidScenario = {},
  options: Parameters<typeof createFxidAdapter>[0] = { ads },
  url?: string,
) {
  const calls: string[] = [];
  const fake = fakeHost({ url, install: (win) => installFxidSimulator(win, { ...script, calls }) });
  const adapter = await createFxidAdapter(options).start(fake.host);
  return { adapter, fake, calls };
}

describe('fxid adapter', () => {
  it('answers BuyProduct with NotSupported without a payments flow, and delegates for a signed-in player', async () => {
    const none = await start();
    expect(none.adapter.supports.payments).toBe(false);
    await expect(invokeMethod(none.adapter, 'BuyProduct')).rejects.toMatchObject({
      code: 'NotSupported',
      message: 'Purchasing is not supported on this platform',
    });
    const buy = vi.fn(async () => ({
      transactionId: 't1',
      stats: { currency: 'USD', currencyAmount: 1, usdAmount: 1 },
    }));
    const withPayments = await start({}, { ads, payments: () => buy });
    withPayments.fake.storage.set('AuthToken', 'portal-token');
    expect(await invokeMethod(withPayments.adapter, 'BuyProduct')).toEqual({
      transactionId: 't1',
      stats: { currency: 'USD', currencyAmount: 1, usdAmount: 1 },
    });
    expect(buy).toHaveBeenCalledWith(expect.objectContaining({ sku: 'gems_100' }), expect.anything());
  });

  it('asks a visitor to sign in before BuyProduct: a closed dialog cancels, a sign-in buys', async () => {
    const buy = vi.fn(async () => ({
      transactionId: 't2',
      stats: { currency: 'USD', currencyAmount: 1, usdAmount: 1 },
    }));
    const { adapter, fake } = await start({}, { ads, payments: () => buy });
    const dialogs: string[] = [];
    fake.host.ui.showLogin = async ({ game }) => (dialogs.push(game), false);
    await expect(invokeMethod(adapter, 'BuyProduct')).rejects.toEqual(
      expect.objectContaining({ code: 'UserCancelled', message: SIGN_IN_TO_BUY_MESSAGE }),
    );
    expect(dialogs).toEqual(['space']);
    expect(buy).not.toHaveBeenCalled();

    fake.host.ui.showLogin = async () => (fake.storage.set('AuthToken', 'portal-token'), true);
    expect(await invokeMethod(adapter, 'BuyProduct')).toMatchObject({ transactionId: 't2' });
    expect(buy).toHaveBeenCalledTimes(1);
    expect(fake.refreshes).toBe(1);
  });

  it('answers AuthenticateUser for a signed-in player without a dialog, and opens the dialog for a visitor', async () => {
    const { adapter, fake } = await start();
    const dialogs: string[] = [];
    fake.host.ui.showLogin = async ({ game }) => (dialogs.push(game), false);
    expect(await invokeMethod(adapter, 'AuthenticateUser')).toEqual({ authenticated: false, userId: null });
    expect(dialogs).toEqual(['space']);
    fake.storage.set('AuthToken', 'portal-token');
    expect(await invokeMethod(adapter, 'AuthenticateUser')).toEqual({ authenticated: true, userId: null });
    expect(dialogs).toEqual(['space']);
    expect(fake.refreshes).toBe(0);
  });

  it('signs in with the loginCode query parameter', async () => {
    const { fake } = await start({}, {}, 'https://portal.test/play/space?loginCode=abc');
    expect(fake.api.of('/auth/authenticate_from_social')[0]!.body).toMatchObject({
      Social: 'FxId',
      FxId: { LoginCode: 'abc' },
    });
    expect(fake.refreshes).toBe(1);
  });

  it('logs a refused loginCode and starts as a visitor', async () => {
    const fake = fakeHost({
      url: 'https://portal.test/play/space?loginCode=stale',
      api: { '/auth/authenticate_from_social': problem(400, 'Invalid login code') },
    });
    const adapter = await createFxidAdapter().start(fake.host);
    expect(fake.api.of('/auth/authenticate_from_social')).toHaveLength(1);
    expect(fake.storage.has('AuthToken')).toBe(false);
    expect(fake.refreshes).toBe(0);
    expect(fake.logs.some(([level, message]) => level === 'warn' && message === 'Login code sign-in failed:')).toBe(
      true,
    );
    await expect(invokeMethod(adapter, 'GetFriends')).rejects.toMatchObject({ code: 'NotSupported' });
  });

  it.each([
    ['rewarded', 'finished'],
    ['closed', 'skipped'],
    ['error', 'failed'],
  ] as const)('rewarded video through the ad network: %s → %s', async (rewarded, outcome) => {
    const { adapter, calls } = await start({ rewarded });
    const events: EmittedEvent[] = [];
    expect(await invokeMethod(adapter, 'AdsShowVideo', events)).toMatchObject({ outcome });
    expect(calls).toContain('render:rewarded:R-A-1:desktop');
  });

  it.each([
    ['viewed', 'finished'],
    ['dismissed', 'skipped'],
    ['frequencyCapped', 'failed'],
  ] as const)('interstitial through the ad-breaks API: %s → %s', async (adBreak, outcome) => {
    const { adapter } = await start({ adBreak });
    expect(await invokeMethod(adapter, 'AdsShowInterstitial')).toMatchObject({ outcome });
  });

  it('waits for a reward that arrives after the close before calling the ad finished', async () => {
    const { adapter } = await start({ rewarded: 'closeBeforeReward' });
    expect(await invokeMethod(adapter, 'AdsShowVideo')).toEqual({ outcome: 'finished' });
  });

  it('queues its calls the way the real scripts take them: yaContextCb, then adConfig and adBreak through adsbygoogle', async () => {
    const { adapter, calls } = await start(
      {},
      { ads: { rewardedBlock: { desktop: 'R-A-1', mobile: 'R-A-2' }, adBreaks: true } },
    );
    await invokeMethod(adapter, 'AdsShowInterstitial');
    expect(calls).toEqual(['adConfig', 'adBreak:next:interstitial']);
  });

  it('reports the ad-breaks API not ready when adConfig never calls onReady', async () => {
    vi.useFakeTimers();
    try {
      const fake = fakeHost({ install: (win) => installFxidSimulator(win, { adConfig: 'silent' }) });
      const started = createFxidAdapter({ ads: { adBreaks: true } }).start(fake.host);
      await vi.advanceTimersByTimeAsync(DEFAULT_PLATFORM_TIMEOUT_MS + 1);
      const adapter = await started;
      expect(await invokeMethod(adapter, 'AdsInterstitialReady')).toEqual({ ready: false });
      expect(fake.events).toContainEqual({ name: 'AdsInterstitialAvailable', payload: { available: false } });
      expect(fake.logs.find((l) => l[0] === 'warn')?.[2]).toMatchObject({ code: 'Timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('without ads configured reports them not connected', async () => {
    const { adapter, fake } = await start({}, {});
    expect(fake.events).toContainEqual({ name: 'AdsVideoAvailable', payload: { available: false } });
    expect(await invokeMethod(adapter, 'AdsShowVideo')).toEqual({ outcome: 'failed', reason: 'AdsNotConnected' });
  });

  it('a failing ad script is logged and leaves the portal running', async () => {
    const fake = fakeHost({ load: '404' });
    const adapter = await createFxidAdapter({ ads }).start(fake.host);
    expect(await invokeMethod(adapter, 'AdsVideoReady')).toEqual({ ready: false });
    expect(fake.logs.length).toBeGreaterThan(0);
  });

  it('invites with the share modal for the game', async () => {
    const { adapter, fake } = await start();
    const shown = vi.spyOn(fake.host.ui, 'showShare');
    expect(await invokeMethod(adapter, 'InviteFriends')).toEqual({ invited: true });
    expect(shown).toHaveBeenCalledWith({ url: 'https://portal.test/play/space', text: 'Come and play' });
  });
});
