import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeContext } from '../testing/fake-context.js';
import { STAT_POLL_INTERVAL_MS, TUTORIAL_STAT_TYPES, createStat } from './stat.js';

function setup(maxPending?: number) {
  const routed: [string, unknown][] = [];
  const { context } = fakeContext();
  const stat = createStat({ context, route: (name, params) => void routed.push([name, params]), maxPending });
  return { stat, routed };
}

describe('stat', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('lists the tutorial stat types', () => {
    expect(TUTORIAL_STAT_TYPES).toEqual(['TutorialStart', 'TutorialCompleted', 'TutorialSkip', 'TutorialStep']);
  });

  it('holds events until initialised, then releases them at the next 1000 ms check, in order', async () => {
    const { stat, routed } = setup();
    expect(await stat.event({ name: 'a', type: 'TutorialStart', value: 1, data: { k: 'v' } })).toEqual({
      queued: true,
    });
    expect(await stat.event({ name: 'b' })).toEqual({ queued: true });
    await vi.advanceTimersByTimeAsync(STAT_POLL_INTERVAL_MS * 3);
    expect(routed).toEqual([]);
    expect(stat.pending).toBe(2);
    expect(await stat.initialize({ userId: 'p-1', build: '12' })).toEqual({ initialized: true });
    expect(routed).toEqual([]);
    await vi.advanceTimersByTimeAsync(STAT_POLL_INTERVAL_MS);
    expect(routed).toEqual([
      ['a', { k: 'v', type: 'TutorialStart', value: 1 }],
      ['b', {}],
    ]);
    expect(stat.userId).toBe('p-1');
    expect(stat.build).toBe(12);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('routes at once when initialised and nothing waits', async () => {
    const { stat, routed } = setup();
    await stat.initialize(undefined);
    await stat.event({ name: 'a' });
    expect(routed).toEqual([['a', {}]]);
    expect(stat.userId).toBeNull();
    expect(stat.build).toBeNull();
  });

  it('keeps order when an event arrives between initialise and the check', async () => {
    const { stat, routed } = setup();
    await stat.event({ name: 'a' });
    await stat.initialize({});
    await stat.event({ name: 'b' });
    await vi.advanceTimersByTimeAsync(STAT_POLL_INTERVAL_MS);
    expect(routed.map(([n]) => n)).toEqual(['a', 'b']);
  });

  it('answers queued: false beyond the waiting cap', async () => {
    const { stat } = setup(2);
    await stat.event({ name: 'a' });
    await stat.event({ name: 'b' });
    expect(await stat.event({ name: 'c' })).toEqual({ queued: false });
    expect(stat.pending).toBe(2);
  });

  it('ignores a build that is not a whole number and stops polling on destroy', async () => {
    const { stat, routed } = setup();
    await stat.event({ name: 'a' });
    stat.destroy();
    await stat.initialize({ build: '1.2' });
    await vi.advanceTimersByTimeAsync(STAT_POLL_INTERVAL_MS * 2);
    expect(routed).toEqual([]);
    expect(stat.build).toBeNull();
  });
});
