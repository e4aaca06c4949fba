import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../protocol/names.js';
import { withTimeout } from './with-timeout.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('withTimeout', () => {
  it('resolves with the work and clears its timer', async () => {
    vi.useFakeTimers();
    await expect(withTimeout(() => Promise.resolve(7), 1000, 'late')).resolves.toBe(7);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("rejects with the work's own error, not Timeout, and clears its timer", async () => {
    vi.useFakeTimers();
    const failure = new Error('refused');
    await expect(withTimeout(() => Promise.reject(failure), 1000, 'late')).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with Timeout and the message after ms when the work does not settle', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(() => new Promise(() => {}), 1000, 'No answer to GetInfo within 1000 ms');
    const settled = expect(pending).rejects.toMatchObject({
      code: ErrorCode.Timeout,
      message: 'No answer to GetInfo within 1000 ms',
    });
    await vi.advanceTimersByTimeAsync(999);
    let done = false;
    void pending.catch(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it('rejects with what start() throws, at once and with no timer left', async () => {
    vi.useFakeTimers();
    const failure = new Error('destroyed');
    await expect(
      withTimeout(
        () => {
          throw failure;
        },
        1000,
        'late',
      ),
    ).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores the work settling after the timeout', async () => {
    vi.useFakeTimers();
    let finish!: (value: number) => void;
    const pending = withTimeout(() => new Promise<number>((resolve) => (finish = resolve)), 10, 'late');
    const settled = expect(pending).rejects.toMatchObject({ code: ErrorCode.Timeout });
    await vi.advanceTimersByTimeAsync(10);
    finish(1);
    await settled;
  });
});
