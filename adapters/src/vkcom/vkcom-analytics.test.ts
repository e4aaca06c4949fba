import type { AnalyticsConfig } from '@playport/host/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invokeMethod } from '../contract/invoke.js';
import { dataLayer, startWithAnalytics, trackedEvents } from '../testing/analytics.js';
import { vkLaunchUrl } from '../testing/launch-urls.js';
import { installVkcomWithBridge, VK_LOCAL_SCRIPT } from './simulator/vk-bridge-script.js';
import { VK_OUTCOMES, type VkcomScenario } from './simulator/vkcom-scenario.js';
import type { VkBridge } from './vk-bridge-types.js';
import { createVkcomAdapter } from './vkcom-adapter.js';
import { vkAnalyticsCall, vkAnalyticsSink } from './vkcom-analytics.js';

const ANALYTICS: AnalyticsConfig = {
  Sections: [
    { Matcher: '/^Game/', SendTo: ['vkcom', 'fxidsdk'], Mapper: { value: 'score' } },
    { Matcher: 'purchase', SendTo: ['vkcom'], Mapper: { pixel: 'pixel_code', value: 'conversion_value' } },
  ],
  SendAllToGtag: true,
};

async function start(script: VkcomScenario = {}, analytics: AnalyticsConfig | null = ANALYTICS) {
  const calls: { method: string; props: unknown }[] = [];
  const { fake, gtag, adapter } = await startWithAnalytics(
    createVkcomAdapter({ scriptUrl: VK_LOCAL_SCRIPT }),
    analytics,
    {
      url: await vkLaunchUrl(),
      install: (win) => installVkcomWithBridge(win, { ...script, calls }),
    },
  );
  const analyticsCalls = () =>
    calls.filter((c) => c.method === 'VKWebAppTrackEvent' || c.method === 'VKWebAppConversionHit');
  return { adapter, fake, gtag, analyticsCalls };
}

function fakeBridge(send: VkBridge['send']) {
  const log = vi.fn();
  const context = { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), log };
  return { sink: vkAnalyticsSink({ send } as VkBridge, context), log };
}

describe('vkcom analytics sink', () => {
  afterEach(() => void vi.useRealTimers());

  it('sends a track event, or a conversion when the fields name a pixel', () => {
    expect(vkAnalyticsCall('level_up', { score: 3, custom_user_id: 'p-1' })).toEqual({
      method: 'VKWebAppTrackEvent',
      props: { event_name: 'level_up', custom_user_id: 'p-1', event_params: { score: 3 } },
    });
    expect(vkAnalyticsCall('GameConnected', {})).toEqual({
      method: 'VKWebAppTrackEvent',
      props: { event_name: 'GameConnected' },
    });
    expect(vkAnalyticsCall('purchase', { pixel_code: 'VK-RTRG-1', conversion_value: 49 })).toEqual({
      method: 'VKWebAppConversionHit',
      props: { pixel_code: 'VK-RTRG-1', conversion_event: 'purchase', conversion_value: 49 },
    });
    expect(
      vkAnalyticsCall('purchase', { pixel_code: 'VK-RTRG-1', conversion_event: 'buy', conversion_value: 'x' }).props,
    ).toEqual({ pixel_code: 'VK-RTRG-1', conversion_event: 'buy', conversion_value: 0 });
  });

  it('waits 500 ms before each send', async () => {
    vi.useFakeTimers();
    const send = vi.fn(async () => ({ result: true }));
    const { sink } = fakeBridge(send as VkBridge['send']);
    sink('level_up', { score: 3 });
    await vi.advanceTimersByTimeAsync(499);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledWith('VKWebAppTrackEvent', { event_name: 'level_up', event_params: { score: 3 } });
  });

  it('logs and swallows a rejected or throwing send', async () => {
    vi.useFakeTimers();
    // VK Bridge rejects with a plain object.
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    const rejecting = fakeBridge(async () => Promise.reject({ error_data: { error_code: 1 } }));
    expect(() => rejecting.sink('level_up', {})).not.toThrow();
    await vi.advanceTimersByTimeAsync(500);
    expect(rejecting.log).toHaveBeenCalledWith('warn', 'VK Bridge VKWebAppTrackEvent failed for level_up:', {
      error_data: { error_code: 1 },
    });
    const throwing = fakeBridge(() => {
      throw new Error('bridge gone');
    });
    throwing.sink('level_up', {});
    await vi.advanceTimersByTimeAsync(500);
    expect(throwing.log).toHaveBeenCalledWith(
      'warn',
      'VK Bridge VKWebAppTrackEvent failed for level_up:',
      expect.any(Error),
    );
  });
});

