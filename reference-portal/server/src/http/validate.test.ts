import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isEmail, isPhone } from '@playport/sdk/protocol';
import { email, parseJsonText, phone } from './validate';

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
