import { describe, expect, it } from 'vitest';
import { invokeMethod } from '../contract/invoke.js';
import { fakeHost } from '../testing/fake-host.js';
import { agLaunchUrl } from '../testing/launch-urls.js';
import { createAgAdapter } from './ag-adapter.js';
import { installAgSimulator } from './simulator/ag-simulator.js';
import type { AgScenario } from './simulator/ag-scenario.js';

/** The local mode's simulator bundle, as the portal passes it. */
const AG_LOCAL_SCRIPT = '/dev/simulators/ag.js';

async function start(script: AgScenario = {}, url = agLaunchUrl()) {
  const calls: string[] = [];
  const fake = fakeHost({ url, install: (win) => installAgSimulator(win, { ...script, calls }) });
  const adapter = await createAgAdapter({ scriptUrl: AG_LOCAL_SCRIPT }).start(fake.host);
  const update = (o: Record<string, string>) =>
    (fake.win.__agSimulator as { updateOptions: (o: Record<string, string>) => void }).updateOptions(o);
  return { adapter, fake, calls, update };
}
const tick = () => new Promise((r) => setTimeout(r, 5));

describe('ag adapter: the SDK script', () => {
  // An SRI hash of the form a build's sha384 digest takes (48 bytes, base64).
  const integrity = `sha384-${Buffer.alloc(48, 7).toString('base64')}`;
  const sdk = { url: 'https://ag-sdk.example/@agru/sdk@1.4.2/dist/umd/index.min.js', integrity };
  const fakeAg = () => fakeHost({ url: agLaunchUrl(), install: (win) => installAgSimulator(win, {}) });

  it('loads the pinned build with its integrity hash (and so with CORS)', async () => {
    const fake = fakeAg();
    await createAgAdapter({ sdk }).start(fake.host);
    expect(fake.scripts).toEqual([sdk.url]);
    expect(fake.scriptOptions).toEqual([{ integrity }]);
  });

  it('without a pinned build, or with a hash that is no sha384/sha512 SRI hash, loads nothing and says why', async () => {
    for (const options of [{}, { sdk: { ...sdk, integrity: '' } }, { sdk: { ...sdk, integrity: 'sha1-abc' } }]) {
      const fake = fakeAg();
      const refused = await createAgAdapter(options)
        .start(fake.host)
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(refused).toMatchObject({
        code: 'ScriptFailed',
        message:
          'The Absolute Games SDK is not pinned: give createAgAdapter({ sdk: { url, integrity } }) a build of one version and its sha384 hash',
      });
      expect(fake.scripts).toEqual([]);
    }
  });

  it("local mode's simulator is loaded from its URL as it is", async () => {
    const { fake } = await start();
    expect(fake.scripts).toEqual([AG_LOCAL_SCRIPT]);
    expect(fake.scriptOptions).toEqual([null]);
  });
});

describe('ag adapter', () => {
  it('signs in with the launch auth key the server checks, and reads the player', async () => {
    const { adapter, fake } = await start();
    expect(fake.api.of('/auth/authenticate_from_social')[0]!.body).toMatchObject({
      Social: 'AbsoluteGames',
      AbsoluteGames: {
        AppId: 'ag-app',
        PlayerId: 'agp-1',
        // MD5 of `ag-app_agp-1_<local secret>`; tests/unit/simulator-signatures checks the server's signer agrees.
        AuthKey: 'c3991053f7fbfb6aa1296688b388c4eb',
        Guest: false,
      },
    });
    expect(await adapter.getSocialInfo()).toMatchObject({ userId: 'agp-1', displayName: 'Player agp-1' });
  });

  it('options update: same player refreshes, changed player re-authenticates, still guest reloads', async () => {
    const { fake, update } = await start();
    update({ player_id: 'agp-1' });
    await tick();
    expect(fake.refreshes).toBe(1);
    expect(fake.api.of('/auth/authenticate_from_social')).toHaveLength(1);
    update({ player_id: 'agp-2' });
    await tick();
    expect(fake.api.of('/auth/authenticate_from_social')).toHaveLength(2);
    expect(fake.refreshes).toBe(2);
    update({ guest: 'true' });
    await tick();
    expect(fake.windowLog.reloads).toBe(1);
  });

  it("guests who do not authorise cannot buy: 'Not authorized'", async () => {
    const { adapter, fake } = await start({ authorize: 'decline' }, agLaunchUrl('', true));
    await expect(invokeMethod(adapter, 'BuyProduct')).rejects.toMatchObject({
      code: 'Unknown',
      message: 'Not authorized',
    });
    expect(fake.api.of('/store/create_payment')).toHaveLength(0);
  });

  it('buys with the AbsoluteGames block and the payment token', async () => {
    const { adapter, fake, calls } = await start();
    expect(await invokeMethod(adapter, 'BuyProduct')).toMatchObject({ transactionId: 'order-1' });
    expect(fake.api.of('/store/create_payment')[0]!.body).toMatchObject({
      AbsoluteGames: { AppId: 'ag-app', PlayerId: 'agp-1', GameSid: 'sid-1' },
    });
    expect(calls).toContain('showPayment:ag-pay-token');
    const closed = await start({ payment: 'closed' });
    await expect(invokeMethod(closed.adapter, 'BuyProduct')).rejects.toMatchObject({
      code: 'UserCancelled',
      message: 'Payment not completed',
    });
    expect(closed.fake.api.of('/store/set-optimistic-order-status')[0]!.body).toMatchObject({ Status: 'Cancelled' });
  });

  it.each([
    ['rewarded', 'finished'],
    ['closed', 'skipped'],
    ['error', 'failed'],
  ] as const)("campaign 'rewarded' %s → %s", async (campaign, outcome) => {
    const { adapter, calls } = await start({ campaign });
    expect(await invokeMethod(adapter, 'AdsShowVideo')).toMatchObject({ outcome });
    expect(calls).toContain('showCampaign:rewarded');
  });
});
