import { describe, expect, it } from 'vitest';
import { ORDER_TRANSITIONS, canTransition, checkoutStatus } from './order-machine';
import { filterMatches } from '@playport/sdk/protocol';

describe('order transitions', () => {
  it('follows the payment path and allows refunds only after payment', () => {
    expect(canTransition('Created', 'WaitingForPayment')).toBe(true);
    expect(canTransition('WaitingForPayment', 'PayedWaitingForSending')).toBe(true);
    expect(canTransition('PayedWaitingForSending', 'Completed')).toBe(true);
    expect(canTransition('Completed', 'CancelledPaid')).toBe(true);
    expect(canTransition('Created', 'Completed')).toBe(false);
    expect(canTransition('WaitingForPayment', 'CancelledPaid')).toBe(false);
    expect(canTransition('PayedWaitingForSending', 'Cancelled')).toBe(false);
  });
  it('keeps cancelled orders final', () => {
    expect(ORDER_TRANSITIONS.Cancelled).toEqual([]);
    expect(ORDER_TRANSITIONS.CancelledPaid).toEqual([]);
  });
  it('maps to the simple checkout status', () => {
    expect(checkoutStatus('WaitingForPayment')).toBe('Created');
    expect(checkoutStatus('Completed')).toBe('Payed');
    expect(checkoutStatus('CancelledPaid')).toBe('Cancelled');
  });
});

describe('event filter (the host implementation the server uses)', () => {
  it('matches empty, exact and /regex/ filters', () => {
    expect(filterMatches('', undefined)).toBe(true);
    expect(filterMatches(null, 'x')).toBe(true);
    expect(filterMatches('gold', 'gold')).toBe(true);
    expect(filterMatches('gold', 'silver')).toBe(false);
    expect(filterMatches('/^g/', 'gold')).toBe(true);
    expect(filterMatches('gold', null)).toBe(false);
    expect(filterMatches('/([/', 'x')).toBe(false);
  });
});
