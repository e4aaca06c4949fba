import { afterEach, describe, expect, it, vi } from 'vitest';
import { PenpalError } from 'penpal';
import { ErrorCode } from '../protocol/names.js';
import { PlayportError } from '../errors.js';
import { init } from './init.js';
import { createPortChannel } from './port-channel.js';
import { createFakeFrame, createFakeHost, echo, type FakeHandler, type FakeHost } from './fake-frame.test-helper.js';
import type { InitOptions } from './types.js';

const hosts: FakeHost[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const h of hosts.splice(0)) h.connection.destroy();
});

// A fake host (plain penpal, as the real host), plus a tap on its end of the port that records every
// message the game sends after the handshake.
async function connected(handler: FakeHandler = echo, options: InitOptions = {}) {
  const frame = createFakeFrame();
  const pending = init({ ...options, window: frame.win });
  const host = createFakeHost(handler);
  hosts.push(host);
  frame.sendPort(host, {}, undefined, ['BuyProduct']);
  const client = await pending;
  return { client, host };
}

describe('the game-side sender', () => {
  it("sends penpal's own CALL messages with counter ids, which plain penpal on the host answers", async () => {
    const sent: unknown[] = [];
    const { client } = await connected((method, params) => {
      sent.push([method, params]);
      return { result: method };
    });
    await expect(Promise.all([client.getInfo(), client.setStatus({ status: 'x' })])).resolves.toEqual([
      'GetInfo',
      'SetStatus',
    ]);
    expect(sent).toEqual([
      ['GetInfo', undefined],
      ['SetStatus', { status: 'x' }],
    ]);
  });

  it('puts the ids 1, 2, 3 … on the wire, with the method path and args penpal uses', async () => {
    const frame = createFakeFrame();
    const pending = init({ window: frame.win });
    const host = createFakeHost(echo);
    hosts.push(host);
    // Tap the game's end: every message it posts goes through MessagePort.prototype.postMessage.
    const posted: Array<Record<string, unknown>> = [];
    const original = MessagePort.prototype.postMessage;
    vi.spyOn(MessagePort.prototype, 'postMessage').mockImplementation(function (this: MessagePort, ...args) {
      posted.push(args[0] as Record<string, unknown>);
      return (original as (...a: unknown[]) => void).apply(this, args);
    });
    frame.sendPort(host);
    const client = await pending;
    await client.getInfo();
    await client.call('Future', { a: 1 });
    expect(posted.filter((m) => m.type == 'CALL')).toEqual([
      { namespace: 'penpal', type: 'CALL', id: 1, methodPath: ['call'], args: ['GetInfo', undefined] },
      { namespace: 'penpal', type: 'CALL', id: 2, methodPath: ['call'], args: ['Future', { a: 1 }] },
    ]);
  });

  it('arms one timer for many pending calls', async () => {
    const { client } = await connected(() => new Promise(() => {}), { timeout: 60_000 });
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const calls = Array.from({ length: 50 }, () => client.getInfo().catch(() => {}));
    expect(timers).toHaveBeenCalledTimes(1);
    client.destroy();
    await Promise.all(calls);
  });

  it('times a short call out first while a longer one is pending, and the longer one after it', async () => {
    const { client } = await connected(() => new Promise(() => {}), { timeout: 30, interactiveTimeout: 90 });
    const order: unknown[] = [];
    const long = client.buyProduct({ sku: 'a' }).catch((e: PlayportError) => order.push([e.code, e.message]));
    const short = client.getInfo().catch((e: PlayportError) => order.push([e.code, e.message]));
    await Promise.all([long, short]);
    expect(order).toEqual([
      [ErrorCode.Timeout, 'No answer to GetInfo within 30 ms'],
      [ErrorCode.Timeout, 'No answer to BuyProduct within 90 ms'],
    ]);
  });

  it('answers a call that replies and times out only the one that does not', async () => {
    let arrived!: (release: () => void) => void;
    const reached = new Promise<() => void>((r) => (arrived = r));
    const { client } = await connected(
      (method) => (method == 'GetInfo' ? new Promise(() => {}) : new Promise((r) => arrived(() => r({ result: 2 })))),
      { timeout: 60_000 },
    );
    const hung = client.call('GetInfo', undefined);
    const answered = client.socialSettings();
    (await reached)();
    await expect(answered).resolves.toBe(2);
    client.destroy();
    await expect(hung).rejects.toMatchObject({ code: ErrorCode.NotConnected });
  });

  it('rejects params the browser cannot clone with InvalidParams and sends nothing', async () => {
    const sent: string[] = [];
    const { client } = await connected((method) => (sent.push(method), { result: 1 }));
    const err = await client.call('FutureMethod', { callback: () => {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PlayportError);
    expect(err).toMatchObject({ code: ErrorCode.InvalidParams });
    await expect(client.getInfo()).resolves.toBe(1);
    expect(sent).toEqual(['GetInfo']);
  });

  it("turns penpal's error replies into coded errors: a destroyed channel is NotConnected, anything else Unknown", async () => {
    const { client } = await connected((method) => {
      if (method == 'GetInfo') throw new PenpalError('CONNECTION_DESTROYED', 'gone');
      if (method == 'SocialSettings') throw new Error('host bug');
      // A host method that throws a string: penpal sends it as it is.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw 'plain';
    });
    await expect(client.getInfo()).rejects.toMatchObject({ code: ErrorCode.NotConnected, message: 'gone' });
    await expect(client.socialSettings()).rejects.toMatchObject({ code: ErrorCode.Unknown, message: 'host bug' });
    await expect(client.getUrlHash()).rejects.toMatchObject({ code: ErrorCode.Unknown, message: 'plain' });
  });

  it('rejects pending calls with NotConnected when the host closes the channel, and leaves no timer', async () => {
    const { client, host } = await connected(() => new Promise(() => {}), { timeout: 60_000 });
    const pending = client.getInfo();
    const cleared = vi.spyOn(globalThis, 'clearTimeout');
    host.connection.destroy();
    await expect(pending).rejects.toMatchObject({
      code: ErrorCode.NotConnected,
      message: 'The Playport connection is closed',
    });
    expect(cleared).toHaveBeenCalled();
    await expect(client.getInfo()).rejects.toMatchObject({ code: ErrorCode.NotConnected });
  });
});

describe('deadlines', () => {
  // The channel alone, on a port whose other end never answers, with the clock and timers faked.
  function channel() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const { port1 } = new MessageChannel();
    const ch = createPortChannel(port1);
    ch.messenger.initialize({ log: () => {}, validateReceivedMessage: (data): data is never => !!data });
    const outcome = (method: string, ms: number) => {
      const settled: { at?: number; code?: string } = {};
      void ch.call(method, undefined, ms).catch((e: PlayportError) => {
        settled.at = performance.now();
        settled.code = e.code;
      });
      return settled;
    };
    return { ch, outcome };
  }
  afterEach(() => void vi.useRealTimers());

  it('reads no clock per call, and never times a call out early', async () => {
    const { outcome } = channel();
    const clock = vi.spyOn(performance, 'now');
    const calls = Array.from({ length: 20 }, () => outcome('GetInfo', 1600));
    expect(clock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1600);
    expect(calls.filter((c) => c.code)).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(new Set(calls.map((c) => `${c.code} ${c.at}`))).toEqual(new Set([`${ErrorCode.Timeout} 1700`]));
  });

  it('times a call out at most an eighth of its timeout late, made at any moment, beside longer ones', async () => {
    const { outcome } = channel();
    const started: [number, number, { at?: number }][] = [];
    const long = outcome('BuyProduct', 900_000);
    for (let t = 0; t < 3000; t += 37) {
      const ms = t % 2 ? 800 : 1600;
      started.push([performance.now(), ms, outcome('GetInfo', ms)]);
      await vi.advanceTimersByTimeAsync(37);
    }
    await vi.advanceTimersByTimeAsync(2000);
    for (const [at, ms, settled] of started) {
      expect(settled.at! - at, `a call of ${ms} ms made at ${at}`).toBeGreaterThanOrEqual(ms);
      expect(settled.at! - at, `a call of ${ms} ms made at ${at}`).toBeLessThanOrEqual(ms * 1.125);
    }
    expect(long.code).toBeUndefined();
    await vi.advanceTimersByTimeAsync(900_000);
    expect(long.code).toBe(ErrorCode.Timeout);
  });

  it('leaves no timer once every call is answered or closed', async () => {
    const { ch, outcome } = channel();
    outcome('GetInfo', 10_000);
    ch.messenger.destroy();
    expect(vi.getTimerCount()).toBe(0);
  });
});
