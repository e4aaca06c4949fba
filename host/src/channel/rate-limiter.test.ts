import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@playport/sdk/protocol';
import { HostError } from '../errors.js';
import { createRateLimiter, RATE_LIMITED_MESSAGE } from './rate-limiter.js';

function setup(burst: number, perSecond: number) {
  let time = 1_000_000;
  const clock = { advance: (ms: number) => void (time += ms), set: (t: number) => void (time = t) };
  const dispatch = vi.fn(async () => ({ result: { ok: true } }) as never);
  const limited = createRateLimiter(dispatch, { burst, perSecond }, () => time);
  return { clock, dispatch, call: () => limited('GetInfo', undefined) };
}

const LIMITED = { error: { code: ErrorCode.RateLimited, message: RATE_LIMITED_MESSAGE } };

describe('createRateLimiter', () => {
  it('lets a burst through, then answers RateLimited without calling dispatch', async () => {
    const { dispatch, call } = setup(3, 1);
    for (let i = 0; i < 3; i++) expect(await call()).toEqual({ result: { ok: true } });
    expect(await call()).toEqual(LIMITED);
    expect(RATE_LIMITED_MESSAGE).toBe('Too many calls; retry later');
    expect(dispatch).toHaveBeenCalledTimes(3);
  });

  it('refills at perSecond, never above the burst', async () => {
    const { clock, dispatch, call } = setup(2, 10);
    await call();
    await call();
    expect(await call()).toEqual(LIMITED);
    clock.advance(99);
    expect(await call()).toEqual(LIMITED);
    clock.advance(1);
    expect(await call()).toEqual({ result: { ok: true } });
    clock.advance(60_000);
    await call();
    await call();
    expect(await call()).toEqual(LIMITED);
    expect(dispatch).toHaveBeenCalledTimes(5);
  });

  it('refills nothing when the clock goes backwards', async () => {
    const { clock, call } = setup(1, 1000);
    await call();
    clock.advance(-5000);
    expect(await call()).toEqual(LIMITED);
    clock.advance(1);
    expect(await call()).toEqual({ result: { ok: true } });
  });

  it('keeps one bucket per limiter', async () => {
    const a = setup(1, 0);
    const b = setup(1, 0);
    await a.call();
    expect(await a.call()).toEqual(LIMITED);
    expect(await b.call()).toEqual({ result: { ok: true } });
  });

  it('refuses unusable limits', () => {
    const d = vi.fn();
    for (const limit of [
      { burst: 0, perSecond: 1 },
      { burst: 1, perSecond: -1 },
      { burst: NaN, perSecond: 1 },
      { burst: 1, perSecond: Infinity },
    ]) {
      expect(() => createRateLimiter(d, limit, () => 0)).toThrow(HostError);
    }
  });
});
