// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreatePaymentResponse } from '@playport/api-contract';
import { createPaymentFlow } from './create-payment-flow.js';
import { DEFAULT_DRIVERS } from './drivers/default-drivers.js';
import { stripeLocalSecret } from './simulators/stripe-simulator.js';
import { installFacebookPaySimulator } from './simulators/facebook-pay-simulator.js';
import { PAY_ORIGIN, paymentKit, paymentResult, removeSimulatorGlobals } from './testing/payment-test-kit.js';

const blocks: [string, Partial<CreatePaymentResponse>][] = [
  ['Xsolla', { Xsolla: { ConfirmationUrl: `${PAY_ORIGIN}/pay/xsolla/ord_1`, PaymentToken: 't', Sandbox: true } }],
  ['Yookassa', { Yookassa: { Redirect: false, ConfirmationUrl: null, ConfirmationToken: 'ct-local-ord_1' } }],
  ['Stripe', { Stripe: { SessionClientSecret: stripeLocalSecret('ord_1'), PublishableKey: 'pk_test_local' } }],
  ['MoneyMailRu', { MoneyMailRu: { PaymentUri: `${PAY_ORIGIN}/pay/moneymailru/ord_1` } }],
  ['Aghanim', { Aghanim: { CheckoutUrl: `${PAY_ORIGIN}/pay/aghanim/ord_1` } }],
  ['FacebookGames', { FacebookGames: { ProductOgUrl: 'https://portal.test/og/x' } }],
  [
    'CardForm',
    {
      Checkout: {
        Merchant: 'Bank131',
        ConfirmationUrl: `${PAY_ORIGIN}/pay/bank131/ord_1`,
        Token: 'form-token-0123456789',
        PublicId: 'ord_1',
      },
    },
  ],
];

beforeEach(() => {
  vi.useFakeTimers();
  // An open checkout window, for the drivers that open one.
  vi.spyOn(window, 'open').mockReturnValue({ closed: false, close: () => {}, focus: () => {} } as unknown as Window);
  installFacebookPaySimulator(window, { payOrigin: PAY_ORIGIN });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  removeSimulatorGlobals();
});

describe('a double click on Buy', () => {
  it.each(blocks)('with %s creates one order and starts one payment', async (name, block) => {
    const kit = paymentKit({ createPayment: paymentResult(block) });
    const driver = DEFAULT_DRIVERS.find((d) => d.name === name)!;
    const pay = vi.fn(driver.pay);
    const flow = createPaymentFlow({
      context: kit.context,
      api: kit.api,
      ui: kit.ui,
      game: 'g',
      platform: 'FxId',
      drivers: [{ ...driver, pay }],
      origins: kit.driverContext.origins,
      scripts: kit.driverContext.scripts,
    });
    const first = flow.buy({ sku: 'gems_100' });
    const second = flow.buy({ sku: 'gems_100' });
    expect(second).toBe(first);
    await vi.advanceTimersByTimeAsync(10);
    expect(kit.requests('/store/create_payment')).toHaveLength(1);
    expect(pay).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('iframe').length).toBeLessThanOrEqual(1);
  });
});
