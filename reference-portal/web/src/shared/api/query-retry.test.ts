import { ApiError } from '@playport/host/api';
import { describe, expect, it } from 'vitest';
import { isNotFound, isTransientFailure, QUERY_RETRIES, transientRetry } from './query-retry';

const failed = (status: number) =>
  new ApiError({ type: 'about:blank', title: `HTTP Error ${status}`, status, detail: '', instance: '/api/v1/x' });

describe('the query retry', () => {
  it.each([0, 408, 429, 500, 502, 503, 504])('fetches again after status %i', (status) => {
    expect(isTransientFailure(failed(status))).toBe(true);
    expect(transientRetry.retry(0, failed(status))).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 422])('never after status %i', (status) => {
    expect(isTransientFailure(failed(status))).toBe(false);
    expect(transientRetry.retry(0, failed(status))).toBe(false);
  });

  it("never after a failure that is not the API's", () => {
    expect(transientRetry.retry(0, new TypeError('x is undefined'))).toBe(false);
  });

  it(`stops after ${QUERY_RETRIES} retries, waiting 0.5, 1 and 2 s`, () => {
    expect([0, 1, 2, 3].map((n) => transientRetry.retry(n, failed(500)))).toEqual([true, true, true, false]);
    expect([0, 1, 2, 5].map((n) => transientRetry.retryDelay(n))).toEqual([500, 1000, 2000, 4000]);
  });

  it('calls only a 404 not found', () => {
    expect(isNotFound(failed(404))).toBe(true);
    expect(isNotFound(failed(500))).toBe(false);
    expect(isNotFound(new Error('404'))).toBe(false);
  });
});
