/** What the personal-info form collects. */
export interface PersonalInfoInput {
  email: string;
  phone: string;
}

/** Message keys of the form's per-field errors. */
export type PersonalInfoErrorKey = 'invalid_email' | 'invalid_phone_number';

/** The form's errors by field; empty when the values may be sent. */
export type PersonalInfoErrors = Partial<Record<keyof PersonalInfoInput, PersonalInfoErrorKey>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True for a plausible e-mail address: something@domain.tld, no spaces. */
export const isEmail = (value: string) => EMAIL.test(value);
/** Optional plus, first digit 1-9, 2 to 15 digits in total (E.164-like). */
const PHONE = /^\+?[1-9]\d{1,14}$/;

/**
 * Validates trimmed values: the e-mail must be valid when required (or when given), the phone,
 * when given, must be international.
 *
 * @example
 * ```ts
 * validatePersonalInfo({ email: 'ann@example.com', phone: '+4915112345678' }, true); // {}
 * ```
 */
export function validatePersonalInfo(input: PersonalInfoInput, emailRequired: boolean): PersonalInfoErrors {
  const email = input.email.trim();
  const phone = input.phone.trim();
  const errors: PersonalInfoErrors = {};
  if ((emailRequired || email) && !isEmail(email)) errors.email = 'invalid_email';
  if (phone && !PHONE.test(phone)) errors.phone = 'invalid_phone_number';
  return errors;
}

/** The trimmed values as the order's personal info; an empty phone is null. */
export function toOrderPersonalInfo(input: PersonalInfoInput, autoConfirm: boolean) {
  const phone = input.phone.trim();
  return { Email: input.email.trim(), PhoneNumber: phone || null, IsAutoConfirm: autoConfirm };
}
