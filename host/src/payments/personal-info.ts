import { isEmail, isPhone } from '@playport/sdk/protocol';

/** What the personal-info form collects. */
export interface PersonalInfoInput {
  email: string;
  phone: string;
}

/** Message keys of the form's per-field errors. */
export type PersonalInfoErrorKey = 'invalid_email' | 'invalid_phone_number';

/** The form's errors by field; empty when the values may be sent. */
export type PersonalInfoErrors = Partial<Record<keyof PersonalInfoInput, PersonalInfoErrorKey>>;

/**
 * Validates trimmed values: the e-mail must be valid when required (or when given), the phone,
 * when given, must be international (the protocol's `isEmail` and `isPhone`).
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
  if (phone && !isPhone(phone)) errors.phone = 'invalid_phone_number';
  return errors;
}

/** The trimmed values as the order's personal info; an empty phone is null. */
export function toOrderPersonalInfo(input: PersonalInfoInput, autoConfirm: boolean) {
  const phone = input.phone.trim();
  return { Email: input.email.trim(), PhoneNumber: phone || null, IsAutoConfirm: autoConfirm };
}
