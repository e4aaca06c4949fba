import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, HandshakeType } from '../protocol/names.js';
import { PlayportError } from '../errors.js';
import { init } from './init.js';
import { createFakeFrame, createFakeHost, echo, NONCE, type FakeHost } from './fake-frame.test-helper.js';

const hosts: FakeHost[] = [];
const host = () => {
  const created = createFakeHost(echo);
  hosts.push(created);
  return created;
};
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  warn.mockRestore();
  for (const h of hosts.splice(0)) h.connection.destroy();
});

/** Runs the timers up to `ms` and returns how many offers the game has posted by then. */
const offersAt = (frame: ReturnType<typeof createFakeFrame>, ms: number, from = 0) => {
  vi.advanceTimersByTime(ms - from);
  return frame.posted.length;
};

const refuse = (frame: ReturnType<typeof createFakeFrame>) =>
  frame.deliver({
    type: HandshakeType.Refused,
    nonce: NONCE,
    code: ErrorCode.VersionMismatch,
    message: 'Host speaks 2.x',
  });

describe('init: a host that answers late', () => {
  it('re-offers the same message, 100 ms doubling to a 1 s gap, until the host answers', async () => {
    const frame = createFakeFrame();
    const pending = init({ window: frame.win });
    // Offers at 0, 100, 300, 700, 1500, then every second.
    const counts = [99, 100, 299, 300, 699, 700, 1499, 1500, 2499, 2500, 3500].map((ms, i, all) =>
      offersAt(frame, ms, all[i - 1] ?? 0),
    );
    expect(counts).toEqual([1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 7]);
    const [first, ...rest] = frame.posted;
    for (const offer of rest) expect(offer).toEqual(first);
    frame.sendPort(host());
    vi.advanceTimersByTime(1000);
    expect(frame.posted).toHaveLength(7);
    vi.useRealTimers();
    await expect(pending).resolves.toMatchObject({ mode: 'host' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('connects to a host that answers only the 4th offer', async () => {
    const frame = createFakeFrame();
    const h = host();
    const post = frame.parent.postMessage.bind(frame.parent);
    frame.parent.postMessage = (data, targetOrigin) => {
      post(data, targetOrigin);
      if (frame.posted.length === 4) frame.sendPort(h);
    };
    const pending = init({ window: frame.win });
    vi.advanceTimersByTime(4000);
    expect(frame.posted).toHaveLength(4);
    expect(frame.listeners()).toBe(0);
    vi.useRealTimers();
    const client = await pending;
    expect(client.mode).toBe('host');
    await expect(client.getInfo()).resolves.toEqual({ method: 'GetInfo', params: undefined });
  });

  it('times the handshake over a port that came late with timeout, not initTimeout', async () => {
    const frame = createFakeFrame();
    const pending = init({ window: frame.win, initTimeout: 1000, timeout: 5000 });
    vi.advanceTimersByTime(900);
    const h = host();
    frame.sendPort(h);
    // Lets the answer settle the first wait, then runs the clock past the first initTimeout.
    await vi.advanceTimersByTimeAsync(0);
    vi.advanceTimersByTime(900);
    vi.useRealTimers();
    await expect(pending).resolves.toMatchObject({ mode: 'host' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives each document its own load id', () => {
    const [a, b] = [createFakeFrame(), createFakeFrame()];
    void init({ window: a.win });
    void init({ window: b.win });
    expect(a.posted[0]!.data.loadId).toEqual(expect.any(String));
    expect(a.posted[0]!.data.loadId).not.toBe(b.posted[0]!.data.loadId);
  });
});

describe('init: a frame that no host answers', () => {
  it('runs standalone after initTimeout, with exactly one warning, and stops offering', async () => {
    const frame = createFakeFrame();
    const pending = init({ window: frame.win, initTimeout: 3000 });
    vi.advanceTimersByTime(3000);
    const client = await pending;
    expect(client.mode).toBe('standalone');
    await expect(client.getInfo()).resolves.toMatchObject({ game: 'standalone', fxId: null });
    expect(warn.mock.calls).toEqual([['No Playport host answered within 3000 ms; running standalone']]);
    const offers = frame.posted.length;
    vi.advanceTimersByTime(10_000);
    expect(frame.posted).toHaveLength(offers);
    expect(frame.listeners()).toBe(0);
  });

  it.each([
    ['strict: true', { strict: true }],
    ["standalone: 'never'", { standalone: 'never' as const }],
  ])('with %s rejects with Timeout instead', async (_, options) => {
    const frame = createFakeFrame();
    const pending = init({ window: frame.win, ...options });
    vi.advanceTimersByTime(5000);
    await expect(pending).rejects.toBeInstanceOf(PlayportError);
    await expect(pending).rejects.toMatchObject({
      code: ErrorCode.Timeout,
      message: 'No Playport host answered within 5000 ms',
    });
    expect(warn).not.toHaveBeenCalled();
    expect(frame.listeners()).toBe(0);
  });

  it.each([
    ['by default', {}],
    ['with strict: true', { strict: true }],
  ])('rejects a refusal with VersionMismatch %s, and stops offering', async (_, options) => {
    const frame = createFakeFrame();
    const pending = init({ window: frame.win, ...options });
    vi.advanceTimersByTime(300);
    refuse(frame);
    await expect(pending).rejects.toMatchObject({ code: ErrorCode.VersionMismatch, message: 'Host speaks 2.x' });
    vi.advanceTimersByTime(10_000);
    expect(frame.posted).toHaveLength(3);
    expect(warn).not.toHaveBeenCalled();
  });
});
