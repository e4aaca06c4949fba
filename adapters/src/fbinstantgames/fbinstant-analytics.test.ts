import type { AnalyticsConfig } from '@playport/host/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invokeMethod } from '../contract/invoke.js';
import { dataLayer, startWithAnalytics, trackedEvents } from '../testing/analytics.js';
import { createFbInstantGamesAdapter } from './fbinstant-adapter.js';
import { fbLogEventCall, fbLogEventSink } from './fbinstant-analytics.js';
import type { FbInstantScenario, FbLoggedEvent } from './simulator/fbinstant-scenario.js';
import { installFbInstantSimulator } from './simulator/fbinstant-simulator.js';

const ANALYTICS: AnalyticsConfig = {
  Sections: [
    { Matcher: '/^Game/', SendTo: ['fbinstantlog', 'fxidsdk'], Mapper: { value: 'valueToSum' } },
    { Matcher: 'level_up', SendTo: ['fbinstantlog'], Mapper: null },
  ],
  SendAllToGtag: true,
};

async function start(script: FbInstantScenario = {}, analytics: AnalyticsConfig | null = ANALYTICS) {
  const loggedEvents: FbLoggedEvent[] = [];
  const { fake, gtag, adapter } = await startWithAnalytics(createFbInstantGamesAdapter(), analytics, {
    install: (win) => installFbInstantSimulator(win, { ...script, loggedEvents }),
  });
  return { adapter, fake, gtag, loggedEvents };
}

describe('fbinstantlog analytics sink', () => {
  it('takes a numeric valueToSum out of the fields, else null, and logs the rest as string parameters', () => {
    expect(fbLogEventCall('purchase', { valueToSum: 4.5, item: 'gems', count: 2, first: true, skip: null })).toEqual({
      eventName: 'purchase',
      valueToSum: 4.5,
      parameters: { item: 'gems', count: '2', first: 'true' },
    });
    expect(fbLogEventCall('level_up', { value: 3 })).toEqual({
      eventName: 'level_up',
      valueToSum: null,
      parameters: { value: '3' },
    });
    expect(fbLogEventCall('level_up', { valueToSum: '3' })).toEqual({
      eventName: 'level_up',
      valueToSum: null,
      parameters: {},
    });
  });

  it('logs an event the SDK refuses or a throwing SDK, and never throws', () => {
    const log = vi.fn();
    const refusing = fbLogEventSink({ logEvent: () => ({ code: 'INVALID_PARAM', message: 'bad name' }) }, { log });
    refusing('bad name!', {});
    expect(log).toHaveBeenCalledWith('warn', 'FBInstant.logEvent refused bad name!:', {
      code: 'INVALID_PARAM',
      message: 'bad name',
    });
    const throwing = fbLogEventSink(
      {
        logEvent: () => {
          throw new Error('SDK gone');
        },
      },
      { log },
    );
    expect(() => throwing('level_up', {})).not.toThrow();
    expect(log).toHaveBeenCalledWith('warn', 'FBInstant.logEvent failed for level_up:', expect.any(Error));
  });
});

describe('fbinstantgames adapter: analytics', () => {
  afterEach(() => void vi.useRealTimers());

  it('routes stat events by the game config once StatInitialize came: logEvent, gtag and the queue', async () => {
    const { adapter, fake, gtag, loggedEvents } = await start();
    expect(
      await invokeMethod(adapter, 'StatEvent', [], { name: 'GameConnected', value: 3, data: { mode: 'solo' } }),
    ).toEqual({ queued: true });
    await vi.advanceTimersByTimeAsync(5000);
    expect(loggedEvents).toEqual([]);
    expect(gtag).not.toHaveBeenCalled();

    expect(await invokeMethod(adapter, 'StatInitialize', [], { userId: 'p-1' })).toEqual({ initialized: true });
    await vi.advanceTimersByTimeAsync(1000);
    await invokeMethod(adapter, 'StatEvent', [], { name: 'level_up', value: 2 });
    // No value to sum is left out (the SDK's valueToSum is an optional number), not passed as null.
    expect(loggedEvents).toStrictEqual([
      { eventName: 'GameConnected', valueToSum: 3, parameters: { mode: 'solo' } },
      { eventName: 'level_up', valueToSum: undefined, parameters: { value: '2' } },
    ]);
    expect(gtag).toHaveBeenCalledWith('event', 'GameConnected', { mode: 'solo', value: 3 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(trackedEvents(fake)).toMatchObject([{ EventId: 781965169, UserId: 'p-1' }]);
    adapter.destroy();
  });

  it('routes level events to logEvent and the portal queue, the score summed where the Mapper says', async () => {
    const { adapter, fake, loggedEvents } = await start(
      {},
      {
        Sections: [{ Matcher: '/^level_/', SendTo: ['fbinstantlog', 'fxidsdk'], Mapper: { score: 'valueToSum' } }],
        SendAllToGtag: false,
      },
    );
    expect(
      await invokeMethod(adapter, 'ProgressionEvent', [], { status: 'complete', level: 'w1-3', score: 1200 }),
    ).toEqual({ queued: true });
    expect(await invokeMethod(adapter, 'ProgressionEvent', [], { status: 'fail', level: 'boss' })).toEqual({
      queued: true,
    });
    expect(loggedEvents).toStrictEqual([
      { eventName: 'level_complete', valueToSum: 1200, parameters: { level: 'w1-3' } },
      { eventName: 'level_fail', valueToSum: undefined, parameters: { level: 'boss' } },
    ]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(trackedEvents(fake)).toMatchObject([
      { EventId: 781965188, S1: 'w1-3' },
      { EventId: 781965189, S1: 'boss' },
    ]);
    adapter.destroy();
  });

  it('an event FBInstant refuses is logged and the other targets still get it', async () => {
    const { adapter, fake, gtag, loggedEvents } = await start({ logEvent: 'INVALID_PARAM' });
    await invokeMethod(adapter, 'StatInitialize', [], {});
    await invokeMethod(adapter, 'StatEvent', [], { name: 'GameConnected' });
    expect(loggedEvents).toHaveLength(1);
    expect(gtag).toHaveBeenCalledWith('event', 'GameConnected', {});
    expect(fake.logs).toContainEqual([
      'warn',
      'FBInstant.logEvent refused GameConnected:',
      expect.objectContaining({ code: 'INVALID_PARAM' }),
    ]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fake.api.of('/analytics/track')).toHaveLength(1);
    adapter.destroy();
  });

  it('without an analytics config sends everything to the queue and logs nothing to Facebook', async () => {
    const { adapter, fake, loggedEvents } = await start({}, null);
    await invokeMethod(adapter, 'StatInitialize', [], {});
    await invokeMethod(adapter, 'StatEvent', [], { name: 'GameConnected' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(loggedEvents).toEqual([]);
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
