import { describe, expect, it, vi } from 'vitest';
import { verifyCrazyGames } from '../../../reference-portal/server/src/platforms/verify-crazygames';
import { invokeMethod, type EmittedEvent } from '../contract/invoke.js';
import { SIMULATOR_SECRETS } from '../simulator-kit/secrets.js';
import { fakeHost } from '../testing/fake-host.js';
import { createCrazyGamesAdapter } from './crazygames-adapter.js';
import { installCrazyGamesSimulator } from './simulator/crazygames-simulator.js';
import type { CrazyGamesScenario } from './simulator/crazygames-scenario.js';

async function start(script: CrazyGamesScenario = {}, checkout: (() => Promise<void>) | undefined = async () => {}) {
  const calls: string[] = [];
  const fake = fakeHost({ install: (win) => installCrazyGamesSimulator(win, { ...script, calls }) });
  const adapter = createCrazyGamesAdapter({ checkout });
  await adapter.init(fake.host);
  const sim = fake.win.__crazyGamesSimulator as { switchAccount: (a: { userId: string; username: string } | null) => void };
  return { adapter, fake, calls, sim };
}

const loginBody = (fake: Awaited<ReturnType<typeof start>>['fake'], i = 0) =>
  fake.api.of('/auth/authenticate_from_social')[i]!.body as { CrazyGames: { UserToken: string | null; DeviceId: string } };

describe('crazygames adapter', () => {
  it('signs a registered player in with a user token the server verifies', async () => {
    const { fake, calls } = await start();
    expect(calls).toContain('loadingStart');
    const token = loginBody(fake).CrazyGames.UserToken!;
    await expect(verifyCrazyGames(token, { secret: SIMULATOR_SECRETS.crazyGames }, new Date())).resolves.toMatchObject({ id: 'cg-1' });
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
    await createCrazyGamesAdapter().init(fake.host);
    const sim = fake.win.__crazyGamesSimulator as { switchAccount: (a: { userId: string; username: string }) => void };
    sim.switchAccount({ userId: 'cg-9', username: 'nine' });
    await vi.waitFor(() => expect(fake.refreshes).toBeGreaterThan(0));
  });

  it.each([
    [{ accountsAvailable: false }, 'User accounts not available'],
    [{ user: null, authPrompt: 'close' }, 'User still not registered'],
    [{ token: 'fail' }, 'Failed to get user token'],
  ] as const)('refuses a purchase: %j → %s', async (script, message) => {
    const { adapter, fake } = await start(script as CrazyGamesScenario);
    await expect(invokeMethod(adapter, 'BuyProduct')).rejects.toMatchObject({ code: 'Unknown', message });
    expect(fake.api.of('/store/create_payment')).toHaveLength(0);
  });

  it('buys with the user token and the host checkout', async () => {
    const checkout = vi.fn(async () => {});
    const { adapter, fake } = await start({}, checkout);
    expect(await invokeMethod(adapter, 'BuyProduct')).toMatchObject({ transactionId: 'order-1' });
    expect(fake.api.of('/store/create_payment')[0]!.body).toMatchObject({ WebPublishingPlatform: 'CrazyGames', CrazyGames: { AccessToken: expect.any(String) } });
    expect(checkout).toHaveBeenCalledOnce();
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
    await expect(invokeMethod(adapter, 'SendCrazyGamesSdk', [], { path: ['init'] })).rejects.toMatchObject({ code: 'NotSupported' });
  });
});
