import { describe, expect, it } from 'vitest';
import { invokeMethod } from '../contract/invoke.js';
import { fakeHost } from '../testing/fake-host.js';
import { testGameConfig } from '../testing/game-config.js';
import { vkPlayLaunchUrl } from '../testing/launch-urls.js';
import { createVkPlayAdapter } from './vkplay-adapter.js';
import { installVkPlaySimulator } from './simulator/vkplay-simulator.js';
import type { VkPlayScenario } from './simulator/vkplay-scenario.js';

async function start(script: VkPlayScenario = {}, url = vkPlayLaunchUrl()) {
  const calls: string[] = [];
  const fake = fakeHost({ url, install: (win) => installVkPlaySimulator(win, { ...script, calls }) });
  const adapter = await createVkPlayAdapter().start(fake.host);
  return { adapter, fake, calls };
}

describe('vkplay adapter', () => {
  it("needs an app id: 'No AppId'", async () => {
    const fake = fakeHost({
      url: 'https://portal.test/play/space/iframe/vkplay?uid=1',
      install: (win) => installVkPlaySimulator(win),
    });
    await expect(createVkPlayAdapter().start(fake.host)).rejects.toMatchObject({ message: 'No AppId' });
  });

  it("falls back to the game config's VK Play app id when the launch has none", async () => {
    const calls: string[] = [];
    const fake = fakeHost({
      url: 'https://portal.test/play/space/iframe/vkplay?uid=1',
      install: (win) => installVkPlaySimulator(win, { calls }),
      gameConfig: testGameConfig(),
    });
    await createVkPlayAdapter()
      .start(fake.host)
      .catch(() => {});
    expect(calls).toContain('iframeApi:vkp-config-app');
  });

  it('login status 2: reads the profile and signs in with the launch params VK Play signed', async () => {
    const { adapter, fake, calls } = await start();
    expect(calls).toContain('iframeApi:777');
    const body = fake.api.of('/auth/authenticate_from_social')[0]!.body as {
      VkontaktePlay: { Uid: string; LaunchParams: string };
    };
    expect(body.VkontaktePlay.Uid).toBe('31');
    // tests/unit/simulator-signatures checks the signature with the server's verifier.
    expect(body.VkontaktePlay.LaunchParams).toBe(new URLSearchParams(fake.win.location.search).toString());
    expect(await adapter.getSocialInfo()).toMatchObject({
      social: 'VkontaktePlay',
      userId: '31',
      displayName: 'Pavel',
    });
  });

  it('login status 0 starts auth and waits for the reload, signing nobody in', async () => {
    const { adapter, fake, calls } = await start({ loginStatus: 0 });
    expect(calls).toContain('authUser');
    expect(fake.api.of('/auth/authenticate_from_social')).toHaveLength(0);
    expect(await adapter.getSocialInfo()).toMatchObject({ userId: null });
  });

  it('login status 1 registers the user and reloads', async () => {
    const { calls } = await start({ loginStatus: 1 });
    expect(calls.slice(-2)).toEqual(['registerUser', 'reloadWindow']);
  });

  it('buys with Currency, IpAddress and Uid; default currency RUB', async () => {
    const { adapter, fake, calls } = await start();
    expect(await invokeMethod(adapter, 'BuyProduct')).toMatchObject({ transactionId: 'order-1' });
    expect(fake.api.of('/store/create_payment')[0]!.body).toMatchObject({
      WebPublishingPlatform: 'VkontaktePlay',
      Currency: 'RUB',
      VkontaktePlay: { IpAddress: '{ip}', Uid: '31', Currency: 'RUB' },
    });
    expect(calls.some((c) => c.startsWith('paymentFrame:'))).toBe(true);
    const usd = await start({}, vkPlayLaunchUrl({ currency: 'USD' }));
    await invokeMethod(usd.adapter, 'BuyProduct');
    expect(usd.fake.api.of('/store/create_payment')[0]!.body).toMatchObject({ Currency: 'USD' });
  });

  it('a closed payment window is a Cancelled order', async () => {
    const { adapter, fake } = await start({ payment: 'closed' });
    await expect(invokeMethod(adapter, 'BuyProduct')).rejects.toMatchObject({
      code: 'UserCancelled',
      message: 'Payment widget closed before payment completed!',
    });
    expect(fake.api.of('/store/set-optimistic-order-status')[0]!.body).toMatchObject({ Status: 'Cancelled' });
  });

  it.each([
    [{ type: 'adCompleted' }, 'finished'],
    [{ type: 'adDismissed' }, 'skipped'],
    [{ type: 'adDismissed', code: 'AdsNotFound' }, 'failed'],
    [{ type: 'adError', code: 'UndefinedAdError' }, 'failed'],
  ] as const)('ads %j → %s', async (ads, outcome) => {
    const { adapter } = await start({ ads });
    expect(await invokeMethod(adapter, 'AdsShowVideo')).toMatchObject({ outcome });
  });

  it('lists friends', async () => {
    const { adapter } = await start();
    expect(await invokeMethod(adapter, 'GetFriends')).toMatchObject({ friends: [{ uid: '41', displayName: 'Mila' }] });
  });
});
