import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HostError, HostErrorCode } from '../errors.js';
import type { AdapterHost, RunningAdapter } from './adapter.js';
import { ADAPTER_WAIT_MS, createAdapterStarter, RESTART_AFTER_MS } from './adapter-starter.js';
import { createDefaultAdapter } from './default-adapter.js';
import { extendAdapter } from './extend-adapter.js';
import { createAdapterRegistry } from './registry.js';

const NOT_INITIALIZED = { code: 'NotConnected', message: 'Not initialized' };
const context = {
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (id: unknown) => clearTimeout(id as number),
  now: () => Date.now(),
  log: vi.fn(),
};

/** An adapter whose every start waits for the test to end it: `arrive()` or `fail(message)`. */
function controlledAdapter() {
  const starts: { arrive: () => void; fail: (message: string) => void }[] = [];
  const start = vi.fn(
    (_host: AdapterHost) =>
      new Promise<void>((resolve, reject) =>
        starts.push({ arrive: resolve, fail: (message) => reject(new Error(message)) }),
      ),
  );
  const adapter = extendAdapter(createDefaultAdapter(), {
    name: 'vkcom',
    start: async (host) => void (await start(host)),
  });
  return { adapter, start, starts };
}

function starterFor(
  adapter: ReturnType<typeof controlledAdapter>['adapter'],
  onStart?: (running: RunningAdapter) => void,
) {
  const registry = createAdapterRegistry({ vkcom: async () => adapter });
  return createAdapterStarter({
    registry,
    name: 'vkcom',
    hostFor: (game) => ({ game }) as AdapterHost,
    context,
    onStart,
  });
}

/** A promise's outcome, read without waiting: undefined while it is pending. */
function outcomeOf<T>(promise: Promise<T>) {
  let outcome: { value: T } | { error: unknown } | undefined;
  promise.then(
    (value) => (outcome = { value }),
    (error: unknown) => (outcome = { error }),
  );
  return () => outcome;
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('createAdapterStarter', () => {
  it('answers a call made while the adapter starts "Not initialized" after its wait, and the next call once it started', async () => {
    const { adapter, start, starts } = controlledAdapter();
    const started = vi.fn();
    const starter = starterFor(adapter, started);
    const first = starter.start('space');
    await vi.advanceTimersByTimeAsync(0);
    const call = outcomeOf(starter.ready());

    await vi.advanceTimersByTimeAsync(ADAPTER_WAIT_MS - 1);
    expect(call()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(call()).toEqual({ error: expect.objectContaining(NOT_INITIALIZED) });
    expect((call() as { error: unknown }).error).toBeInstanceOf(HostError);

    // The start goes on: the adapter runs as soon as it ends, and answers at once from then on.
    const later = outcomeOf(starter.ready());
    await vi.advanceTimersByTimeAsync(2_000);
    starts[0]!.arrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(later()).toEqual({ value: expect.objectContaining({ name: 'vkcom' }) });
    expect(await first).toBe(starter.current);
    expect(await starter.ready()).toBe(starter.current);
    expect(start).toHaveBeenCalledTimes(1);
    expect(started).toHaveBeenCalledExactlyOnceWith(starter.current);
  });

  it("answers a failed start's error at once for 5 s, then starts afresh for the next call", async () => {
    const { adapter, start, starts } = controlledAdapter();
    const starter = starterFor(adapter);
    void starter.start('space').catch(() => {});
    const call = starter.ready();
    await vi.advanceTimersByTimeAsync(0);
    starts[0]!.fail('404');
    const failure = { code: HostErrorCode.NotConnected, message: "Adapter 'vkcom' failed to start: 404" };
    await expect(call).rejects.toMatchObject(failure);
    expect(starter.current).toBeNull();

    await vi.advanceTimersByTimeAsync(RESTART_AFTER_MS - 1);
    await expect(starter.ready()).rejects.toMatchObject(failure);
    expect(start).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1);
    const retry = starter.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledTimes(2);
    expect(start.mock.calls[1]![0]).toMatchObject({ game: 'space' });
    starts[1]!.arrive();
    expect(await retry).toMatchObject({ name: 'vkcom' });
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('starts once for calls that overlap a start in progress', async () => {
    const { adapter, start, starts } = controlledAdapter();
    const starter = starterFor(adapter);
    void starter.start('space');
    const calls = [starter.ready(), starter.ready(), starter.ready()];
    await vi.advanceTimersByTimeAsync(0);
    starts[0]!.arrive();
    const running = await Promise.all(calls);
    expect(new Set(running).size).toBe(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('answers "Not initialized" before any game mounted, and refuses after destroy', async () => {
    const { adapter, starts } = controlledAdapter();
    const starter = starterFor(adapter);
    await expect(starter.ready()).rejects.toMatchObject(NOT_INITIALIZED);
    const first = starter.start('space');
    await vi.advanceTimersByTimeAsync(0);
    starter.destroy();
    starts[0]!.arrive();
    await expect(first).rejects.toMatchObject({ code: 'NotConnected', message: 'The host was destroyed' });
    await expect(starter.ready()).rejects.toMatchObject({ code: 'NotConnected', message: 'The host was destroyed' });
  });

  it("keeps the unsupported adapter's error for every call", async () => {
    const starter = createAdapterStarter({
      registry: createAdapterRegistry(),
      name: 'myspace',
      hostFor: (game) => ({ game }) as AdapterHost,
      context,
    });
    await expect(starter.start('space')).rejects.toMatchObject({
      code: 'NotSupported',
      message: 'Unsupported adapter',
    });
    await expect(starter.ready()).rejects.toMatchObject({ code: 'NotSupported', message: 'Unsupported adapter' });
  });
});
