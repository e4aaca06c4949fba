import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, isEmail, isPhone } from './contact.js';

const atLength = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;

describe('isEmail', () => {
  it.each([
    'ann@example.com',
    'a@b.co',
    'me+1@x.test',
    "o'hara@example.ie",
    'first.last@mail.example.co.uk',
    'user_name-1@sub-domain.example.org',
    'A@EXAMPLE.COM',
  ])('accepts %j', (value) => expect(isEmail(value)).toBe(true));

  it.each([
    '',
    'ann',
    'ann@',
    '@b.co',
    'ann@example',
    'a@b.c',
    'a@b..co',
    'a@.b.co',
    'a@-b.co',
    '.a@b.co',
    'a.@b.co',
    'a..b@c.co',
    "ann'@example.com",
    'a b@example.com',
    ' ann@example.com',
    'ann@example.com ',
    'a@b@c.co',
    'ann@example.c0m',
    'ann@exämple.com',
    'änn@example.com',
  ])('refuses %j', (value) => expect(isEmail(value)).toBe(false));

  it(`accepts ${MAX_EMAIL_LENGTH} characters and refuses one more`, () => {
    expect(isEmail(atLength(MAX_EMAIL_LENGTH))).toBe(true);
    expect(isEmail(atLength(MAX_EMAIL_LENGTH + 1))).toBe(false);
  });

  it("is zod's own e-mail rule, so the server's schemas agree with the forms", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });
});

describe('isPhone', () => {
  it.each(['12', '+12', '+4915112345678', '79001234567', '123456789012345', '+123456789012345'])(
    'accepts %j',
    (value) => expect(isPhone(value)).toBe(true),
  );

  it.each([
    '',
    '+',
    '1',
    '+1',
    '+0123456',
    '0123',
    '1234567890123456',
    '+1234567890123456',
    '+49 151 1234',
    '+49-151',
    '(030)1234',
    '++4912',
    ' +4912',
    'phone',
  ])('refuses %j', (value) => expect(isPhone(value)).toBe(false));
});
