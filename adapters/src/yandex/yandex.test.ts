import { afterEach, describe, expect, it, vi } from 'vitest';
import { invokeMethod, type EmittedEvent } from '../contract/invoke.js';
import { fakeHost } from '../testing/fake-host.js';
import { PLAYER_DIALOG_TIMEOUT_MS } from '../shared/timeout.js';
import type { GameConfigReply } from '@playport/host/api';
import { testGameConfig } from '../testing/game-config.js';
import { createYandexAdapter, type YandexAdapterOptions } from './yandex-adapter.js';
import { installYandexSimulator } from './simulator/yandex-simulator.js';
import type { YandexScenario } from './simulator/yandex-scenario.js';
import type { YaGames } from './yandex-types.js';

async function start(
  script: YandexScenario = {},
  api = {},
  gameConfig: GameConfigReply | null = null,
  options: YandexAdapterOptions = {},
) {
  const calls: string[] = [];
  const signatures: string[] = [];
  const fake = fakeHost({
    install: (win) =>
      installYandexSimulator(win, { purchaseTokens: ['ya-token-1', 'ya-token-2'], ...script, calls, signatures }),
    api,
    gameConfig,
  });
  const adapter = await createYandexAdapter(options).start(fake.host);
  return { adapter, fake, calls, signatures };
}

