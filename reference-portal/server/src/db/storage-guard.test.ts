import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECK_EVERY_MS, guardStorage } from './storage-guard';

afterEach(() => vi.useRealTimers());

describe('guardStorage', () => {
  it('tries a switch that failed again at the next look, and reports the disk as it sees it', async () => {
    vi.useFakeTimers();
    const calls: boolean[] = [];
    let fail = true;
    const setReadOnly = async (readOnly: boolean) => {
      calls.push(readOnly);
      if (fail) throw new Error('the switch failed');
    };
    // No disk has this much free: full from the first look.
    const guard = guardStorage(tmpdir(), setReadOnly, Number.MAX_SAFE_INTEGER);
    await vi.advanceTimersByTimeAsync(0);
    expect(guard.full()).toBe(true);
    expect(calls).toEqual([true]);
    fail = false;
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    expect(calls).toEqual([true, true]);
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS * 3);
    expect(calls).toEqual([true, true]);
    guard.stop();
  });

  it('switches nothing while the disk has room', async () => {
    vi.useFakeTimers();
    const calls: boolean[] = [];
    const guard = guardStorage(tmpdir(), async (readOnly) => void calls.push(readOnly), 0);
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS * 2);
    expect(guard.full()).toBe(false);
    expect(calls).toEqual([]);
    guard.stop();
  });
});
