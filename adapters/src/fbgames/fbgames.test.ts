import { describe, expect, it } from 'vitest';
import { invokeMethod } from '../contract/invoke.js';
import { fakeHost } from '../testing/fake-host.js';
import { testGameConfig } from '../testing/game-config.js';
import { createFbGamesAdapter } from './fbgames-adapter.js';
import { installFbGamesSimulator } from './simulator/fbgames-simulator.js';
import type { FbGamesScenario } from './simulator/fbgames-scenario.js';

const ORDER = {
  TransactionId: 'order-1',
  PersonalInfoRequirements: null,
  FacebookGames: { ProductOgUrl: 'https://portal.test/og/gems_100' },
  OrderProduct: {
    Sku: 'gems_100',
    Price: 1,
    UsdPrice: 1,
    Currency: 'USD',
    LocalizedProductName: null,
    LocalizedProductDescription: null,
    ImageUrl: null,
  },
};

async function start(script: FbGamesScenario = {}, api: Record<string, unknown> = {}) {
  const calls: string[] = [];
  const fake = fakeHost({
    install: (win) => installFbGamesSimulator(win, { ...script, calls }),
    api: { '/store/create_payment': ORDER, ...api },
  });
  const adapter = await createFbGamesAdapter({ appId: 'fb-app' }).start(fake.host);
  return { adapter, fake, calls };
}

describe('fbgames adapter', () => {
  it('needs an app id', async () => {
    const fake = fakeHost({ install: (win) => installFbGamesSimulator(win) });
    await expect(createFbGamesAdapter().start(fake.host)).rejects.toMatchObject({
      code: 'NotConnected',
      message: 'No AppId',
    });
    const noApp = fakeHost({
      install: (win) => installFbGamesSimulator(win),
      gameConfig: testGameConfig((c) => void (c.PublicGameData.PlatformData = {})),
    });
    await expect(createFbGamesAdapter().start(noApp.host)).rejects.toMatchObject({
      code: 'NotConnected',
      message: 'No AppId',
    });
  });

  it("takes the app id from the host's game config, the option overriding it", async () => {
    const calls: string[] = [];
    const fake = fakeHost({ install: (win) => installFbGamesSimulator(win, { calls }), gameConfig: testGameConfig() });
    await createFbGamesAdapter().start(fake.host);
    expect(calls).toContain('init:fb-config-app');
    const own: string[] = [];
    const other = fakeHost({
      install: (win) => installFbGamesSimulator(win, { calls: own }),
      gameConfig: testGameConfig(),
    });
    await createFbGamesAdapter({ appId: 'fb-own' }).start(other.host);
    expect(own).toContain('init:fb-own');
  });

  it('signs in with the signed request and reads the profile', async () => {
    const { adapter, fake, calls } = await start();
    expect(calls).toContain('init:fb-app');
    // tests/unit/simulator-signatures checks the signature with the server's verifier.
    expect(fake.api.of('/auth/authenticate_from_social')[0]!.body).toMatchObject({
      Social: 'FacebookGames',
      FacebookGames: { SignedRequest: expect.stringMatching(/^[\w-]+\.[\w-]+$/) },
    });
    expect(await adapter.getSocialInfo()).toMatchObject({
      social: 'FacebookGames',
      userId: 'fb-user-1',
      firstName: 'Frida',
      photo: { width: 200, height: 200, url: 'https://fb.test/u1.jpg' },
    });
  });

  it('has no social info until the player logs in, then logs in on request', async () => {
    const { adapter } = await start({ loggedIn: false });
    expect(await adapter.getSocialInfo()).toBeNull();
    expect(await invokeMethod(adapter, 'AuthenticateUser')).toEqual({ authenticated: true, userId: 'fb-user-1' });
    const declined = await start({ loggedIn: false, login: 'decline' });
    expect(await invokeMethod(declined.adapter, 'AuthenticateUser')).toEqual({ authenticated: false, userId: null });
  });

  it('pays through the pay dialog: completed resolves, anything else rejects', async () => {
    const { adapter, fake } = await start();
    expect(await invokeMethod(adapter, 'BuyProduct')).toMatchObject({ transactionId: 'order-1' });
    // The dialog's signed result goes to the server before the purchase counts.
    expect(fake.api.of('/fbgames/purchase')[0]!.body).toEqual({ Game: 'space', SignedRequest: 'x' });
    expect(fake.api.of('/store/set-optimistic-order-status')[0]!.body).toMatchObject({ Status: 'Completed' });
    const refused = await start({}, { '/fbgames/purchase': { Success: false } });
    await expect(invokeMethod(refused.adapter, 'BuyProduct')).rejects.toMatchObject({
      code: 'Unknown',
      message: 'Purchase not validated',
    });
    expect(refused.fake.api.of('/store/set-optimistic-order-status')[0]!.body).toMatchObject({ Status: 'Cancelled' });
    const cancelled = await start({ pay: 'cancel' });
    await expect(invokeMethod(cancelled.adapter, 'BuyProduct')).rejects.toMatchObject({
      code: 'UserCancelled',
      message: 'Payment not completed',
    });
    expect(cancelled.fake.api.of('/store/set-optimistic-order-status')[0]!.body).toMatchObject({ Status: 'Cancelled' });
  });

  it('invites with a game request', async () => {
    const { adapter } = await start();
    expect(await invokeMethod(adapter, 'InviteFriends')).toEqual({ invited: true });
  });

  it('a throwing FB.init fails init with ScriptFailed', async () => {
    const fake = fakeHost({ install: (win) => installFbGamesSimulator(win, { init: 'throws' }) });
    const adapter = createFbGamesAdapter({ appId: 'fb-app' });
    await expect(adapter.start(fake.host)).rejects.toMatchObject({ code: 'ScriptFailed' });
  });

  it('an error answer of /me is no profile: no social info, not authenticated', async () => {
    const { adapter, fake } = await start({ me: 'error' });
    expect(
      fake.logs.some(([level, message]) => level === 'warn' && String(message).includes('Facebook sign-in failed')),
    ).toBe(true);
    expect(await adapter.getSocialInfo()).toBeNull();
    expect(await invokeMethod(adapter, 'AuthenticateUser')).toEqual({ authenticated: false, userId: null });
  });

  it('tells the host once after a requested login, with the profile in place, also when the account switches', async () => {
    let n = 0;
    const accounts = ['acc-1', 'acc-2'];
    const fake = fakeHost({
      install: (win) => installFbGamesSimulator(win, { loggedIn: false }),
      api: { '/auth/authenticate_from_social': () => ({ Token: `t${n}`, AccountId: accounts[n++] }) },
    });
    const adapter = await createFbGamesAdapter({ appId: 'fb-app' }).start(fake.host);
    const seen: Promise<unknown>[] = [];
    fake.host.refreshUserInfo = () => void seen.push(adapter.getSocialInfo());
    expect(await invokeMethod(adapter, 'AuthenticateUser')).toEqual({ authenticated: true, userId: 'fb-user-1' });
    expect(seen).toHaveLength(1);
    expect(await seen[0]).toMatchObject({ userId: 'fb-user-1' });
    expect(await invokeMethod(adapter, 'AuthenticateUser')).toMatchObject({ authenticated: true });
    expect(seen).toHaveLength(2);
  });
});
