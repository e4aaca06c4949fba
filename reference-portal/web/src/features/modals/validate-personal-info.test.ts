import { describe, expect, it } from 'vitest';
import { validatePersonalInfo } from './validate-personal-info';

describe('validatePersonalInfo', () => {
  it('requires a valid e-mail when the order needs one', () => {
    expect(validatePersonalInfo({ email: '', phone: '' }, true)).toEqual({ email: 'errors.invalidEmail' });
    expect(validatePersonalInfo({ email: '', phone: '' }, false)).toEqual({});
  });
  it('checks the phone only when given: optional plus, first digit 1-9, 2 to 15 digits', () => {
    for (const ok of ['+12', '79001234567', ' +441234567890 ', '123456789012345'])
      expect(validatePersonalInfo({ email: 'a@b.co', phone: ok }, true), ok).toEqual({});
    for (const bad of ['+0123', '1', '1234567890123456', '12-34', '+'])
      expect(validatePersonalInfo({ email: 'a@b.co', phone: bad }, true).phone, bad).toBe('errors.invalidPhone');
  });
});
