import { describe, expect, it, vi } from 'vitest';
import { invokeMethod, type EmittedEvent } from '../contract/invoke.js';
import { fakeHost } from '../testing/fake-host.js';
import { HostError, type PaymentDriver } from '@playport/host/adapter-kit';
import { createCrazyGamesAdapter } from './crazygames-adapter.js';
import { installCrazyGamesSimulator } from './simulator/crazygames-simulator.js';
import type { CrazyGamesScenario } from './simulator/crazygames-scenario.js';

// The provider of a CrazyGames order, as the host's payment flow runs it.
const testDriver = (pay: PaymentDriver['pay'] = async () => 'completed'): PaymentDriver => ({
  name: 'Test',
  canHandle: () => true,
  pay: vi.fn(pay),
});

async function start(script: CrazyGamesScenario = {}, driver: PaymentDriver = testDriver()) {
  const calls: string[] = [];
  const fake = fakeHost({ install: (win) => installCrazyGamesSimulator(win, { ...script, calls }) });
  const adapter = await createCrazyGamesAdapter({ payments: { drivers: [driver] } }).start(fake.host);
  const sim = fake.win.__crazyGamesSimulator as {
    switchAccount: (a: { userId: string; username: string } | null) => void;
  };
  return { adapter, fake, calls, sim };
}

const loginBody = (fake: Awaited<ReturnType<typeof start>>['fake'], i = 0) =>
  fake.api.of('/auth/authenticate_from_social')[i]!.body as {
    CrazyGames: { UserToken: string | null; DeviceId: string };
  };

