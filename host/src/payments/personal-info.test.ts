import { describe, expect, it } from 'vitest';
import { toOrderPersonalInfo, validatePersonalInfo } from './personal-info.js';

describe('validatePersonalInfo', () => {
  it('accepts a valid e-mail and no phone', () => {
    expect(validatePersonalInfo({ email: '  ann@example.com ', phone: ' ' }, true)).toEqual({});
  });

  it.each(['', 'ann', 'ann@', 'ann@example', 'a b@example.com'])(
    'refuses the e-mail %j with invalid_email',
    (email) => {
      expect(validatePersonalInfo({ email, phone: '' }, true)).toEqual({ email: 'invalid_email' });
    },
  );

  it('lets an optional e-mail be empty but not wrong', () => {
    expect(validatePersonalInfo({ email: '', phone: '' }, false)).toEqual({});
    expect(validatePersonalInfo({ email: 'nope', phone: '' }, false)).toEqual({ email: 'invalid_email' });
  });

  it.each([
    '+4915112345678',
    '4915112345678',
    '12',
    '+12',
    '79001234567',
    '123456789012345',
    '+123456789012345',
    ' +79991234567 ',
  ])('accepts the phone %j', (phone) => {
    expect(validatePersonalInfo({ email: 'ann@example.com', phone }, true)).toEqual({});
  });

  it.each([
    '+0123456',
    '+0123',
    '1',
    '+',
    '1234567890123456',
    '+1234567890123456',
    '+49 151 1234',
    '+49-151',
    '12-34',
    'phone',
  ])('refuses the phone %j with invalid_phone_number', (phone) => {
    expect(validatePersonalInfo({ email: 'ann@example.com', phone }, true)).toEqual({
      phone: 'invalid_phone_number',
    });
  });

  it('reports both fields at once', () => {
    expect(validatePersonalInfo({ email: 'x', phone: 'y' }, true)).toEqual({
      email: 'invalid_email',
      phone: 'invalid_phone_number',
    });
  });
});

describe('toOrderPersonalInfo', () => {
  it('trims the values and turns an empty phone into null', () => {
    expect(toOrderPersonalInfo({ email: ' ann@example.com ', phone: '  ' }, true)).toEqual({
      Email: 'ann@example.com',
      PhoneNumber: null,
      IsAutoConfirm: true,
    });
    expect(toOrderPersonalInfo({ email: 'a@b.co', phone: ' +12345 ' }, false)).toEqual({
      Email: 'a@b.co',
      PhoneNumber: '+12345',
      IsAutoConfirm: false,
    });
  });
});
