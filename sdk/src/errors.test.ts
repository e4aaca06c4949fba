import { describe, expect, it } from 'vitest';
import { PenpalError } from 'penpal';
import { ErrorCode, isErrorCode, PlayportError, toPlayportError } from './errors.js';

describe('PlayportError', () => {
  it('carries code, message, field and details, and is an Error', () => {
    const err = new PlayportError(ErrorCode.InvalidParams, 'sku is required', 'sku', { min: 1 });
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({
      name: 'PlayportError',
      code: 'InvalidParams',
      message: 'sku is required',
      field: 'sku',
      details: { min: 1 },
    });
  });
});

describe('toPlayportError', () => {
  it('returns a PlayportError as it is', () => {
    const err = new PlayportError(ErrorCode.UserCancelled, 'closed');
    expect(toPlayportError(err)).toBe(err);
  });

  it.each([
    ['CONNECTION_DESTROYED', ErrorCode.NotConnected],
    ['TRANSMISSION_FAILED', ErrorCode.NotConnected],
    ['METHOD_NOT_FOUND', ErrorCode.Unknown],
  ] as const)('maps penpal %s to %s and keeps the message', (code, expected) => {
    expect(toPlayportError(new PenpalError(code, 'why'))).toMatchObject({ code: expected, message: 'why' });
  });

  it('turns anything else into Unknown', () => {
    expect(toPlayportError(new TypeError('bad'))).toMatchObject({ code: ErrorCode.Unknown, message: 'bad' });
    expect(toPlayportError('text')).toMatchObject({ code: ErrorCode.Unknown, message: 'text' });
    expect(toPlayportError(undefined)).toMatchObject({ code: ErrorCode.Unknown, message: 'Unknown error' });
    expect(toPlayportError({ code: 'NotConnected' })).toMatchObject({ code: ErrorCode.Unknown });
  });
});

describe('toPlayportError: the cause', () => {
  it('keeps what it wraps as the cause, and a PlayportError as it is', () => {
    const thrown = new TypeError('bad');
    expect(toPlayportError(thrown).cause).toBe(thrown);
    expect(toPlayportError('text').cause).toBe('text');
    const coded = new PlayportError(ErrorCode.Timeout, 'late');
    expect(toPlayportError(coded)).toBe(coded);
  });
});

describe('isErrorCode', () => {
  it('accepts the codes and nothing inherited', () => {
    expect(isErrorCode('Timeout')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(1)).toBe(false);
  });
});
