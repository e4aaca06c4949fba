import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeContext } from '../testing/fake-context.js';
import type { AnalyticsBatch, AnalyticsConfig } from '@playport/api-contract';
import { HostErrorCode } from '../errors.js';
import { createGameAnalytics } from './game-analytics.js';

function setup(config: AnalyticsConfig | null = null, win: Record<string, unknown> = {}) {
  const sent: AnalyticsBatch[] = [];
  const track = vi.fn(async (batch: AnalyticsBatch) => void sent.push(batch));
  const { context, logs } = fakeContext({ window: win as unknown as Window, now: () => Date.UTC(2025, 0, 1) });
  const vk = vi.fn();
  const analytics = createGameAnalytics({
    context,
    api: { analytics: { track } },
    config,
    sinks: { vkcom: vk },
    queue: { flushIntervalMs: 1000 },
  });
  return { analytics, sent, vk, logs, win };
}

describe('game analytics', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('sends a stat event to the batch queue only after StatInitialize, with its player and build', async () => {
    const { analytics, sent } = setup();
    await analytics.methods.StatEvent({ name: '781965300', type: 'TutorialStep', value: 2 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toEqual([]);
    await analytics.methods.StatInitialize({ userId: 'p-1', build: '77' });
    await vi.advanceTimersByTimeAsync(1000 + 1000);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.BuildId).toBe(1047);
    expect(sent[0]!.Platform).toBe(24);
    expect(sent[0]!.Events).toEqual([
      {
        EventId: 781965300,
        UserId: 'p-1',
        CreatedAt: '2025-01-01T00:00:00.000Z',
        Build: 77,
        Platform: 24,
        F1: 2,
        S1: 'TutorialStep',
      },
    ]);
  });

  it('routes by the game sections: vkcom sink, gtag, and no queue without fxidsdk', async () => {
    const gtag = vi.fn();
    const { analytics, sent, vk } = setup(
      { Sections: [{ Matcher: '/^level/', SendTo: ['vkcom'], Mapper: { value: 'score' } }], SendAllToGtag: true },
      { gtag },
    );
    await analytics.methods.StatInitialize(undefined);
    await analytics.methods.StatEvent({ name: 'level_up', value: 3 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(vk).toHaveBeenCalledWith('level_up', { score: 3 });
    expect(gtag).toHaveBeenCalledWith('event', 'level_up', { value: 3 });
    expect(sent).toEqual([]);
  });

  it('sends a progression event to the batch queue at once: its id, the level in S1, the score in F1', async () => {
    const { analytics, sent } = setup();
    expect(await analytics.methods.ProgressionEvent({ status: 'start', level: 'w1-3' })).toEqual({ queued: true });
    expect(await analytics.methods.ProgressionEvent({ status: 'complete', level: 'w1-3', score: 1200 })).toEqual({
      queued: true,
    });
    expect(await analytics.methods.ProgressionEvent({ status: 'fail', level: 'boss', score: 0 })).toEqual({
      queued: true,
    });
    await vi.advanceTimersByTimeAsync(1000);
    const at = { CreatedAt: '2025-01-01T00:00:00.000Z', Build: 1047, Platform: 24 };
    expect(sent.flatMap((batch) => batch.Events)).toEqual([
      { EventId: 781965187, ...at, S1: 'w1-3' },
      { EventId: 781965188, ...at, S1: 'w1-3', F1: 1200 },
      { EventId: 781965189, ...at, S1: 'boss', F1: 0 },
    ]);
  });

  it('routes progression events by name to the sections: level and score as the Mapper names them', async () => {
    const gtag = vi.fn();
    const { analytics, sent, vk } = setup(
      {
        Sections: [{ Matcher: '/^level_/', SendTo: ['vkcom', 'gtag'], Mapper: { score: 'value' } }],
        SendAllToGtag: false,
      },
      { gtag },
    );
    await analytics.methods.ProgressionEvent({ status: 'complete', level: '7', score: 30 });
    await analytics.methods.ProgressionEvent({ status: 'start', level: '8' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(vk.mock.calls).toEqual([
      ['level_complete', { level: '7', value: 30 }],
      ['level_start', { level: '8' }],
    ]);
    expect(gtag.mock.calls).toEqual([
      ['event', 'level_complete', { level: '7', value: 30 }],
      ['event', 'level_start', { level: '8' }],
    ]);
    expect(sent).toEqual([]);
  });

  it('queues payment events under their ids with the order in S1', async () => {
    const { analytics, sent } = setup();
    analytics.trackPayment({ name: 'CardSuccess', orderId: 'o-1' });
    analytics.trackPayment({ name: 'Nope' as never, orderId: 'o-1' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent[0]!.Events.map((e) => [e.EventId, e.S1])).toEqual([[781965184, 'o-1']]);
  });

  it('pushes GoogleTagManagerPushToDataLayer to window.dataLayer, refusing bad payloads with a code', async () => {
    const { analytics, win } = setup();
    expect(await analytics.methods.GoogleTagManagerPushToDataLayer({ event: 'level_up', data: { level: 2 } })).toEqual({
      pushed: true,
    });
    expect(win.dataLayer).toEqual([{ event: 'level_up', level: 2 }]);
    await expect(
      analytics.methods.GoogleTagManagerPushToDataLayer({
        event: 'x',
        data: JSON.parse('{"__proto__":1}') as Record<string, number>,
      }),
    ).rejects.toMatchObject({ code: HostErrorCode.InvalidParams });
    expect(win.dataLayer).toHaveLength(1);
  });

  it("refuses a game's push of the portal's own data-layer events", async () => {
    const { analytics, win } = setup();
    for (const event of ['login', 'site_purchase_confirmed', 'sdk_product_purchase_completed', 'gtm.load']) {
      await expect(
        analytics.methods.GoogleTagManagerPushToDataLayer({ event, data: { method: 'email' } }),
      ).rejects.toMatchObject({
        code: HostErrorCode.InvalidParams,
        message: `The data-layer event '${event}' is reserved for the portal`,
      });
    }
    expect(win.dataLayer ?? []).toEqual([]);
  });

  it('sends what waits on destroy', async () => {
    const { analytics, sent } = setup();
    await analytics.methods.StatInitialize({});
    await analytics.methods.StatEvent({ name: 'GameConnected' });
    analytics.destroy();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.flatMap((b) => b.Events.map((e) => e.EventId))).toEqual([781965169]);
  });
});
