/** What the player types into the card form. */
export interface CardDetails {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly holder: string;
}

/** The text key of each field's error. */
export type CardDetailsErrors = Partial<Record<keyof CardDetails, `store.card.errors.${keyof CardDetails}`>>;

const digits = (value: string) => value.replace(/[\s-]/g, '');

/** True when the digits pass the Luhn check. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Field errors of the card form: a 13–19 digit number passing the Luhn check (spaces and dashes
 * allowed), an `MM/YY` expiry not before the current month of `today`, a 3–4 digit CVC, and a
 * cardholder of Latin letters, spaces, dots, apostrophes and dashes. Values are trimmed.
 */
export function validateCardDetails(card: CardDetails, today: Date): CardDetailsErrors {
  const errors: CardDetailsErrors = {};
  const number = digits(card.number.trim());
  if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) errors.number = 'store.card.errors.number';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? 2000 + Number(expiry[2]) : 0;
  const current = today.getFullYear() * 12 + today.getMonth();
  if (!expiry || month < 1 || month > 12 || year * 12 + month - 1 < current) errors.expiry = 'store.card.errors.expiry';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'store.card.errors.cvc';
  if (!/^[A-Za-z][A-Za-z .'-]{1,63}$/.test(card.holder.trim())) errors.holder = 'store.card.errors.holder';
  return errors;
}
