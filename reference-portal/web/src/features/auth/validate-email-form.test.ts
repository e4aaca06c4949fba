import { describe, expect, it } from 'vitest';
import { validateEmailForm } from './validate-email-form';

describe('validateEmailForm', () => {
  it('asks for an address when empty', () => expect(validateEmailForm('  ')).toBe('errors.emailRequired'));
  it('refuses malformed addresses', () => {
    for (const bad of ['a', 'a@', '@b.c', 'a@b', 'a b@c.de', 'a@b..c'])
      expect(validateEmailForm(bad), bad).toBe('errors.invalidEmail');
  });
  it('accepts a trimmed valid address', () => expect(validateEmailForm('  player@example.com ')).toBeNull());
});
