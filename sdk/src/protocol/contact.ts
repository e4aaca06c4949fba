// The one e-mail and phone rule of Playport: the host's forms, the portal's forms and the reference
// server's request schemas all test contact details with these, so a value one side accepts the
// other never refuses.

/** The longest e-mail address accepted: 254 characters (RFC 5321's path limit less the brackets). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * A practical e-mail address: dot-separated ASCII words before the `@` (letters, digits, `_ ' + -`,
 * not ending in `'`), then a domain of labels that start with a letter or digit and a top-level
 * domain of at least two letters. It is zod's `z.email()` default, named here so every side uses it.
 */
/* eslint-disable no-useless-escape -- zod's own e-mail pattern, character for character (the test compares them) */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/* eslint-enable no-useless-escape */

/** The spec's international phone number: optional plus, first digit 1-9, 2 to 15 digits in total. */
export const PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;

/**
 * True for an e-mail address of {@link EMAIL_PATTERN} up to {@link MAX_EMAIL_LENGTH} characters.
 * The value is tested as given: trim it first where the user typed it.
 *
 * @example `isEmail('ann@example.com') // true`
 */
export function isEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);
}

/**
 * True for an international phone number of {@link PHONE_PATTERN} (no spaces, dashes or brackets).
 *
 * @example `isPhone('+4915112345678') // true`
 */
export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}
