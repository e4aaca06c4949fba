const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A pragmatic e-mail check: one @, a dot in the domain, no spaces. */
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}
