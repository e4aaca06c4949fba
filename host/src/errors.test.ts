import { describe, expect, it } from 'vitest';
import { ApiError, FetchFailure, toApiError } from './api/problem.js';
import { HostError, HostErrorCode, toHostError } from './errors.js';
import { failedWith } from './payments/payment-error.js';

describe('coded errors keep their cause', () => {
  it('toHostError keeps what it wraps, and a HostError as it is', () => {
    const thrown = new TypeError('bad');
    expect(toHostError(thrown)).toMatchObject({ code: HostErrorCode.Unknown, message: 'bad', cause: thrown });
    expect(toHostError('text').cause).toBe('text');
    const coded = new HostError(HostErrorCode.Timeout, 'late');
    expect(toHostError(coded)).toBe(coded);
  });

  it("an API call's network failure and a payment's failure keep what failed", () => {
    const offline = new FetchFailure(new TypeError('Failed to fetch'));
    const network = toApiError(offline, '/api/v1/profile');
    expect(network).toBeInstanceOf(ApiError);
    expect([network.status, network.cause]).toEqual([0, offline]);
    const widget = new Error('widget crashed');
    expect(failedWith(widget, 'fallback')).toMatchObject({ code: HostErrorCode.Unknown, cause: widget });
  });
});
