import { afterEach, describe, expect, it, vi } from 'vitest';
import { invokeMethod } from '../contract/invoke.js';
import { fakeHost } from '../testing/fake-host.js';
import { PLAYER_DIALOG_TIMEOUT_MS } from '../shared/timeout.js';
import { createKgAdapter } from './kg-adapter.js';
import { installKgSimulator } from './simulator/kg-simulator.js';
import type { KgScenario } from './simulator/kg-scenario.js';

async function start(script: KgScenario = {}) {
  const calls: string[] = [];
  const fake = fakeHost({ install: (win) => installKgSimulator(win, { ...script, calls }) });
  const adapter = await createKgAdapter().start(fake.host);
  await new Promise((r) => setTimeout(r, 0));
  return { adapter, fake, calls };
}

describe('kg adapter', () => {
  it('signs a registered player in with the game auth token the server expects', async () => {
    const { adapter, fake } = await start();
    expect(fake.api.of('/auth/authenticate_from_social')[0]!.body).toMatchObject({
      Social: 'Kongregate',
      Kongregate: {
        UserId: '4242',
        // HMAC-SHA256 of the user id with the local key; tests/unit/simulator-signatures checks the server's signer agrees.
        GameAuthToken: 'f40b72f3d7b91ad910aa991cbca795d8721c3c496187cfa6799b576f721f02ac',
        Guest: false,
      },
    });
    expect(await adapter.getSocialInfo()).toMatchObject({
      userId: '4242',
      displayName: 'kong_player',
      paymentsAvailable: true,
    });
  });

  it('shows guests the registration box and blocks their purchases', async () => {
    const { adapter, fake, calls } = await start({ guest: true });
    expect(fake.api.of('/auth/authenticate_from_social')[0]!.body).toMatchObject({
      Kongregate: { Guest: true, UserId: null },
    });
    expect(await invokeMethod(adapter, 'AuthenticateUser')).toEqual({ authenticated: false, userId: null });
    await expect(invokeMethod(adapter, 'BuyProduct')).rejects.toMatchObject({ code: 'Unknown' });
    expect(calls.filter((c) => c === 'showRegistrationBox')).toHaveLength(2);
    expect(fake.api.of('/store/create_payment')).toHaveLength(0);
  });

  it('re-signs in when a guest logs in on the page', async () => {
    const { fake } = await start({ guest: true });
    (fake.win.__kgSimulator as { signIn: () => void }).signIn();
    await new Promise((r) => setTimeout(r, 10));
    expect(fake.api.of('/auth/authenticate_from_social')[1]!.body).toMatchObject({ Kongregate: { Guest: false } });
    expect(fake.refreshes).toBe(1);
  });

  it('follows the purchase callback for the optimistic status', async () => {
    const ok = await start();
    expect(await invokeMethod(ok.adapter, 'BuyProduct')).toMatchObject({ transactionId: 'order-1' });
    // Dynamic purchasing: the order info Kongregate hands the server is the portal's order id.
    expect(ok.calls).toContain('purchaseItemsRemote:order-1');
    expect(ok.fake.api.of('/store/set-optimistic-order-status')[0]!.body).toMatchObject({ Status: 'Completed' });
    const failed = await start({ purchase: 'fail' });
    await expect(invokeMethod(failed.adapter, 'BuyProduct')).rejects.toMatchObject({ code: 'Unknown' });
    expect(failed.fake.api.of('/store/set-optimistic-order-status')[0]!.body).toMatchObject({ Status: 'Cancelled' });
  });

  it('incentivized ads: available flag, completed finished, abandoned skipped', async () => {
    const { adapter, fake } = await start();
    expect(fake.events).toContainEqual({ name: 'AdsVideoAvailable', payload: { available: true } });
    expect(await invokeMethod(adapter, 'AdsShowVideo')).toEqual({ outcome: 'finished' });
    const abandoned = await start({ adOutcome: 'adAbandoned' });
    expect(await invokeMethod(abandoned.adapter, 'AdsShowVideo')).toEqual({ outcome: 'skipped' });
    const none = await start({ ads: 'unavailable' });
    expect(await invokeMethod(none.adapter, 'AdsVideoReady')).toEqual({ ready: false });
  });

  it('invites through the invitation box with the documented invitation, which answers nothing, and submits stats', async () => {
    const { adapter, calls } = await start();
    expect(await invokeMethod(adapter, 'InviteFriends', [], { text: 'Join me' })).toEqual({ invited: true });
    expect(calls.filter((c) => c.startsWith('showInvitationBox:'))).toEqual([
      'showInvitationBox:{"content":"Join me","filter":"not_played"}',
    ]);
    expect(await invokeMethod(adapter, 'StatEvent')).toEqual({ queued: true });
    expect(calls).toContain('stat:level_up=3');
  });

  describe('a dialog that never calls back', () => {
    afterEach(() => void vi.useRealTimers());

    it('ends a silent purchase as the payment flow fails (Unknown, with the timeout) and cancels the order', async () => {
      const { adapter, fake } = await start({ purchase: 'silent' });
      vi.useFakeTimers();
      const bought = invokeMethod(adapter, 'BuyProduct');
      const failed = expect(bought).rejects.toMatchObject({
        code: 'Unknown',
        message: `The Kongregate purchase did not answer within ${PLAYER_DIALOG_TIMEOUT_MS} ms`,
      });
      await vi.advanceTimersByTimeAsync(PLAYER_DIALOG_TIMEOUT_MS + 1);
      await failed;
      expect(fake.api.of('/store/set-optimistic-order-status')[0]!.body).toMatchObject({ Status: 'Cancelled' });
    });
  });
});
