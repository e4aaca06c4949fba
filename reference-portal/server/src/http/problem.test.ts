import { describe, expect, it } from 'vitest';
import { toApiError } from './problem';

const databaseError = (code: string) => Object.assign(new Error('a query failed'), { code });

describe('toApiError: database writes refused', () => {
  it('a full disk (53100) is 503 StorageFull with Retry-After 30, on either driver', () => {
    for (const guarded of [false, true]) {
      const err = toApiError(databaseError('53100'), guarded);
      expect([err.status, err.code, err.headers?.['Retry-After']]).toEqual([503, 'StorageFull', '30']);
    }
  });

  it('a read-only transaction (25006) is StorageFull only under the storage guard, else DatabaseUnavailable', () => {
    const guarded = toApiError(databaseError('25006'), true);
    expect([guarded.status, guarded.code]).toEqual([503, 'StorageFull']);
    const standby = toApiError(databaseError('25006'));
    expect([standby.status, standby.code]).toEqual([503, 'DatabaseUnavailable']);
  });
});

describe('toApiError: the cause', () => {
  it('keeps what was thrown as the cause of the answer it makes, for the log', () => {
    const thrown = [
      databaseError('53100'),
      databaseError('25006'),
      databaseError('08006'),
      databaseError('22003'),
      new Error('a bug'),
      'a string',
    ];
    for (const err of thrown) expect(toApiError(err).cause).toBe(err);
  });
});
