import { afterEach, describe, expect, it, vi } from 'vitest';
import { invokeMethod } from '../contract/invoke.js';
import { DEFAULT_PLATFORM_TIMEOUT_MS } from '../shared/timeout.js';
import { fakeHost } from '../testing/fake-host.js';
import { createYmobageAdapter } from './ymobage-adapter.js';
import { installYmobageSimulator } from './simulator/ymobage-simulator.js';
import type { YmobageScenario } from './simulator/ymobage-scenario.js';

async function start(script: YmobageScenario = {}) {
  const calls: string[] = [];
  const fake = fakeHost({ install: (win) => installYmobageSimulator(win, { ...script, calls }) });
  const adapter = await createYmobageAdapter({ clientId: 'wizq-client' }).start(fake.host);
  return { adapter, fake, calls };
}

describe('ymobage (WizQ) adapter', () => {
  it('signs in with an access token; the player comes from api.people.get (@me, @self)', async () => {
    const { adapter, fake, calls } = await start();
    expect(calls.filter((c) => c.startsWith('people.get:'))).toEqual(['people.get:@me']);
    expect(await adapter.getSocialInfo()).toMatchObject({
      userId: 'wizq-1',
      displayName: 'Hana',
      photo: { url: 'https://mobage.test/wizq-1.png' },
    });
    // tests/unit/simulator-signatures checks the signature with the server's verifier.
    expect(fake.api.of('/auth/authenticate_from_social')[0]!.body).toMatchObject({
      Social: 'WizQ',
      WizQ: { AccessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) },
    });
  });

  it.each([
    [1, 'male'],
    [2, 'female'],
    [0, 'unspecified'],
  ])('maps WizQ gender %s to %s', async (gender, expected) => {
    const { adapter } = await start({ user: { id: 'w', nickname: 'N', gender } });
    expect((await adapter.getSocialInfo())?.gender).toBe(expected);
  });

  it('pays the secured order id, then clears that transaction from the payment backlog, paid or cancelled', async () => {
    const { adapter, fake, calls } = await start();
    expect(await invokeMethod(adapter, 'BuyProduct')).toMatchObject({ transactionId: 'order-1' });
    expect(calls.filter((c) => c.startsWith('ui:payment:') || c.startsWith('clearPaymentBacklog'))).toEqual([
      'ui:payment:{"transactionId":"wizq-secured-1"}',
      'clearPaymentBacklog:wizq-secured-1',
    ]);
    expect(fake.api.of('/store/set-optimistic-order-status')[0]!.body).toMatchObject({ Status: 'Completed' });
    const cancelled = await start({ payment: 'cancel' });
    await expect(invokeMethod(cancelled.adapter, 'BuyProduct')).rejects.toMatchObject({
      code: 'Unknown',
      message: 'Payment not completed',
    });
    expect(cancelled.calls).toContain('clearPaymentBacklog:wizq-secured-1');
    expect(cancelled.fake.api.of('/store/set-optimistic-order-status')[0]!.body).toMatchObject({ Status: 'Cancelled' });
  });

  it('a player who is not connected has no identity', async () => {
    const { adapter, fake } = await start({ connected: false });
    expect(fake.api.of('/auth/authenticate_from_social')).toHaveLength(0);
    expect(await invokeMethod(adapter, 'AuthenticateUser')).toEqual({ authenticated: false, userId: null });
  });

  describe('when Mobage Connect fails at start', () => {
    afterEach(() => void vi.useRealTimers());

    it('an error from getConnectedStatus ends the start in ScriptFailed, signing nobody in', async () => {
      const fake = fakeHost({ install: (win) => installYmobageSimulator(win, { init: 'throws' }) });
      await expect(createYmobageAdapter().start(fake.host)).rejects.toMatchObject({
        code: 'ScriptFailed',
        message: 'Mobage getConnectedStatus failed: server_error',
      });
      expect(fake.api.of('/auth/authenticate_from_social')).toHaveLength(0);
    });

    it('a getConnectedStatus that never answers ends the start in Timeout', async () => {
      vi.useFakeTimers();
      const fake = fakeHost({ install: (win) => installYmobageSimulator(win, { init: 'silent' }) });
      const started = createYmobageAdapter()
        .start(fake.host)
        .then(
          () => null,
          (e: unknown) => e,
        );
      await vi.advanceTimersByTimeAsync(DEFAULT_PLATFORM_TIMEOUT_MS + 1);
      expect(await started).toMatchObject({ code: 'Timeout' });
    });
  });
});