describe('vkcom adapter: analytics', () => {
  afterEach(() => void vi.useRealTimers());

  it('routes stat events by the game config after StatInitialize: VK Bridge 500 ms later, gtag and the queue', async () => {
    const { adapter, fake, gtag, analyticsCalls } = await start();
    expect(await invokeMethod(adapter, 'StatEvent', [], { name: 'GameConnected', value: 3 })).toEqual({ queued: true });
    await vi.advanceTimersByTimeAsync(5000);
    expect(analyticsCalls()).toEqual([]);
    expect(gtag).not.toHaveBeenCalled();

    expect(await invokeMethod(adapter, 'StatInitialize', [], { userId: 'p-1' })).toEqual({ initialized: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(gtag).toHaveBeenCalledWith('event', 'GameConnected', { value: 3 });
    expect(analyticsCalls()).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(analyticsCalls()).toEqual([
      { method: 'VKWebAppTrackEvent', props: { event_name: 'GameConnected', event_params: { score: 3 } } },
    ]);

    await invokeMethod(adapter, 'StatEvent', [], { name: 'purchase', value: 49, data: { pixel: 'VK-RTRG-1' } });
    await vi.advanceTimersByTimeAsync(500);
    expect(analyticsCalls()[1]).toEqual({
      method: 'VKWebAppConversionHit',
      props: { pixel_code: 'VK-RTRG-1', conversion_event: 'purchase', conversion_value: 49 },
    });
    await vi.advanceTimersByTimeAsync(10_000);
    // Only the first section sends to the queue.
    expect(trackedEvents(fake)).toMatchObject([{ EventId: 781965169, UserId: 'p-1' }]);
    adapter.destroy();
  });

  it('a failing VK Bridge is logged and the other targets still get the event', async () => {
    const { adapter, fake, gtag, analyticsCalls } = await start({ answers: { VKWebAppTrackEvent: VK_OUTCOMES.fail } });
    await invokeMethod(adapter, 'StatInitialize', [], {});
    expect(await invokeMethod(adapter, 'StatEvent', [], { name: 'GameConnected', value: 1 })).toEqual({ queued: true });
    await vi.advanceTimersByTimeAsync(500);
    expect(analyticsCalls()).toHaveLength(1);
    expect(gtag).toHaveBeenCalledWith('event', 'GameConnected', { value: 1 });
    expect(fake.logs).toContainEqual([
      'warn',
      'VK Bridge VKWebAppTrackEvent failed for GameConnected:',
      expect.objectContaining({ error_data: expect.anything() }),
    ]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fake.api.of('/analytics/track')).toHaveLength(1);
    adapter.destroy();
  });

  it('without an analytics config sends everything to the queue and nothing to VK', async () => {
    const { adapter, fake, analyticsCalls } = await start({}, null);
    await invokeMethod(adapter, 'StatInitialize', [], {});
    await invokeMethod(adapter, 'StatEvent', [], { name: 'GameConnected' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(analyticsCalls()).toEqual([]);
    expect(fake.api.of('/analytics/track')[0]!.body).toMatchObject({ Events: [{ EventId: 781965169 }] });
    adapter.destroy();
  });

  it('pushes GoogleTagManagerPushToDataLayer to the page data layer', async () => {
    const { adapter, fake } = await start();
    expect(
      await invokeMethod(adapter, 'GoogleTagManagerPushToDataLayer', [], { event: 'level_up', data: { level: 2 } }),
    ).toEqual({ pushed: true });
    expect(dataLayer(fake)).toEqual([{ event: 'level_up', level: 2 }]);
    adapter.destroy();
  });
});
