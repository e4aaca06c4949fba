import { isValidEmail } from '../../shared/lib/is-valid-email';

/** The sign-in form's e-mail error as a translation key, or null when the address can be sent. */
export function validateEmailForm(email: string): 'errors.emailRequired' | 'errors.invalidEmail' | null {
  const value = email.trim();
  if (!value) return 'errors.emailRequired';
  return isValidEmail(value) ? null : 'errors.invalidEmail';
}
