import { HostError, HostErrorCode } from '@playport/host/adapter-kit';
import { describe, expect, it } from 'vitest';
import { invokeMethod, type EmittedEvent } from '../contract/invoke.js';
import { fakeHost } from '../testing/fake-host.js';
import { createFbInstantGamesAdapter } from './fbinstant-adapter.js';
import { installFbInstantSimulator } from './simulator/fbinstant-simulator.js';
import type { FbInstantScenario } from './simulator/fbinstant-scenario.js';

const placements = { rewarded: 'r1', interstitial: 'i1', banner: 'b1' };

async function start(
  script: FbInstantScenario = {},
  api = {},
  inviteImage: string | null = 'data:image/png;base64,iVBORw0KGgo=',
) {
  const calls: string[] = [];
  const fake = fakeHost({ install: (win) => installFbInstantSimulator(win, { ...script, calls }), api });
  const adapter = await createFbInstantGamesAdapter({ placements, ...(inviteImage ? { inviteImage } : {}) }).start(
    fake.host,
  );
  await new Promise((r) => setTimeout(r, 0));
  return { adapter, fake, calls };
}

describe('fbinstantgames adapter', () => {
  it('reports loading progress to setLoadingProgress until the game started, then no more', async () => {
    const { adapter, calls } = await start();
    const progress = (percent: number) => invokeMethod(adapter, 'LoadingProgress', [], { percent });
    expect(await progress(0)).toEqual({ acknowledged: true });
    expect(await progress(55)).toEqual({ acknowledged: true });
    expect(await invokeMethod(adapter, 'LoadingReady')).toEqual({ acknowledged: true });
    expect(await progress(90)).toEqual({ acknowledged: false });
    expect(calls.filter((c) => c === 'startGameAsync' || c.startsWith('progress:'))).toEqual([
      'progress:0',
      'progress:55',
      'progress:100',
      'startGameAsync',
    ]);
  });

  it('initializes, signs in with signed player info, and starts the game only at LoadingReady, once', async () => {
    const { adapter, fake, calls } = await start();
    expect(calls[0]).toBe('initializeAsync');
    expect(calls).not.toContain('startGameAsync');
    expect(await invokeMethod(adapter, 'LoadingReady')).toEqual({ acknowledged: true });
    expect(await invokeMethod(adapter, 'LoadingReady')).toEqual({ acknowledged: true });
    expect(calls.filter((c) => c === 'startGameAsync' || c.startsWith('progress:'))).toEqual([
      'progress:100',
      'startGameAsync',
      'progress:100',
    ]);
    // tests/unit/simulator-signatures checks the signature with the server's verifier.
    expect(fake.api.of('/auth/authenticate_from_social')[0]!.body).toMatchObject({
      Social: 'FacebookInstantGames',
      FacebookInstantGames: { PlayerId: 'fbi-player-1', SignedPlayerInfo: expect.stringMatching(/^[\w-]+\.[\w-]+$/) },
    });
  });

  it('buys: payments ready, purchase, server verify, consume, Completed', async () => {
    const { adapter, fake, calls } = await start();
    expect(await invokeMethod(adapter, 'BuyProduct')).toMatchObject({ transactionId: 'order-1' });
    const verified = fake.api.of('/fbinstant/purchase')[0]!.body as {
      Game: string;
      FbInstantPurchaseSignedData: string;
    };
    expect(verified).toMatchObject({ Game: 'space' });
    // The signed request carries Facebook's documented snake_case purchase; the token consumed is the one it names.
    const signed = JSON.parse(
      atob(verified.FbInstantPurchaseSignedData.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
    ) as Record<string, unknown>;
    expect(signed).toMatchObject({
      algorithm: 'HMAC-SHA256',
      product_id: 'fb_gems_100',
      developer_payload: 'order-1',
      payment_id: expect.any(String),
    });
    expect(calls.filter((c) => c.startsWith('purchase:') || c.startsWith('consume:'))).toEqual([
      'purchase:fb_gems_100',
      `consume:${String(signed.purchase_token)}`,
    ]);
    expect(fake.api.of('/store/set-optimistic-order-status')[0]!.body).toMatchObject({ Status: 'Completed' });
  });

  it("refuses to buy before payments are ready: 'Payments api still not ready'", async () => {
    const { adapter, fake } = await start({ paymentsReady: false });
    await expect(invokeMethod(adapter, 'BuyProduct')).rejects.toMatchObject({
      code: 'Unknown',
      message: 'Payments api still not ready',
    });
    expect(fake.api.of('/store/create_payment')).toHaveLength(0);
  });

  it('does not consume what the server did not verify', async () => {
    const { adapter, calls } = await start({}, { '/fbinstant/purchase': { Success: false } });
    await expect(invokeMethod(adapter, 'BuyProduct')).rejects.toMatchObject({ message: 'Purchase not validated' });
    expect(calls).not.toContain('consume:fb-token-1');
  });

  it.each([
    ['USER_INPUT', 'UserCancelled'],
    ['PAYMENTS_NOT_INITIALIZED', 'Unknown'],
  ] as const)(
    'purchaseAsync rejected with %s is %s with its message, Cancelled, and nothing goes to the server to verify',
    async (purchase, code) => {
      const { adapter, fake, calls } = await start({ purchase });
      await expect(invokeMethod(adapter, 'BuyProduct')).rejects.toMatchObject({ code, message: purchase });
      expect(fake.api.of('/fbinstant/purchase')).toHaveLength(0);
      expect(calls).not.toContain('consume:fb-token-1');
      expect(fake.api.of('/store/set-optimistic-order-status')[0]!.body).toMatchObject({ Status: 'Cancelled' });
    },
  );

  it.each([
    ['ok', 'finished'],
    ['USER_INPUT', 'skipped'],
    ['ADS_NO_FILL', 'failed'],
  ] as const)('rewarded %s → %s', async (rewarded, outcome) => {
    const { adapter } = await start({ rewarded });
    const events: EmittedEvent[] = [];
    expect(await invokeMethod(adapter, 'AdsShowVideo', events)).toMatchObject({ outcome });
  });

  it('no fill leaves ads not ready and announces it', async () => {
    const { adapter, fake } = await start({ noFill: true });
    expect(await invokeMethod(adapter, 'AdsVideoReady')).toEqual({ ready: false });
    expect(fake.events).toContainEqual({ name: 'AdsInterstitialAvailable', payload: { available: false } });
  });

  it('invites, joins the official group, creates a shortcut, lists context players', async () => {
    const { adapter } = await start();
    expect(await invokeMethod(adapter, 'InviteFriends')).toEqual({ invited: true });
    expect(await invokeMethod(adapter, 'JoinCommunity')).toEqual({ joined: true });
    expect(await invokeMethod(adapter, 'AddToFavorites')).toEqual({ added: true });
    // SDK 8: connected players have an id only.
    expect(await invokeMethod(adapter, 'GetFriends')).toEqual({
      friends: [
        { uid: 'fbi-friend-1', firstName: null, lastName: null, displayName: null, gender: 'unspecified', photo: null },
      ],
    });
  });

  it("AuthenticateUser answers the player's app-scoped id from player.getASIDAsync()", async () => {
    const { adapter, calls } = await start();
    expect(await invokeMethod(adapter, 'AuthenticateUser')).toEqual({ authenticated: true, userId: 'fbi-asid-1' });
    expect(calls.filter((c) => c === 'getASIDAsync')).toEqual(['getASIDAsync']);
  });

  it.each(['empty', 'rejects'] as const)(
    "without an app-scoped id (getASIDAsync %s) AuthenticateUser fails: Unknown 'Failed to retrieve getASIDAsync'",
    async (asid) => {
      const { adapter } = await start({ asid });
      const failure = await invokeMethod(adapter, 'AuthenticateUser').then(
        () => null,
        (err: unknown) => err,
      );
      expect(failure).toBeInstanceOf(HostError);
      expect(failure).toMatchObject({ code: HostErrorCode.Unknown, message: 'Failed to retrieve getASIDAsync' });
    },
  );

  it('sends no invite without the base64 image inviteAsync requires', async () => {
    const { adapter, calls } = await start({}, {}, null);
    expect(await invokeMethod(adapter, 'InviteFriends')).toEqual({ invited: false });
    expect(calls).not.toContain('inviteAsync');
  });

  it('pauses and mutes on FBInstant.onPause until the page is shown again, and reports nothing once destroyed', async () => {
    const { adapter, fake } = await start();
    const sim = fake.win.__fbInstantSimulator as { pause(): void };
    const doc = fake.win.document as unknown as EventTarget & { visibilityState: string };
    const play = () => fake.events.filter((e) => e.name === 'PauseStateChanged' || e.name === 'AudioStateChanged');
    sim.pause();
    doc.visibilityState = 'hidden';
    fake.win.dispatchEvent(new Event('focus'));
    expect(play()).toEqual([
      { name: 'PauseStateChanged', payload: { paused: true, reason: 'platform' } },
      { name: 'AudioStateChanged', payload: { muted: true, reason: 'platform' } },
    ]);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(play().slice(2)).toEqual([
      { name: 'PauseStateChanged', payload: { paused: false, reason: 'platform' } },
      { name: 'AudioStateChanged', payload: { muted: false, reason: 'platform' } },
    ]);
    adapter.destroy();
    sim.pause();
    expect(play()).toHaveLength(4);
  });
});
