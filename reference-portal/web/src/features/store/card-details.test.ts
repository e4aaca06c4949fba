import { describe, expect, it } from 'vitest';
import { passesLuhn, validateCardDetails, type CardDetails } from './card-details';

const today = new Date(2026, 10, 21);
const good: CardDetails = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holder: 'Ada Lovelace' };

describe('validateCardDetails', () => {
  it('accepts a valid card, with spaces or dashes in the number and spaces around the values', () => {
    expect(validateCardDetails(good, today)).toEqual({});
    expect(validateCardDetails({ ...good, number: ' 4242-4242-4242-4242 ', holder: ' Ada ' }, today)).toEqual({});
  });

  it('rejects a number that fails the Luhn check, is too short or has letters', () => {
    for (const number of ['4242 4242 4242 4241', '4242', '4242 4242 4242 424x', '']) {
      expect(validateCardDetails({ ...good, number }, today)).toEqual({ number: 'store.card.errors.number' });
    }
  });

  it('rejects a past, malformed or impossible expiry and accepts the current month', () => {
    for (const expiry of ['10/26', '13/30', '00/30', '1230', '']) {
      expect(validateCardDetails({ ...good, expiry }, today)).toEqual({ expiry: 'store.card.errors.expiry' });
    }
    expect(validateCardDetails({ ...good, expiry: '11/26' }, today)).toEqual({});
  });

  it('rejects a CVC other than 3 or 4 digits and an empty or non-Latin cardholder', () => {
    expect(validateCardDetails({ ...good, cvc: '12', holder: '' }, today)).toEqual({
      cvc: 'store.card.errors.cvc',
      holder: 'store.card.errors.holder',
    });
    expect(validateCardDetails({ ...good, cvc: '12345', holder: '<script>' }, today)).toEqual({
      cvc: 'store.card.errors.cvc',
      holder: 'store.card.errors.holder',
    });
    expect(validateCardDetails({ ...good, cvc: '1234' }, today)).toEqual({});
  });

  it('computes the Luhn check', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });
});
