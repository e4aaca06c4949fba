import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/problem.js';
import { fakeContext, fakeStorage } from '../testing/fake-context.js';
import type { AnalyticsBatch } from '@playport/api-contract';
import {
  ANALYTICS_ABANDONED_AFTER_MS,
  createAnalyticsQueue,
  pageSessionId,
  type AnalyticsQueueOptions,
} from './analytics-queue.js';

type Answer = 'ok' | 'network' | 'server' | 'refused';

// Random bytes counted up across the queues of one test, so that each queue has ids of its own.
let seed = 0;

function setup(overrides: Partial<AnalyticsQueueOptions> = {}, windowOverride?: Window, storage = fakeStorage()) {
  const answers: Answer[] = [];
  const sent: AnalyticsBatch[] = [];
  const track = vi.fn(async (batch: AnalyticsBatch) => {
    sent.push(structuredClone(batch));
    const answer = answers.shift() ?? 'ok';
    if (answer === 'network')
      throw new ApiError({ type: 'about:blank', title: 'Network Error', status: 0, detail: '', instance: '' });
    if (answer === 'server')
      throw new ApiError({ type: 'about:blank', title: 'Boom', status: 503, detail: '', instance: '' });
    if (answer === 'refused')
      throw new ApiError({ type: 'about:blank', title: 'Bad', status: 400, detail: '', instance: '' });
  });
  let tick = 0;
  const { context, logs } = fakeContext({
    now: () => Date.UTC(2025, 0, 1, 0, 0, tick++),
    randomBytes: (n) => Uint8Array.from({ length: n }, () => seed++ % 256),
    storage,
    ...(windowOverride ? { window: windowOverride } : {}),
  });
  const queue = createAnalyticsQueue({
    context,
    api: { analytics: { track } },
    batchSize: 3,
    flushIntervalMs: 1000,
    ...overrides,
  });
  const ids = () => sent.map((b) => b.Events.map((e) => e.EventId));
  return { queue, sent, answers, track, logs, ids, storage, context };
}

