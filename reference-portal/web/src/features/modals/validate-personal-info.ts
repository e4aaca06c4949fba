import { isValidEmail } from '../../shared/lib/is-valid-email';

const PHONE = /^\+?[1-9]\d{1,14}$/;

export interface PersonalInfoValues {
  email: string;
  phone: string;
}

/** Field errors of the personal-info form (spec keys invalid_email, invalid_phone_number); values are trimmed. */
export function validatePersonalInfo(values: PersonalInfoValues, emailRequired: boolean): Partial<Record<keyof PersonalInfoValues, 'errors.invalidEmail' | 'errors.invalidPhone'>> {
  const email = values.email.trim();
  const phone = values.phone.trim();
  const errors: Partial<Record<keyof PersonalInfoValues, 'errors.invalidEmail' | 'errors.invalidPhone'>> = {};
  if ((emailRequired || email) && !isValidEmail(email)) errors.email = 'errors.invalidEmail';
  if (phone && !PHONE.test(phone)) errors.phone = 'errors.invalidPhone';
  return errors;
}
