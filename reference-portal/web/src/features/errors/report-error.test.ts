// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEnvelope, SAMPLE_RATES } from './report-error';

async function freshReporter(randoms: number[]) {
  vi.resetModules();
  const bodies: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => (bodies.push(String(init.body)), new Response(null))));
  const mod = await import('./report-error');
  return { mod, bodies, random: () => randoms.shift() ?? 0.99 };
}

const itemTypes = (body: string) => body.trim().split('\n').map((l) => { try { return JSON.parse(l); } catch { return null; } }).filter((l) => l && typeof l.type === 'string' && Object.keys(l).length <= 2).map((l) => l.type);

afterEach(() => vi.unstubAllGlobals());

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
  it('without a DSN records nothing and sends nothing', async () => {
    const { mod, bodies, random } = await freshReporter([0, 0, 0]);
    mod.initErrorReporting(null, random);
    mod.reportError(new Error('boom'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(bodies).toEqual([]);
  });
  it('a sampled session sends its replay when the page is hidden, and errors carry the replay id', async () => {
    const { mod, bodies, random } = await freshReporter([0.05, 0.9]);
    mod.initErrorReporting('https://k@sentry.test/1', random);
    document.body.click();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(bodies.map(itemTypes)).toEqual([['replay_event', 'replay_recording']]);
    const replayId = JSON.parse(bodies[0]!.split('\n')[2]!).replay_id;
    mod.reportError(new Error('boom'));
    const event = JSON.parse(bodies[1]!.split('\n')[2]!);
    expect(event.contexts.replay.replay_id).toBe(replayId);
  });
  it('outside the session rate the replay is buffered and sent only with an error', async () => {
    const { mod, bodies, random } = await freshReporter([0.5, 0.5, 0.9]);
    mod.initErrorReporting('https://k@sentry.test/1', random);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(bodies).toEqual([]);
    mod.reportError(new Error('boom'));
    expect(bodies.map(itemTypes)).toEqual([['event'], ['replay_event', 'replay_recording']]);
    const eventId = JSON.parse(bodies[0]!.split('\n')[0]!).event_id;
    expect(JSON.parse(bodies[1]!.split('\n')[2]!)).toMatchObject({ replay_type: 'buffer', error_ids: [eventId] });
  });
});