describe('analytics queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    seed = 0;
  });
  afterEach(() => void vi.useRealTimers());

  it('sends the envelope with a per-queue session id, platform 24, build 1047, environment prod and tenant FX, without empty fields', async () => {
    const { queue, sent } = setup({ userId: () => 'u-1' });
    queue.enqueue({ EventId: 781965169, I1: 5, S1: null, F1: undefined });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      BatchId: '202122232425262728292a2b2c2d2e2f',
      SessionId: '000102030405060708090a0b0c0d0e0f',
      Platform: 24,
      BuildId: 1047,
      Environment: 'prod',
      Tenant: 'FX',
      Events: [
        { EventId: 781965169, UserId: 'u-1', CreatedAt: '2025-01-01T00:00:00.000Z', Build: 1047, Platform: 24, I1: 5 },
      ],
    });
    expect(JSON.stringify(sent[0])).not.toContain('null');
  });

  it('shares one session id between the queues of a page, and not across pages', () => {
    const win = {} as Window;
    let seed = 0;
    const randomBytes = (n: number) => Uint8Array.from({ length: n }, () => seed++ % 256);
    const a = fakeContext({ window: win, randomBytes }).context;
    const b = fakeContext({ window: win, randomBytes }).context;
    const other = fakeContext({ window: {} as Window, randomBytes }).context;
    const track = async () => {};
    const first = createAnalyticsQueue({ context: a, api: { analytics: { track } } });
    const second = createAnalyticsQueue({ context: b, api: { analytics: { track } } });
    expect(first.sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(second.sessionId).toBe(first.sessionId);
    expect(pageSessionId(other)).not.toBe(first.sessionId);
  });

  it('drops a missing user id instead of sending null', async () => {
    const { queue, sent } = setup();
    queue.enqueue({ EventId: 1 });
    await queue.flush();
    expect(sent[0]!.Events[0]).not.toHaveProperty('UserId');
  });

  it('sends a full batch at once and a partial one only after the interval', async () => {
    const { queue, ids } = setup();
    queue.enqueue({ EventId: 1 });
    queue.enqueue({ EventId: 2 });
    await vi.advanceTimersByTimeAsync(999);
    expect(ids()).toEqual([]);
    queue.enqueue({ EventId: 3 });
    await vi.advanceTimersByTimeAsync(0);
    expect(ids()).toEqual([[1, 2, 3]]);
    queue.enqueue({ EventId: 4 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(ids()).toEqual([[1, 2, 3], [4]]);
    expect(queue.size).toBe(0);
  });

  it('flushes when the page is hidden or left', async () => {
    const listeners = new Map<string, () => void>();
    const doc = {
      visibilityState: 'visible',
      addEventListener: (t: string, f: () => void) => listeners.set(`doc:${t}`, f),
      removeEventListener: (t: string) => listeners.delete(`doc:${t}`),
    };
    const win = {
      document: doc,
      addEventListener: (t: string, f: () => void) => listeners.set(`win:${t}`, f),
      removeEventListener: (t: string) => listeners.delete(`win:${t}`),
    } as unknown as Window;
    const { queue, ids } = setup({}, win);
    queue.enqueue({ EventId: 1 });
    listeners.get('doc:visibilitychange')!();
    await vi.advanceTimersByTimeAsync(0);
    expect(ids()).toEqual([]);
    doc.visibilityState = 'hidden';
    listeners.get('doc:visibilitychange')!();
    await vi.advanceTimersByTimeAsync(0);
    expect(ids()).toEqual([[1]]);
    queue.enqueue({ EventId: 2 });
    listeners.get('win:pagehide')!();
    await vi.advanceTimersByTimeAsync(0);
    expect(ids()).toEqual([[1], [2]]);
    queue.destroy();
    expect(listeners.size).toBe(0);
  });

  it('logs a failed send, keeps the batch and sends it again under the same id, then what came meanwhile', async () => {
    const { queue, answers, ids, logs, sent } = setup();
    answers.push('network');
    queue.enqueue({ EventId: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(logs.some((l) => l[0] === 'warn' && String(l[1]).includes('failed'))).toBe(true);
    expect(queue.size).toBe(1);
    queue.enqueue({ EventId: 2 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(ids()).toEqual([[1], [1], [2]]);
    expect(sent[1]!.BatchId).toBe(sent[0]!.BatchId);
    expect(sent[2]!.BatchId).not.toBe(sent[0]!.BatchId);
    expect(queue.size).toBe(0);
  });

  it('never gives up on network failures and 5xx: it waits twice as long each time, up to maxRetryDelayMs', async () => {
    const { queue, answers, sent } = setup({ maxRetryDelayMs: 5000 });
    answers.push('server', 'network', 'server', 'network', 'server', 'network');
    queue.enqueue({ EventId: 7 });
    const at: number[] = [];
    for (let ms = 0; ms <= 20_000; ms += 500) {
      const before = sent.length;
      await vi.advanceTimersByTimeAsync(500);
      if (sent.length > before) at.push(ms + 500);
    }
    // Attempts after the interval, then waits of 1, 2, 4, 5 (the cap), 5 s; the seventh is acknowledged.
    expect(at).toEqual([1000, 2000, 4000, 8000, 13_000, 18_000]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(7);
    expect(new Set(sent.map((b) => b.BatchId)).size).toBe(1);
    expect(queue.size).toBe(0);
  });

  it('drops a batch the server refused (4xx) without retrying', async () => {
    const { queue, answers, ids } = setup();
    answers.push('refused');
    queue.enqueue({ EventId: 1 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(ids()).toEqual([[1]]);
    expect(queue.size).toBe(0);
  });

  it('caps the queue, dropping the oldest events', async () => {
    const { queue, answers, ids, logs } = setup({ batchSize: 100, maxQueued: 3 });
    answers.push('network');
    for (const id of [1, 2, 3, 4, 5]) queue.enqueue({ EventId: id });
    expect(queue.size).toBe(3);
    expect(logs.some((l) => String(l[1]).includes('dropped'))).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ids()).toEqual([[3, 4, 5]]);
    queue.enqueue({ EventId: 6 });
    expect(queue.size).toBe(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ids()).toEqual([[3, 4, 5], [4, 5], [6]]);
  });

  it('never sends one event in two requests at once', async () => {
    let release: () => void = () => {};
    const sent: number[][] = [];
    const track = vi.fn((batch: AnalyticsBatch) => {
      sent.push(batch.Events.map((e) => e.EventId));
      return new Promise<void>((r) => (release = r));
    });
    const { context } = fakeContext();
    const queue = createAnalyticsQueue({ context, api: { analytics: { track } }, batchSize: 1 });
    queue.enqueue({ EventId: 1 });
    queue.enqueue({ EventId: 2 });
    void queue.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([[1]]);
    release();
    await vi.advanceTimersByTimeAsync(0);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([[1], [2]]);
  });

  it('sends what is left on destroy and ignores later events', async () => {
    const { queue, ids } = setup();
    queue.enqueue({ EventId: 1 });
    queue.destroy();
    queue.enqueue({ EventId: 2 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(ids()).toEqual([[1]]);
  });

  it('keeps unacknowledged events in storage; the next page of the origin sends them under their ids and session', async () => {
    const storage = fakeStorage();
    const left = setup({}, undefined, storage);
    left.answers.push('network', 'network');
    left.queue.enqueue({ EventId: 1 });
    left.queue.enqueue({ EventId: 2 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(left.sent).toHaveLength(1);
    // The page is left without an answer: it hands over (no beacon here, so one more failing track).
    left.queue.destroy();
    await vi.advanceTimersByTimeAsync(0);
    expect(Object.values(JSON.parse(storage.map.get('PlayportAnalytics')!) as object)).toEqual([
      { at: expect.any(Number), hidden: true },
    ]);

    const next = setup({}, undefined, storage);
    expect(next.queue.size).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(next.sent.map((b) => [b.BatchId, b.SessionId, b.Events.map((e) => e.EventId)])).toEqual([
      [left.sent[0]!.BatchId, left.sent[0]!.SessionId, [1, 2]],
    ]);
    expect(next.queue.size).toBe(0);
    expect([...storage.map.keys()]).toEqual([]);
  });

  it('leaves the queue of a live page alone until it is hidden or silent for ANALYTICS_ABANDONED_AFTER_MS', async () => {
    const storage = fakeStorage();
    const live = setup({}, undefined, storage);
    live.answers.push('network');
    live.queue.enqueue({ EventId: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(setup({}, undefined, storage).queue.size).toBe(0);
    const later = setup({}, undefined, storage);
    const at = later.context.now;
    (later.context as { now: () => number }).now = () => at() + ANALYTICS_ABANDONED_AFTER_MS + 60_000;
    expect(createAnalyticsQueue({ context: later.context, api: { analytics: { track: later.track } } }).size).toBe(1);
  });

  it('on hide hands every batch to a beacon and keeps it until a track is acknowledged, under the same id', async () => {
    const listeners = new Map<string, () => void>();
    const doc = {
      visibilityState: 'visible',
      addEventListener: (t: string, f: () => void) => listeners.set(t, f),
      removeEventListener: () => {},
    };
    const win = {
      document: doc,
      addEventListener: (t: string, f: () => void) => listeners.set(t, f),
      removeEventListener: () => {},
    } as unknown as Window;
    const beacons: AnalyticsBatch[] = [];
    const { queue, sent } = setup(
      {
        api: {
          analytics: {
            track: async (b: AnalyticsBatch) => void sent.push(b),
            beacon: (b: AnalyticsBatch) => (beacons.push(structuredClone(b)), true),
          },
        },
      },
      win,
    );
    queue.enqueue({ EventId: 1 });
    queue.enqueue({ EventId: 2 });
    queue.enqueue({ EventId: 3 });
    queue.enqueue({ EventId: 4 });
    doc.visibilityState = 'hidden';
    listeners.get('visibilitychange')!();
    // The full batch was already on its way by track; the beacon repeats it with the rest.
    expect(beacons.map((b) => b.Events.map((e) => e.EventId))).toEqual([[1, 2, 3], [4]]);
    expect(sent.map((b) => b.BatchId)).toEqual([beacons[0]!.BatchId]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.map((b) => b.BatchId)).toEqual(beacons.map((b) => b.BatchId));
    expect(queue.size).toBe(0);
  });

  it('works in memory when storage fails', async () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const { queue, ids, logs } = setup({}, undefined, broken as unknown as ReturnType<typeof fakeStorage>);
    queue.enqueue({ EventId: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(ids()).toEqual([[1]]);
    expect(logs.some((l) => l[0] === 'warn' && String(l[1]).includes('could not be stored'))).toBe(true);
  });

  it('writes a burst of events to storage once, shortly after it', async () => {
    const storage = fakeStorage();
    const writes: string[] = [];
    const setItem = storage.setItem;
    storage.setItem = (key: string, value: string) => (writes.push(key), setItem(key, value));
    const { queue } = setup({ batchSize: 100 }, undefined, storage);
    writes.length = 0;
    for (let id = 1; id <= 10; id++) queue.enqueue({ EventId: id });
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(250);
    expect(writes.filter((k) => k !== 'PlayportAnalytics')).toHaveLength(1);
    const stored = [...storage.map.entries()].find(([k]) => k !== 'PlayportAnalytics')![1];
    expect((JSON.parse(stored) as { open: unknown[] }).open).toHaveLength(10);
  });
});
