import { describe, expect, it } from 'vitest';
import { invokeMethod } from '../contract/invoke.js';
import { fakeHost } from '../testing/fake-host.js';
import { createSteamAdapter, STEAM_PURCHASES_NOT_SUPPORTED } from './steam-adapter.js';
import { installSteamSimulator } from './simulator/steam-simulator.js';

describe('steam adapter', () => {
  it('signs in with a session ticket the server verifies and names the player', async () => {
    const fake = fakeHost();
    installSteamSimulator(fake.win);
    const adapter = await createSteamAdapter().start(fake.host);
    const body = fake.api.of('/auth/authenticate_from_social')[0]!.body as {
      Steam: { Ticket: string; SteamId: string };
    };
    // The ticket is the session ticket's bytes in hex, as Steam's AuthenticateUserTicket takes it; the
    // server's check of it goes through the Web API (its local stand-in accepts the simulator's tickets).
    expect(body.Steam.Ticket).toMatch(/^[0-9a-f]+$/);
    expect(Buffer.from(body.Steam.Ticket, 'hex').toString('utf8')).toMatch(/^76561198000000001:[0-9a-f]{64}$/);
    expect(body.Steam.SteamId).toBe('76561198000000001');
    expect(await adapter.getSocialInfo()).toMatchObject({
      social: 'Steam',
      userId: '76561198000000001',
      displayName: 'Gabe N',
    });
    expect(await invokeMethod(adapter, 'AuthenticateUser')).toEqual({
      authenticated: true,
      userId: '76561198000000001',
    });
  });

  it('answers what a Steam build cannot do: purchases NotSupported, no ads, no friends', async () => {
    const fake = fakeHost();
    installSteamSimulator(fake.win);
    const adapter = await createSteamAdapter().start(fake.host);
    await expect(invokeMethod(adapter, 'BuyProduct')).rejects.toMatchObject({
      code: 'NotSupported',
      message: STEAM_PURCHASES_NOT_SUPPORTED,
    });
    expect(fake.api.of('/store/create_payment')).toEqual([]);
    expect(adapter.supports).toMatchObject({
      payments: false,
      rewardedAds: false,
      interstitialAds: false,
      friends: false,
      invite: false,
    });
    expect(await invokeMethod(adapter, 'AdsVideoReady')).toEqual({ ready: false });
    expect(await invokeMethod(adapter, 'GetFriends')).toEqual({ friends: [] });
  });

  it('fails to start with ScriptFailed outside a Steam shell', async () => {
    await expect(createSteamAdapter().start(fakeHost().host)).rejects.toMatchObject({ code: 'ScriptFailed' });
  });

  it('keeps running without sign-in when no ticket is issued', async () => {
    const fake = fakeHost();
    installSteamSimulator(fake.win, { ticket: 'fail' });
    const adapter = await createSteamAdapter().start(fake.host);
    expect(await invokeMethod(adapter, 'AuthenticateUser')).toEqual({ authenticated: false, userId: null });
  });
});
