import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isEmail, isPhone } from '@playport/sdk/protocol';
import { ApiError } from './api-error';
import { MAX_JSON_DEPTH, email, parseJsonText, phone, rejectUnstorable } from './validate';

describe('parseJsonText', () => {
  const schema = z.object({ n: z.number() });

  it('gives the checked data, null for text that is not JSON, and the schema error otherwise', () => {
    expect(parseJsonText('{"n":1}', schema)).toEqual({ success: true, data: { n: 1 } });
    expect(parseJsonText('{"n":', schema)).toEqual({ success: false, error: null });
    const wrong = parseJsonText('{"n":"1"}', schema);
    expect(wrong.success).toBe(false);
    expect(!wrong.success && wrong.error?.issues[0]?.path).toEqual(['n']);
  });
});

describe('rejectUnstorable', () => {
  const refusal = (value: unknown) => {
    try {
      rejectUnstorable(value);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { status: error.status, code: error.code, message: error.message };
    }
    return null;
  };
  const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { a: nested(depth - 1) });

  it('lets storable JSON through, deep up to the limit, arrays and numbers included', () => {
    expect(refusal({ Events: [{ I1: 1, S1: 'x', J1: [[1, null, true]] }], n: null })).toBeNull();
    expect(refusal(nested(MAX_JSON_DEPTH))).toBeNull();
  });

  it('names the field of a NUL character, in a string or a key, inside objects and arrays', () => {
    expect(refusal({ Events: [{ I1: 1 }, { S2: 'a\u0000b' }] })).toEqual({
      status: 400,
      code: 'ValidationFailed',
      message: 'Invalid value for Events.1.S2: must not contain a NUL character',
    });
    expect(refusal({ Data: { 'k\u0000': 1 } })).toEqual({
      status: 400,
      code: 'ValidationFailed',
      message: 'Invalid value for Data: has a key with a NUL character',
    });
    expect(refusal('\u0000')?.message).toBe('Invalid value for (body): must not contain a NUL character');
  });

  it('refuses nesting one level past the limit, naming where it goes too deep', () => {
    expect(refusal(nested(MAX_JSON_DEPTH + 1))).toEqual({
      status: 400,
      code: 'ValidationFailed',
      message: `Invalid value for ${Array(MAX_JSON_DEPTH).fill('a').join('.')}: is nested deeper than ${MAX_JSON_DEPTH} levels`,
    });
  });
});

describe('email and phone', () => {
  const emails = [
    'ann@example.com',
    'me+1@x.test',
    `${'a'.repeat(242)}@example.com`,
    `${'a'.repeat(243)}@example.com`,
    'a@b.c',
    'a@b..co',
    'ann@example',
    'a b@example.com',
    ' ann@example.com',
    '',
  ];
  const phones = ['12', '+123456789012345', '1', '+0123', '+1234567890123456', '+49 151 1234', ''];

  it.each(emails)("takes the e-mail %j exactly when the protocol rule (the forms') does", (value) => {
    expect(email().safeParse(value).success).toBe(isEmail(value));
  });

  it.each(phones)('takes the phone %j exactly when the protocol rule does', (value) => {
    expect(phone().safeParse(value).success).toBe(isPhone(value));
  });

  it('answers a malformed value with the given message', () => {
    expect(email('invalid_email').safeParse('nope').error?.issues[0]?.message).toBe('invalid_email');
    expect(phone('invalid_phone_number').safeParse('+0').error?.issues[0]?.message).toBe('invalid_phone_number');
  });
});
