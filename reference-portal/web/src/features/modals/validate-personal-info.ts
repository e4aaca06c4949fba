import { isEmail, isPhone } from '@playport/sdk/protocol';

export interface PersonalInfoValues {
  email: string;
  phone: string;
}

/** Field errors of the personal-info form (spec keys invalid_email, invalid_phone_number); values are trimmed. */
export function validatePersonalInfo(
  values: PersonalInfoValues,
  emailRequired: boolean,
): Partial<Record<keyof PersonalInfoValues, 'errors.invalidEmail' | 'errors.invalidPhone'>> {
  const email = values.email.trim();
  const phone = values.phone.trim();
  const errors: Partial<Record<keyof PersonalInfoValues, 'errors.invalidEmail' | 'errors.invalidPhone'>> = {};
  if ((emailRequired || email) && !isEmail(email)) errors.email = 'errors.invalidEmail';
  if (phone && !isPhone(phone)) errors.phone = 'errors.invalidPhone';
  return errors;
}
