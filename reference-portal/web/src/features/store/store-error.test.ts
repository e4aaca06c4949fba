import { describe, expect, it } from 'vitest';
import { ApiError } from '@playport/host/api';
import { describeStoreError } from './store-error';

describe('describeStoreError', () => {
  it('codes an API failure by its status and keeps the problem text', () => {
    const error = new ApiError({
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
      detail: 'Unknown payment form',
      instance: '/api/v1/bank131/payment_form/x',
    });
    expect(describeStoreError(error)).toEqual({ code: 'ApiError 404', message: 'Not Found: Unknown payment form' });
  });

  it('keeps the code of a payment error', () => {
    expect(
      describeStoreError({ code: 'UserCancelled', message: 'Payment widget closed before payment completed!' }),
    ).toEqual({ code: 'UserCancelled', message: 'Payment widget closed before payment completed!' });
  });

  it('calls anything else Unknown', () => {
    expect(describeStoreError(new Error('boom'))).toEqual({ code: 'Unknown', message: 'boom' });
    expect(describeStoreError('text')).toEqual({ code: 'Unknown', message: 'text' });
  });
});