/** The player a user token names, read without checking it (tests/unit/simulator-signatures verifies it). */
const tokenUser = (token: string | null) =>
  (JSON.parse(atob(token!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { userId: string }).userId;

describe('crazygames adapter', () => {
  it('loads the SDK v3 script at the cache version 2', async () => {
    const { fake } = await start();
    expect(fake.scripts).toEqual(['https://sdk.crazygames.com/crazygames-sdk-v3.js?v=2']);
  });

  it('starts its loading at the first LoadingProgress and stops it at LoadingReady', async () => {
    const { adapter, calls } = await start();
    const loading = () => calls.filter((c) => c.startsWith('loading'));
    expect(loading()).toEqual([]);
    expect(await invokeMethod(adapter, 'LoadingProgress', [], { percent: 10 })).toEqual({ acknowledged: true });
    expect(await invokeMethod(adapter, 'LoadingProgress', [], { percent: 70 })).toEqual({ acknowledged: true });
    expect(loading()).toEqual(['loadingStart']);
    expect(await invokeMethod(adapter, 'LoadingReady')).toEqual({ acknowledged: true });
    expect(await invokeMethod(adapter, 'LoadingProgress', [], { percent: 100 })).toEqual({ acknowledged: false });
    expect(loading()).toEqual(['loadingStart', 'loadingStop']);
  });

  it('signs a registered player in with the user token of the SDK', async () => {
    const { fake } = await start();
    expect(tokenUser(loginBody(fake).CrazyGames.UserToken)).toBe('cg-1');
  });

  it('signs a guest in by device id, and registers through the auth prompt', async () => {
    const { adapter, fake } = await start({ user: null });
    expect(loginBody(fake).CrazyGames).toMatchObject({ UserToken: null });
    expect(loginBody(fake).CrazyGames.DeviceId).toMatch(/^[0-9a-f]{32}$/);
    expect(await adapter.getSocialInfo()).toMatchObject({ social: 'CrazyGames', userId: null, displayName: null });
    expect(await invokeMethod(adapter, 'AuthenticateUser')).toEqual({ authenticated: true, userId: 'acc-1' });
  });

  it('reloads after logout or an account change, not on sign-in', async () => {
    const { fake, sim } = await start();
    sim.switchAccount({ userId: 'cg-2', username: 'other' });
    expect(fake.windowLog.reloads).toBe(1);
    sim.switchAccount(null);
    expect(fake.windowLog.reloads).toBe(2);
    sim.switchAccount({ userId: 'cg-3', username: 'again' });
    expect(fake.windowLog.reloads).toBe(2);
  });

  it('tells the host when a new sign-in changes the account', async () => {
    let n = 0;
    const calls: string[] = [];
    const fake = fakeHost({
      install: (win) => installCrazyGamesSimulator(win, { user: null, calls }),
      api: { '/auth/authenticate_from_social': () => ({ Token: 't', AccountId: `acc-${++n}` }) },
    });
    await createCrazyGamesAdapter().start(fake.host);
    const sim = fake.win.__crazyGamesSimulator as { switchAccount: (a: { userId: string; username: string }) => void };
    sim.switchAccount({ userId: 'cg-9', username: 'nine' });
    await vi.waitFor(() => expect(fake.refreshes).toBeGreaterThan(0));
  });

  it.each([
    [{ accountsAvailable: false }, 'User accounts not available'],
    [{ user: null, authPrompt: 'close' }, 'User still not registered'],
    [{ token: 'fail' }, 'Failed to get user token'],
  ] as const)('refuses a purchase: %j → %s', async (script, message) => {
    const { adapter, fake } = await start(script);
    await expect(invokeMethod(adapter, 'BuyProduct')).rejects.toMatchObject({ code: 'Unknown', message });
    expect(fake.api.of('/store/create_payment')).toHaveLength(0);
  });

  it("buys through the host's payment flow with the player's user token", async () => {
    const driver = testDriver();
    const { adapter, fake } = await start({}, driver);
    expect(await invokeMethod(adapter, 'BuyProduct')).toMatchObject({ transactionId: 'order-1' });
    const body = fake.api.of('/store/create_payment')[0]!.body as { CrazyGames: { AccessToken: string } };
    expect(body).toMatchObject({
      Game: 'space',
      Sku: 'gems_100',
      WebPublishingPlatform: 'CrazyGames',
      EmbeddingType: 'Embed',
    });
    expect(tokenUser(body.CrazyGames.AccessToken)).toBe('cg-1');
    expect(driver.pay).toHaveBeenCalledOnce();
    expect(fake.api.of('/store/set-optimistic-order-status')[0]!.body).toEqual({
      PublicOrderId: 'order-1',
      Status: 'Completed',
    });
  });

  it('shows a guest the registration prompt before buying, then buys as the new player', async () => {
    const { adapter, fake, calls } = await start({ user: null });
    await invokeMethod(adapter, 'BuyProduct');
    expect(calls).toContain('showAuthPrompt');
    const body = fake.api.of('/store/create_payment')[0]!.body as { CrazyGames: { AccessToken: string } };
    expect(tokenUser(body.CrazyGames.AccessToken)).toBe('cg-new');
  });

  it('reports a purchase cancelled in the provider as UserCancelled, and the order Cancelled', async () => {
    const driver = testDriver(async () =>
      Promise.reject(new HostError('UserCancelled', 'Payment widget closed before payment completed!')),
    );
    const { adapter, fake } = await start({}, driver);
    await expect(invokeMethod(adapter, 'BuyProduct')).rejects.toMatchObject({ code: 'UserCancelled' });
    expect(fake.api.of('/store/set-optimistic-order-status')[0]!.body).toEqual({
      PublicOrderId: 'order-1',
      Status: 'Cancelled',
    });
  });

  it("answers a guest who closes the registration prompt with 'No registration to crazygames!'", async () => {
    const { adapter, calls } = await start({ user: null, authPrompt: 'close' });
    await expect(invokeMethod(adapter, 'AuthenticateUser')).rejects.toMatchObject({
      code: 'UserCancelled',
      message: 'No registration to crazygames!',
    });
    expect(calls).toContain('showAuthPrompt');
  });

  it('does not prompt or sign in when accounts are unavailable', async () => {
    const { adapter, calls } = await start({ accountsAvailable: false });
    expect(await invokeMethod(adapter, 'AuthenticateUser')).toEqual({ authenticated: false, userId: null });
    expect(await adapter.getSocialInfo()).toMatchObject({ paymentsAvailable: false });
    expect(calls).not.toContain('showAuthPrompt');
  });

  it('reports ads: finished, unfilled failed; adblock leaves them not ready', async () => {
    const { adapter } = await start({ rewarded: 'unfilled' });
    const events: EmittedEvent[] = [];
    expect(await invokeMethod(adapter, 'AdsShowVideo', events)).toMatchObject({ outcome: 'failed' });
    expect(await invokeMethod(adapter, 'AdsShowInterstitial', events)).toEqual({ outcome: 'finished' });
    expect(events.map((e) => e.name)).toEqual(['AdsFailed', 'AdsFinished']);
    const blocked = await start({ adblock: true });
    expect(await invokeMethod(blocked.adapter, 'AdsVideoReady')).toEqual({ ready: false });
  });

  it('sends loading and gameplay events, invite links and SDK passthrough', async () => {
    const { adapter, calls } = await start();
    await invokeMethod(adapter, 'LoadingReady');
    await invokeMethod(adapter, 'GameStarted');
    await invokeMethod(adapter, 'GameStopped');
    expect(calls).toEqual(expect.arrayContaining(['loadingStop', 'gameplayStart', 'gameplayStop']));
    expect(await invokeMethod(adapter, 'InviteFriends')).toEqual({ invited: true });
    expect(await invokeMethod(adapter, 'SendCrazyGamesSdk', [], { path: ['user', 'getUser'] })).toEqual({
      data: { username: 'crazy_cat', profilePictureUrl: 'https://cg.test/cg-1.png' },
    });
    await expect(invokeMethod(adapter, 'SendCrazyGamesSdk', [], { path: ['init'] })).rejects.toMatchObject({
      code: 'NotSupported',
    });
    for (const path of [
      ['user', 'getUserToken'],
      ['user', 'getXsollaUserToken'],
      ['analytics', 'trackOrder'],
    ]) {
      await expect(invokeMethod(adapter, 'SendCrazyGamesSdk', [], { path })).rejects.toMatchObject({
        code: 'NotSupported',
        message: `CrazyGames SDK path ${path.join('.')} is not available to games`,
      });
    }
  });

  it("reports the player's mute setting at start and on each change, and stops listening once destroyed", async () => {
    const { adapter, fake } = await start({ muteAudio: true });
    const sim = fake.win.__crazyGamesSimulator as { setMuteAudio(muted: boolean): void };
    const play = () => fake.events.filter((e) => e.name === 'PauseStateChanged' || e.name === 'AudioStateChanged');
    expect(play()).toEqual([{ name: 'AudioStateChanged', payload: { muted: true, reason: 'platform' } }]);
    sim.setMuteAudio(false);
    adapter.destroy();
    sim.setMuteAudio(true);
    expect(play()).toEqual([
      { name: 'AudioStateChanged', payload: { muted: true, reason: 'platform' } },
      { name: 'AudioStateChanged', payload: { muted: false, reason: 'platform' } },
    ]);
  });
});
