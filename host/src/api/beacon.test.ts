import { describe, expect, it } from 'vitest';
import { createApiClient } from './create-api-client.js';
import { fakeContext, fakeFetch } from '../testing/fake-context.js';
import type { AnalyticsBatch } from '@playport/api-contract';

const batch = {
  BatchId: 'b0b1b2b3b4b5',
  SessionId: 's-1',
  Platform: 24,
  BuildId: 1047,
  Events: [{ EventId: 781965163, UserId: null, CreatedAt: '2026-11-25T08:00:00.000Z', Build: 1047, Platform: 24 }],
} as AnalyticsBatch;

function client(sendBeacon?: (url: string, data: Blob) => boolean) {
  const { fetch, calls } = fakeFetch();
  const { context } = fakeContext({ fetch, window: { navigator: { sendBeacon } } as unknown as Window });
  return { api: createApiClient({ context, baseUrl: 'https://api.example' }), calls };
}

describe('analytics beacon', () => {
  it('hands the batch to sendBeacon as text/plain JSON (no preflight), nulls dropped', async () => {
    const beacons: [string, Blob][] = [];
    const { api, calls } = client((url, data) => (beacons.push([url, data]), true));
    expect(api.analytics.beacon(batch)).toBe(true);
    expect(beacons.map(([url, data]) => [url, data.type])).toEqual([
      ['https://api.example/api/v1/analytics/track', 'text/plain;charset=utf-8'],
    ]);
    expect(JSON.parse(await beacons[0]![1].text())).toEqual({
      ...batch,
      Events: [{ EventId: 781965163, CreatedAt: '2026-11-25T08:00:00.000Z', Build: 1047, Platform: 24 }],
    });
    expect(calls).toEqual([]);
  });

  it('falls back to a keepalive fetch when the browser refuses the beacon or has none', () => {
    for (const sendBeacon of [() => false, undefined]) {
      const { api, calls } = client(sendBeacon);
      expect(api.analytics.beacon(batch)).toBe(true);
      expect(
        calls.map((c) => [c.url, c.method, c.headers['Content-Type'], JSON.parse(String(c.body)).BatchId]),
      ).toEqual([['https://api.example/api/v1/analytics/track', 'POST', 'text/plain;charset=UTF-8', 'b0b1b2b3b4b5']]);
    }
  });
});
