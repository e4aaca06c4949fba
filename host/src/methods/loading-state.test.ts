import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@playport/sdk/protocol';
import { createDispatcher } from '../channel/create-dispatcher.js';
import { createLoadingState, type GameLoading } from './loading-state.js';

function setup() {
  const loading = createLoadingState();
  const progress = vi.fn(async (_params: unknown) => ({ acknowledged: true }));
  const ready = vi.fn(async () => ({ acknowledged: true }));
  const progression = vi.fn(async (_params: unknown) => ({ queued: true }));
  const dispatch = createDispatcher(
    loading.watch({ LoadingProgress: progress, LoadingReady: ready, ProgressionEvent: progression }),
  );
  const seen: GameLoading[] = [];
  loading.subscribe((l) => void seen.push(l));
  return { loading, dispatch, progress, ready, progression, seen };
}

describe('loading state', () => {
  it('rounds the percent for the adapter and the page, and ends at LoadingReady', async () => {
    const { loading, dispatch, progress, seen } = setup();
    expect(loading.current).toEqual({ percent: null, ready: false });
    expect(await dispatch('LoadingProgress', { percent: 0 })).toEqual({ result: { acknowledged: true } });
    expect(await dispatch('LoadingProgress', { percent: 42.5 })).toEqual({ result: { acknowledged: true } });
    expect(await dispatch('LoadingProgress', { percent: 42.4 })).toEqual({ result: { acknowledged: true } });
    expect(await dispatch('LoadingReady', undefined)).toEqual({ result: { acknowledged: true } });
    // After LoadingReady the page's state stays; the adapter still hears the call.
    await dispatch('LoadingProgress', { percent: 100 });
    expect(progress.mock.calls.map(([p]) => p)).toEqual([
      { percent: 0 },
      { percent: 43 },
      { percent: 42 },
      { percent: 100 },
    ]);
    expect(seen).toEqual([
      { percent: 0, ready: false },
      { percent: 43, ready: false },
      { percent: 42, ready: false },
      { percent: 42, ready: true },
    ]);
    loading.reset();
    expect(loading.current).toEqual({ percent: null, ready: false });
  });

  const field = (name: string, problem: string) => ({
    code: ErrorCode.InvalidParams,
    message: `Invalid field "${name}": ${problem}`,
    field: name,
  });
  const STATUS = 'expected one of "start", "complete", "fail"';

  it.each([
    [{ percent: -1 }, field('percent', 'must be at least 0')],
    [{ percent: 100.5 }, field('percent', 'must be at most 100')],
    [{ percent: Number.NaN }, field('percent', 'expected number')],
    [{ percent: Number.POSITIVE_INFINITY }, field('percent', 'expected number')],
    [{ percent: '50' }, field('percent', 'expected number')],
    [{}, field('percent', 'expected number')],
    [{ percent: 5, extra: 1 }, field('extra', 'unknown field')],
    [undefined, { code: ErrorCode.InvalidParams, message: 'Invalid params: expected object' }],
  ])('refuses LoadingProgress %j with a coded error naming the field', async (params, error) => {
    const { dispatch, progress, seen } = setup();
    expect(await dispatch('LoadingProgress', params)).toEqual({ error });
    expect(progress).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
  });

  it.each([
    [{ status: 'won', level: '1' }, field('status', STATUS)],
    [{ level: '1' }, field('status', STATUS)],
    [{ status: 'start', level: '' }, field('level', 'must be at least 1 character long')],
    [{ status: 'start', level: 'x'.repeat(65) }, field('level', 'must be at most 64 characters long')],
    [{ status: 'start', level: 3 }, field('level', 'expected string')],
    [{ status: 'fail', level: '1', score: Number.NaN }, field('score', 'expected number')],
    [{ status: 'fail', level: '1', score: Number.NEGATIVE_INFINITY }, field('score', 'expected number')],
    [{ status: 'fail', level: '1', score: '9' }, field('score', 'expected number')],
  ])('refuses ProgressionEvent %j with a coded error naming the field', async (params, error) => {
    const { dispatch, progression } = setup();
    expect(await dispatch('ProgressionEvent', params)).toEqual({ error });
    expect(progression).not.toHaveBeenCalled();
  });

  it('passes a valid ProgressionEvent as it is', async () => {
    const { dispatch, progression } = setup();
    expect(await dispatch('ProgressionEvent', { status: 'complete', level: 'w1-3', score: 1200.5 })).toEqual({
      result: { queued: true },
    });
    expect(progression).toHaveBeenCalledWith({ status: 'complete', level: 'w1-3', score: 1200.5 });
  });
});
