import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeHost } from '../testing/fake-host.js';
import { createCallbackChannel } from './callback-channel.js';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('createCallbackChannel', () => {
  it('runs calls of one method one at a time, each getting the next answer', async () => {
    const channel = createCallbackChannel(fakeHost().host.context, 1000);
    const started: number[] = [];
    const first = channel.call('showAd', () => started.push(1));
    const second = channel.call('showAd', () => started.push(2));
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([1]);
    channel.answer('showAd', 'a');
    await expect(first).resolves.toBe('a');
    expect(started).toEqual([1, 2]);
    channel.answer('showAd', 'b');
    await expect(second).resolves.toBe('b');
  });

  it('lets other methods run in parallel and ignores answers nobody waits for', async () => {
    const channel = createCallbackChannel(fakeHost().host.context, 1000);
    channel.answer('stray', 'x');
    const a = channel.call('a', () => channel.answer('a', 1));
    const b = channel.call('b', () => channel.answer('b', 2));
    await vi.advanceTimersByTimeAsync(0);
    expect(await Promise.all([a, b])).toEqual([1, 2]);
  });

  it('times out a platform that never answers with a Timeout error, and the next call still runs', async () => {
    const channel = createCallbackChannel(fakeHost().host.context, 1000);
    const silent = channel.call('loadAd', () => {}).catch((e: unknown) => e);
    const next = channel.call('loadAd', () => channel.answer('loadAd', 'ok'));
    await vi.advanceTimersByTimeAsync(1001);
    expect(await silent).toMatchObject({ code: 'Timeout' });
    await expect(next).resolves.toBe('ok');
  });

  it('fails the call in flight', async () => {
    const channel = createCallbackChannel(fakeHost().host.context, 1000);
    const call = channel.call('pay', () => channel.fail('pay', new Error('closed'))).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(await call).toMatchObject({ message: 'closed' });
  });
});
