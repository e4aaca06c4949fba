import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/create-api-client.js';
import { fakeContext, fakeFetch, fakeStorage, jsonResponse } from '../testing/fake-context.js';
import type { AnalyticsBatch } from '@playport/api-contract';
import { createAnalyticsQueue } from './analytics-queue.js';

// What the reference server answers when a client address has spent its analytics event budget.
const rateLimited = (retryAfterSeconds: string | null) => {
  const response = jsonResponse(
    {
      type: 'urn:playport:error:RateLimited',
      title: 'Too Many Requests',
      status: 429,
      detail: 'Too many analytics events from this address, try again later',
      Code: 'RateLimited',
    },
    429,
    'application/problem+json',
  );
  if (retryAfterSeconds !== null) response.headers.set('Retry-After', retryAfterSeconds);
  return response;
};

/** A queue on the real API client, whose context's fetch answers `answers` in turn, then 204. */
function setup(answers: (() => Response)[], window?: Window) {
  let seed = 0;
  const { fetch, calls } = fakeFetch(() => (answers.shift() ?? (() => new Response(null, { status: 204 })))());
  const storage = fakeStorage();
  const { context, logs } = fakeContext({
    fetch,
    storage,
    randomBytes: (n) => Uint8Array.from({ length: n }, () => seed++ % 256),
    ...(window ? { window } : {}),
  });
  const queue = createAnalyticsQueue({
    context,
    api: createApiClient({ baseUrl: 'https://api.example', context }),
    batchSize: 3,
    flushIntervalMs: 1000,
  });
  const sent = () =>
    calls.filter((c) => c.url.endsWith('/analytics/track')).map((c) => JSON.parse(String(c.body)) as AnalyticsBatch);
  return { queue, sent, logs, storage };
}

describe('analytics queue and a 429 with Retry-After', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('keeps the batch, sends nothing before Retry-After has passed, then sends it again under its id: nothing is lost', async () => {
    const { queue, sent, storage } = setup([() => rateLimited('30')]);
    for (const id of [1, 2, 3]) queue.enqueue({ EventId: id });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent().map((b) => b.Events.map((e) => e.EventId))).toEqual([[1, 2, 3]]);
    expect(queue.size).toBe(3);
    // Events keep coming while the server asked to wait (a full batch among them): none is sent early.
    for (const id of [4, 5, 6, 7]) queue.enqueue({ EventId: id });
    void queue.flush();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(sent()).toHaveLength(1);
    expect(queue.size).toBe(7);
    expect([...storage.map.keys()].some((k) => k.startsWith('PlayportAnalytics:'))).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    const batches = sent();
    expect(batches.map((b) => b.Events.map((e) => e.EventId))).toEqual([[1, 2, 3], [1, 2, 3], [4, 5, 6], [7]]);
    expect(batches[1]!.BatchId).toBe(batches[0]!.BatchId);
    expect(queue.size).toBe(0);
  });

  it('without Retry-After it backs off as after a 5xx, and keeps the batch', async () => {
    const { queue, sent } = setup([() => rateLimited(null), () => rateLimited(null)]);
    for (const id of [1, 2, 3]) queue.enqueue({ EventId: id });
    await vi.advanceTimersByTimeAsync(999);
    expect(sent()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent()).toHaveLength(3);
    expect(new Set(sent().map((b) => b.BatchId)).size).toBe(1);
    expect(queue.size).toBe(0);
  });

  it('while the server asks to wait, hiding the page sends no beacon: the batch stays stored for later', async () => {
    const listeners = new Map<string, () => void>();
    const doc = {
      visibilityState: 'visible',
      addEventListener: (t: string, f: () => void) => listeners.set(t, f),
      removeEventListener: () => {},
    };
    const beacons: string[] = [];
    const win = {
      document: doc,
      navigator: { sendBeacon: (url: string) => (beacons.push(url), true) },
      addEventListener: (t: string, f: () => void) => listeners.set(t, f),
      removeEventListener: () => {},
    } as unknown as Window;
    const { queue, sent, storage } = setup([() => rateLimited('30')], win);
    for (const id of [1, 2, 3]) queue.enqueue({ EventId: id });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent()).toHaveLength(1);
    doc.visibilityState = 'hidden';
    listeners.get('visibilitychange')!();
    await vi.advanceTimersByTimeAsync(1000);
    expect(beacons).toEqual([]);
    expect(sent()).toHaveLength(1);
    expect(queue.size).toBe(3);
    expect([...storage.map.keys()].some((k) => k.startsWith('PlayportAnalytics:'))).toBe(true);
  });
});
