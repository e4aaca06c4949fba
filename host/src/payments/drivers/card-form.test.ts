// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HostErrorCode } from '../../errors.js';
import {
  FOREIGN_ORIGIN,
  PAY_ORIGIN,
  paymentKit,
  paymentResult,
  postFromFrame,
  removeSimulatorGlobals,
  watch,
} from '../testing/payment-test-kit.js';
import { CARD_FORM_MESSAGE, cardFormDriver } from './card-form.js';

const response = paymentResult({
  Checkout: {
    Merchant: 'Bank131',
    ConfirmationUrl: `${PAY_ORIGIN}/pay/bank131/ord_1`,
    Token: 'form-token-0123456789',
    PublicId: 'ord_1',
  },
});
const frame = () => document.querySelector<HTMLIFrameElement>('[data-test-checkout] iframe');
const form = (event: string) => ({ type: CARD_FORM_MESSAGE, event });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  removeSimulatorGlobals();
});

describe('cardFormDriver', () => {
  it('shows the hosted form and completes when the server says the payment went through', async () => {
    const kit = paymentKit({ checkPayment: [false, true] });
    const paying = watch(cardFormDriver.pay(response, kit.driverContext));
    expect(frame()?.getAttribute('src')).toBe(`${PAY_ORIGIN}/pay/bank131/ord_1`);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(paying.promise).resolves.toBe('completed');
    expect(kit.requests('/bank131/check_payment/form-token-0123456789')).toEqual([
      { PublicId: 'ord_1' },
      { PublicId: 'ord_1' },
    ]);
    expect(kit.events.map((e) => e.name)).toEqual(['BankCardFormShown']);
  });

  it('reports the form analytics events (card and fast payment) from the form origin only', async () => {
    const kit = paymentKit({ checkPayment: [true] });
    const paying = watch(cardFormDriver.pay(response, kit.driverContext));
    postFromFrame(frame(), form('FastPaymentClicked'));
    postFromFrame(frame(), form('FastPaymentDataReceived'));
    postFromFrame(frame(), form('CardSuccess'), FOREIGN_ORIGIN);
    postFromFrame(frame(), form('NotAnEvent'));
    postFromFrame(frame(), form('FastPaymentSuccess'));
    await vi.advanceTimersByTimeAsync(0);
    await expect(paying.promise).resolves.toBe('completed');
    expect(kit.events.map((e) => e.name)).toEqual([
      'BankCardFormShown',
      'FastPaymentClicked',
      'FastPaymentDataReceived',
      'FastPaymentSuccess',
    ]);
  });

  it('a success message alone does not complete: the server decides', async () => {
    const kit = paymentKit({ checkPayment: [false, false] });
    const paying = watch(cardFormDriver.pay(response, kit.driverContext));
    postFromFrame(frame(), form('CardSuccess'));
    await vi.advanceTimersByTimeAsync(1500);
    expect(paying.settled).toBe(false);
    kit.closeCheckout();
    await expect(paying.promise).rejects.toMatchObject({
      code: HostErrorCode.UserCancelled,
      message: 'Widget closed before payment completed',
    });
    expect(kit.events.at(-1)?.name).toBe('CardCancelled');
    const polls = kit.requests('/bank131/check_payment/form-token-0123456789').length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(kit.requests('/bank131/check_payment/form-token-0123456789')).toHaveLength(polls);
  });

  it('keeps polling through a failed check_payment request', async () => {
    const kit = paymentKit();
    let calls = 0;
    kit.api.bank131.checkPayment = vi.fn(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return { Success: calls === 3 } as never;
    });
    const paying = watch(cardFormDriver.pay(response, kit.driverContext));
    await vi.advanceTimersByTimeAsync(2000);
    expect(paying.settled).toBe(false);
    expect(kit.log).toHaveBeenCalledWith('warn', 'check_payment of ord_1 failed', expect.any(Error));
    await vi.advanceTimersByTimeAsync(1000);
    await expect(paying.promise).resolves.toBe('completed');
    expect(calls).toBe(3);
  });
});
