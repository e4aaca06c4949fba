import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../test/test-app';

// A budget of 2,500 events a minute per client address: two and a half batches of the largest size.
const t = useTestApp({ TRUST_PROXY: 'true', ANALYTICS_EVENTS_PER_MINUTE: '2500' });

const batch = (sessionId: string, events: number) => ({
  SessionId: sessionId,
  Events: Array.from({ length: events }, () => ({ EventId: 781965163 })),
});
const track = (body: unknown, ip: string) =>
  t().request('POST', '/api/v1/analytics/track', { body, headers: { 'X-Forwarded-For': ip } });
const storedEvents = async (sessionId: string) => {
  const result = await t().database.db.execute<{ n: number }>(
    sql`select coalesce(sum(jsonb_array_length(events)), 0)::int as n from analytics_batches where session_id = ${sessionId}`,
  );
  return (result as { rows: { n: number }[] }).rows[0]!.n;
};

describe('the analytics event budget per client address', () => {
  it('counts events, not requests: past the budget a batch gets 429 RateLimited with Retry-After and is not stored', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await track(batch('flood-1', 1000), '10.8.0.1')).status);
    expect(statuses).toEqual([204, 204, 429, 429, 429]);
    const refused = await track(batch('flood-1', 1), '10.8.0.1');
    expect([refused.status, refused.headers.get('content-type')]).toEqual([429, 'application/problem+json']);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await json(refused)).toMatchObject({
      status: 429,
      Code: 'RateLimited',
      Message: 'Too many analytics events from this address, try again later',
      RetryAfter: retryAfter,
    });
    expect(await storedEvents('flood-1')).toBe(2000);
  });

  it('is kept per address, and a new window opens once Retry-After has passed', async () => {
    expect((await track(batch('other-address', 1000), '10.8.0.2')).status).toBe(204);
    for (let i = 0; i < 2; i++) expect((await track(batch('flood-2', 1000), '10.8.0.3')).status).toBe(204);
    const refused = await track(batch('flood-2', 1000), '10.8.0.3');
    expect(refused.status).toBe(429);
    t().advance(Number(refused.headers.get('retry-after')) * 1000);
    expect((await track(batch('flood-2', 1000), '10.8.0.3')).status).toBe(204);
  });
});
