import { isEmail } from '@playport/sdk/protocol';

/** The sign-in form's e-mail error as a translation key, or null when the address can be sent. */
export function validateEmailForm(email: string): 'errors.emailRequired' | 'errors.invalidEmail' | null {
  const value = email.trim();
  if (!value) return 'errors.emailRequired';
  return isEmail(value) ? null : 'errors.invalidEmail';
}
