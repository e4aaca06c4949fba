import { afterEach, describe, expect, it, vi } from 'vitest';
import { invokeMethod, type EmittedEvent } from '../contract/invoke.js';
import { fakeHost } from '../testing/fake-host.js';
import { PLAYER_DIALOG_TIMEOUT_MS } from '../shared/timeout.js';
import type { GameConfigReply } from '@playport/host';
import { testGameConfig } from '../testing/game-config.js';
import { createYandexAdapter, type YandexAdapterOptions } from './yandex-adapter.js';
import { installYandexSimulator } from './simulator/yandex-simulator.js';
import type { YandexScenario } from './simulator/yandex-scenario.js';

async function start(script: YandexScenario = {}, api = {}, gameConfig: GameConfigReply | null = null, options: YandexAdapterOptions = {}) {
  const calls: string[] = [];
  const fake = fakeHost({ install: (win) => installYandexSimulator(win, { ...script, calls }), api, gameConfig });
  const adapter = createYandexAdapter(options);
  await adapter.init(fake.host);
  return { adapter, fake, calls };
}

describe('yandex adapter', () => {
  it('signs the player in with the signed player data and announces ads', async () => {
    const { fake } = await start();
    const login = fake.api.of('/auth/authenticate_from_social')[0]!.body;
    expect(login).toMatchObject({ Game: 'space', Social: 'YandexGames', YandexGames: { UniqueId: 'ya-player-1' } });
    expect(String((login.YandexGames as { Signature: string }).Signature)).toMatch(/^[^.]+\.[^.]+$/);
    expect(fake.storage.get('AuthToken')).toBe('portal-token');
    expect(fake.events).toContainEqual({ name: 'AdsVideoAvailable', payload: { available: true } });
    expect(fake.events).toContainEqual({ name: 'AdsInterstitialAvailable', payload: { available: true } });
  });

  it('gives social info with the large photo and locale', async () => {
    const { adapter } = await start({ lang: 'tr' });
    expect(await adapter.getSocialInfo()).toMatchObject({
      social: 'YandexGames', userId: 'ya-player-1', displayName: 'Yana', socialLocale: 'tr', gender: 'unspecified',
      photo: { width: 200, height: 200, url: 'https://avatars.yandex.test/ya-player-1/large' },
    });
  });

  it.each([
    ['Horizontal', 'orientation:landscape'],
    ['Vertical', 'orientation:portrait'],
  ] as const)('locks the screen for a %s game, from the host\'s game config', async (orientation, expected) => {
    const { calls, fake } = await start({}, {}, testGameConfig((c) => void (c.PublicGameData.GameOrientation = orientation)));
    expect(calls).toContain(expected);
    expect(fake.api.of('/public_game_config/space')).toEqual([]);
  });

  it('locks nothing without a game config or for an Unspecified game, and the option overrides the config', async () => {
    expect((await start()).calls.filter((c) => c.startsWith('orientation'))).toEqual([]);
    const unspecified = testGameConfig((c) => void (c.PublicGameData.GameOrientation = 'Unspecified'));
    expect((await start({}, {}, unspecified)).calls.filter((c) => c.startsWith('orientation'))).toEqual([]);
    expect((await start({}, {}, unspecified, { orientation: 'Vertical' })).calls).toContain('orientation:portrait');
  });

  it.each([
    ['reward', 'finished', 'AdsFinished'],
    ['close', 'skipped', 'AdsSkipped'],
    ['error', 'failed', 'AdsFailed'],
  ] as const)('rewarded %s → %s', async (rewarded, outcome, event) => {
    const { adapter } = await start({ rewarded });
    const events: EmittedEvent[] = [];
    expect(await invokeMethod(adapter, 'AdsShowVideo', events)).toMatchObject({ outcome });
    expect(events[0]!.name).toBe(event);
  });

  it.each([
    ['shown', 'finished'],
    ['not-shown', 'failed'],
    ['offline', 'failed'],
  ] as const)('interstitial %s → %s', async (interstitial, outcome) => {
    const { adapter } = await start({ interstitial });
    expect(await invokeMethod(adapter, 'AdsShowInterstitial')).toMatchObject({ outcome });
  });

  it('tells the host once when the requested sign-in switches the account', async () => {
    let n = 0;
    const accounts = ['acc-1', 'acc-2'];
    const { adapter, fake } = await start({}, { '/auth/authenticate_from_social': () => ({ Token: `t${n}`, AccountId: accounts[n++] }) });
    expect(await invokeMethod(adapter, 'AuthenticateUser')).toEqual({ authenticated: true, userId: 'ya-player-1' });
    expect(fake.refreshes).toBe(1);
    expect(await invokeMethod(adapter, 'AuthenticateUser')).toMatchObject({ authenticated: true });
    expect(fake.refreshes).toBe(2);
  });

  describe('an ad that never calls back', () => {
    afterEach(() => void vi.useRealTimers());

    it.each([
      ['AdsShowVideo', 'video', { rewarded: 'silent' }],
      ['AdsShowInterstitial', 'interstitial', { interstitial: 'silent' }],
    ] as const)('%s fails after the player dialog timeout', async (method, type, script) => {
      const { adapter } = await start(script);
      vi.useFakeTimers();
      const events: EmittedEvent[] = [];
      const shown = invokeMethod(adapter, method, events);
      await vi.advanceTimersByTimeAsync(PLAYER_DIALOG_TIMEOUT_MS + 1);
      expect(await shown).toEqual({ outcome: 'failed', reason: 'Unknown' });
      expect(events).toEqual([{ name: 'AdsFailed', payload: { type, reason: 'Unknown' } }]);
    });
  });

  it.each([
    ['ADV_IS_NOT_CONNECTED', 'AdsNotConnected'],
    ['UNKNOWN', 'Unknown'],
  ] as const)('sticky banner %s → %s', async (banner, reason) => {
    const { adapter } = await start({ banner });
    expect(await invokeMethod(adapter, 'AdsShowStickyBanner')).toEqual({ shown: false, reason });
  });

  it('buys: verified by the server, consumed, then Completed', async () => {
    const { adapter, fake, calls } = await start();
    const result = await invokeMethod(adapter, 'BuyProduct');
    expect(result).toEqual({ transactionId: 'order-1', stats: { currency: 'RUB', currencyAmount: 10, usdAmount: 0.15 } });
    expect(calls).toEqual(expect.arrayContaining(['purchase:ya_gems_100', 'consume:ya-token-1']));
    expect(fake.api.of('/yandexgames/purchase/space')[0]!.body).toMatchObject({ YandexGetPurchasesRequest: false });
    expect(fake.api.of('/store/set-optimistic-order-status')[0]!.body).toEqual({ PublicOrderId: 'order-1', Status: 'Completed' });
  });

  it("refuses a purchase the server did not verify with 'Purchase not validated'", async () => {
    const { adapter, fake, calls } = await start({}, { '/yandexgames/purchase/space': { TokenSuccesses: [{ Success: false, PurchaseToken: 'ya-token-1' }] } });
    await expect(invokeMethod(adapter, 'BuyProduct')).rejects.toMatchObject({ code: 'Unknown', message: 'Purchase not validated' });
    expect(calls).not.toContain('consume:ya-token-1');
    expect(fake.api.of('/store/set-optimistic-order-status')[0]!.body).toMatchObject({ Status: 'Cancelled' });
  });

  it('only logs a failing optimistic status', async () => {
    const { adapter, fake } = await start({}, { '/store/set-optimistic-order-status': new Response('x', { status: 500 }) });
    await expect(invokeMethod(adapter, 'BuyProduct')).resolves.toMatchObject({ transactionId: 'order-1' });
    expect(fake.logs.some((l) => String(l[1]).includes('optimistic status'))).toBe(true);
  });

  it('sends lifecycle, review, favorites and focus to Yandex', async () => {
    const { adapter, fake, calls } = await start({ canReview: { value: false, reason: 'GAME_RATED' } });
    await invokeMethod(adapter, 'LoadingReady');
    await invokeMethod(adapter, 'GameStarted');
    await invokeMethod(adapter, 'GameStopped');
    expect(calls).toEqual(expect.arrayContaining(['LoadingAPI.ready', 'GameplayAPI.start', 'GameplayAPI.stop']));
    expect(await invokeMethod(adapter, 'CanReview')).toEqual({ canReview: false, reason: 'GAME_RATED' });
    expect(await invokeMethod(adapter, 'ReviewInfo')).toEqual({ available: true, reviewed: true });
    expect(await invokeMethod(adapter, 'AddToFavorites')).toEqual({ added: true });
    (fake.win.__yandexSimulator as { fire: (e: string) => void }).fire('game_api_pause');
    expect(fake.events).toContainEqual({ name: 'FocusChanged', payload: { focused: false } });
  });

  it('opens the auth dialog for a guest and reports a decline', async () => {
    const guest = await start({ player: { id: 'g', name: '', authorized: false } });
    expect(await invokeMethod(guest.adapter, 'AuthenticateUser')).toEqual({ authenticated: true, userId: 'g' });
    const declined = await start({ player: { id: 'g', name: '', authorized: false }, authDialog: 'decline' });
    expect(await invokeMethod(declined.adapter, 'AuthenticateUser')).toEqual({ authenticated: false, userId: null });
  });

  it('at start, consumes the unprocessed purchases the server verified', async () => {
    const { fake, calls } = await start({ unprocessed: ['ya-token-1', 'ya-token-2'] });
    expect(fake.api.of('/yandexgames/purchase/space')[0]!.body).toMatchObject({ YandexGetPurchasesRequest: true });
    expect(calls).toContain('consume:ya-token-1');
    expect(calls).not.toContain('consume:ya-token-2');
  });
});
