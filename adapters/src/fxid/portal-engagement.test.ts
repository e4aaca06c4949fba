import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invokeMethod } from '../contract/invoke.js';
import { fakeHost } from '../testing/fake-host.js';
import { createFxidAdapter, type FxidAdapterOptions } from './fxid-adapter.js';

const RULES = [{ Code: 'win', Filter1: 'level', Filter2: null, Filter3: null }];

async function start(options: FxidAdapterOptions = {}, signedIn = true) {
  const fake = fakeHost({
    api: { '/cross-play/events/rules': RULES, '/cross-play/events/send': null, '/analytics/track': null },
  });
  if (signedIn) fake.storage.set('AuthToken', 'tok');
  const adapter = await createFxidAdapter(options).start(fake.host);
  return { adapter, fake };
}

describe('fxid adapter: analytics and cross-play', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('queues StatEvent and sends it to /analytics/track only after StatInitialize', async () => {
    const { adapter, fake } = await start();
    expect(await invokeMethod(adapter, 'StatEvent', [], { name: 'GameConnected', value: 3 })).toEqual({ queued: true });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fake.api.of('/analytics/track')).toEqual([]);
    expect(await invokeMethod(adapter, 'StatInitialize', [], { userId: 'p-1' })).toEqual({ initialized: true });
    await vi.advanceTimersByTimeAsync(10_000);
    const [track] = fake.api.of('/analytics/track');
    expect(track!.body).toMatchObject({
      Platform: 24,
      BuildId: 1047,
      Events: [{ EventId: 781965169, UserId: 'p-1', F1: 3, Platform: 24, Build: 1047 }],
    });
    adapter.destroy();
  });

  it('routes by the analytics option: a section without fxidsdk keeps the event off the queue', async () => {
    const { adapter, fake } = await start({
      analytics: { Sections: [{ Matcher: 'GameConnected', SendTo: ['gtag'], Mapper: null }], SendAllToGtag: false },
    });
    const gtag = vi.fn();
    (fake.win as unknown as { gtag: unknown }).gtag = gtag;
    await invokeMethod(adapter, 'StatInitialize', [], {});
    await invokeMethod(adapter, 'StatEvent', [], { name: 'GameConnected' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(gtag).toHaveBeenCalledWith('event', 'GameConnected', {});
    expect(fake.api.of('/analytics/track')).toEqual([]);
    adapter.destroy();
  });

  it('pushes GoogleTagManagerPushToDataLayer to the page data layer', async () => {
    const { adapter, fake } = await start();
    expect(
      await invokeMethod(adapter, 'GoogleTagManagerPushToDataLayer', [], { event: 'level_up', data: { level: 2 } }),
    ).toEqual({ pushed: true });
    expect((fake.win as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([{ event: 'level_up', level: 2 }]);
    adapter.destroy();
  });

  it('sends an in-game event a rule matches, and not one no rule matches', async () => {
    const { adapter, fake } = await start();
    expect(await invokeMethod(adapter, 'SendInGameEvent', [], { eventCode: 'win', p1: 'level', value: '1' })).toEqual({
      sent: true,
      matchedRules: RULES,
    });
    expect(await invokeMethod(adapter, 'SendInGameEvent', [], { eventCode: 'win', p1: 'boss' })).toEqual({
      sent: false,
      matchedRules: [],
    });
    expect(fake.api.of('/cross-play/events/send').map((r) => r.body)).toEqual([
      { GameSystemName: 'space', EventCode: 'win', Value: '1', P1: 'level', P2: null, P3: null },
    ]);
    expect(fake.api.of('/cross-play/events/rules')).toHaveLength(1);
    adapter.destroy();
  });

  it('signed out answers SendInGameEvent with sent: false and makes no request', async () => {
    const { adapter, fake } = await start({}, false);
    expect(await invokeMethod(adapter, 'SendInGameEvent', [], { eventCode: 'win', p1: 'level' })).toEqual({
      sent: false,
      matchedRules: [],
    });
    expect(fake.api.requests.filter((r) => r.path.startsWith('/cross-play'))).toEqual([]);
    adapter.destroy();
  });

  it('fails SendInGameEvent with a coded error when the rules cannot be read', async () => {
    const fake = fakeHost({
      api: {
        '/cross-play/events/rules': new Response('{"title":"Boom"}', {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
      },
    });
    fake.storage.set('AuthToken', 'tok');
    const adapter = await createFxidAdapter().start(fake.host);
    await expect(invokeMethod(adapter, 'SendInGameEvent', [], { eventCode: 'win' })).rejects.toMatchObject({
      code: 'ApiError',
    });
    adapter.destroy();
  });

  it('hands the payments a tracker whose events reach the queue under their ids', async () => {
    let track: ((e: { name: 'CardSuccess'; orderId: string }) => void) | null = null;
    const { adapter, fake } = await start({
      payments: (_host, tools) => {
        track = tools.trackPayment;
        return async () => ({ transactionId: 't', stats: { currency: 'USD', currencyAmount: 1, usdAmount: 1 } });
      },
    });
    track!({ name: 'CardSuccess', orderId: 'o-9' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fake.api.of('/analytics/track')[0]!.body).toMatchObject({ Events: [{ EventId: 781965184, S1: 'o-9' }] });
    adapter.destroy();
  });

  it("answers NotConnected 'Not initialized' once destroyed", async () => {
    const { adapter } = await start();
    adapter.destroy();
    await expect(invokeMethod(adapter, 'StatEvent', [], { name: 'GameConnected' })).rejects.toMatchObject({
      code: 'NotConnected',
      message: 'Not initialized',
    });
  });
});
