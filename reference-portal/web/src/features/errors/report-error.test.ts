import { describe, expect, it } from 'vitest';
import { buildEnvelope, SAMPLE_RATES } from './report-error';

describe('error reporting', () => {
  it('uses the spec sample rates', () => {
    expect(SAMPLE_RATES).toEqual({ traces: 0.25, replaysSession: 0.1, replaysOnError: 1 });
  });
  it('builds an envelope whose header names the DSN the tunnel checks', () => {
    const dsn = 'https://key@o1.ingest.sentry.io/42';
    const [header, item, payload] = buildEnvelope(dsn, 'event', { level: 'error' }).trim().split('\n').map((l) => JSON.parse(l));
    expect(header.dsn).toBe(dsn);
    expect(item).toEqual({ type: 'event' });
    expect(payload).toMatchObject({ level: 'error', platform: 'javascript', event_id: header.event_id });
  });
});
