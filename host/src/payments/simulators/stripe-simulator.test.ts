// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { PAY_ORIGIN, removeSimulatorGlobals } from '../testing/payment-test-kit.js';
import { installStripeSimulator, stripeLocalSecret } from './stripe-simulator.js';

afterEach(removeSimulatorGlobals);

describe('Stripe simulator', () => {
  it('allows one Embedded Checkout at a time and refuses a second destroy, as Stripe.js does', async () => {
    const stripe = installStripeSimulator(window, { payOrigin: PAY_ORIGIN })('pk_test_local');
    const first = await stripe.initEmbeddedCheckout({ clientSecret: stripeLocalSecret('ord_1') });
    await expect(stripe.initEmbeddedCheckout({ clientSecret: stripeLocalSecret('ord_2') })).rejects.toThrow(
      'You cannot have multiple Embedded Checkout objects.',
    );
    first.mount(document.body);
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(`${PAY_ORIGIN}/pay/stripe/ord_1`);
    first.destroy();
    expect(() => first.destroy()).toThrow('This Embedded Checkout instance has been destroyed.');
    await expect(
      stripe.initEmbeddedCheckout({ fetchClientSecret: async () => stripeLocalSecret('ord_2') }),
    ).resolves.toBeTruthy();
  });

  it('refuses a bad publishable key', () => {
    const Stripe = installStripeSimulator(window, { payOrigin: PAY_ORIGIN });
    expect(() => Stripe('sk_test_secret')).toThrow('Invalid API Key provided');
  });
});
