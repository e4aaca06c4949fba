import { describe, expect, it } from 'vitest';
import { createSessionReplay, sampleReplayMode, type ReplayContext } from './session-replay';

function fakePage() {
  const listeners = new Map<string, ((e: Event) => void)[]>();
  const sent: string[] = [];
  let now = 1_000_000;
  let href = 'https://portal.test/play/space';
  let n = 0;
  const ctx: ReplayContext = {
    addEventListener: (type, l) => listeners.set(type, [...(listeners.get(type) ?? []), l]),
    href: () => href,
    viewport: () => ({ width: 800, height: 600 }),
    now: () => now,
    id: () => `id${++n}`,
    send: (e) => void sent.push(e),
    dsn: 'https://key@sentry.test/1',
  };
  const fire = (type: string, target?: unknown) => listeners.get(type)?.forEach((l) => l({ target } as unknown as Event));
  const parse = (envelope: string) => {
    const lines = envelope.trim().split('\n');
    return { header: JSON.parse(lines[0]!), item: JSON.parse(lines[1]!), replayEvent: JSON.parse(lines[2]!), recordingItem: JSON.parse(lines[3]!), segment: JSON.parse(lines[4]!), events: JSON.parse(lines[5]!) };
  };
  return { ctx, sent, fire, parse, advance: (ms: number) => void (now += ms), go: (to: string) => void (href = to) };
}

describe('session replay sampling', () => {
  it('records a session below the session rate, buffers below the on-error rate, otherwise nothing', () => {
    const rates = { session: 0.1, onError: 1 };
    expect(sampleReplayMode(rates, () => 0.05)).toBe('session');
    expect(sampleReplayMode(rates, () => 0.5)).toBe('buffer');
    expect(sampleReplayMode({ session: 0.1, onError: 0.5 }, () => 0.7)).toBeNull();
  });
});

describe('session replay', () => {
  it('a session replay sends a segment when the page is hidden, with meta and clicks', () => {
    const page = fakePage();
    createSessionReplay('session', page.ctx);
    page.fire('click', { tagName: 'BUTTON', id: 'play', className: 'big primary' });
    page.fire('visibilitychange');
    expect(page.sent).toHaveLength(1);
    const r = page.parse(page.sent[0]!);
    expect(r.header).toMatchObject({ event_id: 'id1', dsn: 'https://key@sentry.test/1' });
    expect(r.item).toEqual({ type: 'replay_event' });
    expect(r.replayEvent).toMatchObject({ type: 'replay_event', replay_id: 'id1', segment_id: 0, replay_type: 'session', urls: ['https://portal.test/play/space'] });
    expect(r.recordingItem.type).toBe('replay_recording');
    expect(r.segment).toEqual({ segment_id: 0 });
    expect(r.events[0]).toMatchObject({ type: 4, data: { href: 'https://portal.test/play/space', width: 800, height: 600 } });
    expect(r.events[1].data.payload).toMatchObject({ category: 'ui.click', message: 'button#play.big.primary' });
    page.fire('pagehide');
    expect(page.sent).toHaveLength(1);
  });

  it('records each navigation to a new URL once', () => {
    const page = fakePage();
    const replay = createSessionReplay('session', page.ctx);
    replay.navigated();
    page.go('https://portal.test/Profile');
    replay.navigated();
    page.fire('popstate');
    page.fire('pagehide');
    const r = page.parse(page.sent[0]!);
    expect(r.replayEvent.urls).toEqual(['https://portal.test/play/space', 'https://portal.test/Profile']);
    expect(r.events.filter((e: { type: number }) => e.type === 4)).toHaveLength(2);
  });

  it('the recording length is the byte length of the recording payload', () => {
    const page = fakePage();
    createSessionReplay('session', page.ctx);
    page.fire('click', { tagName: 'A', id: '', className: 'ссылка' });
    page.fire('pagehide');
    const lines = page.sent[0]!.trim().split('\n');
    expect(JSON.parse(lines[3]!).length).toBe(new TextEncoder().encode(`${lines[4]}\n${lines[5]}`).length);
  });

  it('a buffered replay sends nothing until an error, then the last minute linked to the error', () => {
    const page = fakePage();
    const replay = createSessionReplay('buffer', page.ctx);
    page.fire('click', { tagName: 'DIV', id: 'old', className: '' });
    page.advance(61_000);
    page.fire('click', { tagName: 'DIV', id: 'recent', className: '' });
    page.fire('visibilitychange');
    expect(page.sent).toHaveLength(0);
    replay.errorReported('err1', 'TypeError: boom');
    expect(page.sent).toHaveLength(1);
    const r = page.parse(page.sent[0]!);
    expect(r.replayEvent).toMatchObject({ replay_type: 'buffer', error_ids: ['err1'], segment_id: 0 });
    const messages = r.events.map((e: { data: { payload?: { message: string } } }) => e.data.payload?.message);
    expect(messages).toEqual(['div#recent', 'TypeError: boom']);
    expect(replay.mode).toBe('session');
    page.fire('click', { tagName: 'DIV', id: 'after', className: '' });
    page.fire('pagehide');
    expect(page.parse(page.sent[1]!).replayEvent).toMatchObject({ segment_id: 1, replay_type: 'session', error_ids: [] });
  });
});