/** The decoded payload of Yandex signed data. */
const payloadOf = (signature: string) =>
  JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(signature.split('.')[1]!), (c) => c.charCodeAt(0)))) as {
    algorithm: string;
    data: unknown;
  };

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
      social: 'YandexGames',
      userId: 'ya-player-1',
      displayName: 'Yana',
      socialLocale: 'tr',
      gender: 'unspecified',
      photo: { width: 200, height: 200, url: 'https://avatars.yandex.test/ya-player-1/large' },
    });
  });

  it.each([
    ['Horizontal', 'orientation:landscape'],
    ['Vertical', 'orientation:portrait'],
  ] as const)("locks the screen for a %s game, from the host's game config", async (orientation, expected) => {
    const { calls, fake } = await start(
      {},
      {},
      testGameConfig((c) => void (c.PublicGameData.GameOrientation = orientation)),
    );
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
    const { adapter, fake } = await start(
      {},
      { '/auth/authenticate_from_social': () => ({ Token: `t${n}`, AccountId: accounts[n++] }) },
    );
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

  it('buys: sends the signature to the server, consumes the token it granted, then Completed', async () => {
    const { adapter, fake, calls, signatures } = await start();
    const result = await invokeMethod(adapter, 'BuyProduct');
    expect(result).toEqual({
      transactionId: 'order-1',
      stats: { currency: 'RUB', currencyAmount: 10, usdAmount: 0.15 },
    });
    expect(calls).toEqual(expect.arrayContaining(['purchase:ya_gems_100', 'consume:ya-token-1']));
    const sent = fake.api.of('/yandexgames/purchase/space')[0]!.body;
    expect(sent).toEqual({ YandexSignedData: signatures.at(-1), YandexGetPurchasesRequest: false });
    expect(payloadOf(sent.YandexSignedData as string).data).toMatchObject({
      token: 'ya-token-1',
      product: { id: 'ya_gems_100' },
      developerPayload: 'order-1',
    });
    expect(fake.api.of('/store/set-optimistic-order-status')[0]!.body).toEqual({
      PublicOrderId: 'order-1',
      Status: 'Completed',
    });
  });

  it('a purchase the player closes reaches the game as UserCancelled, sends nothing to verify and cancels the order', async () => {
    const { adapter, fake, calls } = await start({ purchase: 'cancel' });
    await expect(invokeMethod(adapter, 'BuyProduct')).rejects.toMatchObject({
      code: 'UserCancelled',
      message: 'USER_CANCEL',
    });
    expect(calls.filter((c) => c.startsWith('consume'))).toEqual([]);
    expect(fake.api.of('/yandexgames/purchase/space')).toEqual([]);
    expect(fake.api.of('/store/set-optimistic-order-status')[0]!.body).toEqual({
      PublicOrderId: 'order-1',
      Status: 'Cancelled',
    });
  });

  it("refuses a purchase the server did not verify with 'Purchase not validated'", async () => {
    const { adapter, fake, calls } = await start(
      {},
      { '/yandexgames/purchase/space': { TokenSuccesses: [{ Success: false, PurchaseToken: 'ya-token-1' }] } },
    );
    await expect(invokeMethod(adapter, 'BuyProduct')).rejects.toMatchObject({
      code: 'Unknown',
      message: 'Purchase not validated',
    });
    expect(calls).not.toContain('consume:ya-token-1');
    expect(fake.api.of('/store/set-optimistic-order-status')[0]!.body).toMatchObject({ Status: 'Cancelled' });
  });

  it("refuses with 'Purchase not validated' when the server refuses the purchase (409), consuming nothing", async () => {
    const conflict = new Response(
      JSON.stringify({ Code: 'PurchaseMismatch', Message: 'The purchase is for x, the order for y', status: 409 }),
      { status: 409, headers: { 'content-type': 'application/problem+json' } },
    );
    const { adapter, fake, calls } = await start({}, { '/yandexgames/purchase/space': conflict });
    await expect(invokeMethod(adapter, 'BuyProduct')).rejects.toMatchObject({
      code: 'Unknown',
      message: 'Purchase not validated',
    });
    expect(calls.filter((c) => c.startsWith('consume'))).toEqual([]);
    expect(fake.api.of('/store/set-optimistic-order-status')[0]!.body).toMatchObject({ Status: 'Cancelled' });
  });

  it('does not take a Success for another token as the verdict for this purchase', async () => {
    const { adapter, calls } = await start(
      {},
      { '/yandexgames/purchase/space': { TokenSuccesses: [{ Success: true, PurchaseToken: 'some-other-token' }] } },
    );
    await expect(invokeMethod(adapter, 'BuyProduct')).rejects.toMatchObject({ message: 'Purchase not validated' });
    expect(calls.filter((c) => c.startsWith('consume'))).toEqual([]);
  });

  it('only logs a failing optimistic status', async () => {
    const { adapter, fake } = await start(
      {},
      { '/store/set-optimistic-order-status': new Response('x', { status: 500 }) },
    );
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

  it('at start, sends the signed getPurchases() list and consumes the tokens the server granted', async () => {
    const granted = {
      TokenSuccesses: [
        { Success: true, PurchaseToken: 'ya-token-1' },
        { Success: false, PurchaseToken: 'ya-token-2' },
      ],
    };
    const { fake, calls } = await start(
      { unprocessed: ['ya-token-1', 'ya-token-2'] },
      { '/yandexgames/purchase/space': granted },
    );
    const sent = fake.api.of('/yandexgames/purchase/space')[0]!.body;
    expect(sent).toMatchObject({ YandexGetPurchasesRequest: true });
    expect((payloadOf(sent.YandexSignedData as string).data as { token: string }[]).map((p) => p.token)).toEqual([
      'ya-token-1',
      'ya-token-2',
    ]);
    expect(calls).toContain('consume:ya-token-1');
    expect(calls).not.toContain('consume:ya-token-2');
  });

  it('sends nothing at start when there is no unprocessed purchase', async () => {
    const { fake } = await start();
    expect(fake.api.of('/yandexgames/purchase/space')).toEqual([]);
  });

  it('signs a guest without signed data in with a random device id kept in storage', async () => {
    const { fake } = await start({ player: { id: '', name: '', authorized: false } });
    const login = fake.api.of('/auth/authenticate_from_social')[0]!.body;
    const id = fake.storage.get('YandexGamesDeviceId');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(login).toMatchObject({ Social: 'YandexGames', YandexGames: { UniqueId: id, Signature: null } });
  });
});

describe('yandex simulator: the shapes Yandex answers', () => {
  const sdkOf = async (script: YandexScenario = {}) => {
    const win = {} as Record<string, unknown>;
    installYandexSimulator(win as never, { secret: 's3cret', purchaseTokens: ['ya-token-1'], ...script });
    return (win.YaGames as YaGames).init();
  };

  it('signed: purchase() and getPurchases() answer { signature } only, with the documented fields inside', async () => {
    const sdk = await sdkOf({ unprocessed: ['ya-old'] });
    const payments = await sdk.getPayments({ signed: true });
    const bought = await payments.purchase({ id: 'gold500', developerPayload: 'ord_1' });
    expect(Object.keys(bought)).toEqual(['signature']);
    const payload = payloadOf(bought.signature);
    expect(payload.algorithm).toBe('HMAC-SHA256');
    expect(payload.data).toEqual({
      token: 'ya-token-1',
      status: 'waiting',
      errorCode: '',
      errorDescription: '',
      url: '',
      product: {
        id: 'gold500',
        title: 'gold500',
        description: '',
        price: { code: 'YAN', value: '1' },
        imagePrefix: '',
      },
      developerPayload: 'ord_1',
    });
    const listed = await payments.getPurchases();
    expect(Object.keys(listed)).toEqual(['signature']);
    // Unconsumed: the scenario's and the one just bought; a consumed one leaves the list.
    expect(payloadOf(listed.signature).data).toMatchObject([
      { token: 'ya-old', product: { id: 'ya_gems_100' } },
      { token: 'ya-token-1', product: { id: 'gold500' } },
    ]);
    await payments.consumePurchase('ya-old');
    expect(payloadOf((await payments.getPurchases()).signature).data).toMatchObject([{ token: 'ya-token-1' }]);
  });

  it('on() answers a function that removes the listener (@types/ysdk: on(…): () => void)', async () => {
    const win = {} as Record<string, unknown>;
    installYandexSimulator(win as never);
    const sdk = await (win.YaGames as YaGames).init();
    const paused: string[] = [];
    const off = sdk.on('game_api_pause', () => paused.push('pause'));
    (win.__yandexSimulator as { fire(e: string): void }).fire('game_api_pause');
    off();
    (win.__yandexSimulator as { fire(e: string): void }).fire('game_api_pause');
    expect(paused).toEqual(['pause']);
  });

  it("calls the rewarded video's onClose without arguments, the fullscreen ad's with wasShown", async () => {
    const sdk = await sdkOf({ rewarded: 'close', interstitial: 'not-shown' });
    const closed = await new Promise<unknown[]>((resolve) =>
      sdk.adv.showRewardedVideo({ callbacks: { onClose: (...args: unknown[]) => resolve(args) } }),
    );
    expect(closed).toEqual([]);
    const shown = await new Promise<boolean>((resolve) =>
      sdk.adv.showFullscreenAdv({ callbacks: { onClose: resolve } }),
    );
    expect(shown).toBe(false);
  });

  it('gives each purchase a fresh UUID token by default', async () => {
    const payments = await (await sdkOf({ purchaseTokens: [] })).getPayments({ signed: true });
    const tokenOf = async () =>
      (payloadOf((await payments.purchase({ id: 'x' })).signature).data as { token: string }).token;
    const [a, b] = [await tokenOf(), await tokenOf()];
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(b).not.toBe(a);
  });
});
