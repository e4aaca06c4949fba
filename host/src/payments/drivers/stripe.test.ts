// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { HostErrorCode } from '../../errors.js';
import { stripeLocalSecret } from '../simulators/stripe-simulator.js';
import {
  FOREIGN_ORIGIN,
  PAY_ORIGIN,
  paymentKit,
  paymentResult,
  postFromFrame,
  removeSimulatorGlobals,
  settle,
  watch,
} from '../testing/payment-test-kit.js';
import { stripeDriver } from './stripe.js';

const response = paymentResult({
  Stripe: { SessionClientSecret: stripeLocalSecret('ord_1'), PublishableKey: 'pk_test_local' },
});
const frame = () => document.querySelector<HTMLIFrameElement>('[data-test-checkout] iframe');
const complete = { source: 'stripe-sim', event: 'complete' };

async function start(kit = paymentKit()) {
  const paying = watch(stripeDriver.pay(response, kit.driverContext));
  await settle();
  await settle();
  return { kit, paying };
}

afterEach(removeSimulatorGlobals);

describe('stripeDriver', () => {
  it('mounts Embedded Checkout in the card-checkout modal and resolves on completion', async () => {
    const { kit, paying } = await start();
    expect(kit.ui.showCardCheckout).toHaveBeenCalledWith(expect.objectContaining({ title: 'Payment' }));
    expect(frame()?.getAttribute('src')).toBe(`${PAY_ORIGIN}/pay/stripe/ord_1`);
    postFromFrame(frame(), complete);
    await expect(paying.promise).resolves.toBe('completed');
  });

  it('cancels when the modal closes without success, and destroys the instance so the next one works', async () => {
    const first = await start();
    first.kit.closeCheckout();
    await expect(first.paying.promise).rejects.toMatchObject({
      code: HostErrorCode.UserCancelled,
      message: 'Widget closed before payment completed',
    });
    const second = await start(first.kit);
    postFromFrame(frame(), complete);
    await expect(second.paying.promise).resolves.toBe('completed');
  });

  it('fails when Stripe.js is not there', async () => {
    const kit = paymentKit({}, { scriptsFail: true });
    await expect(stripeDriver.pay(response, kit.driverContext)).rejects.toMatchObject({
      code: HostErrorCode.Unknown,
      message: 'Stripe not in result',
    });
  });

  it('fails and closes the modal when the session is invalid', async () => {
    const kit = paymentKit();
    const bad = paymentResult({ Stripe: { SessionClientSecret: 'nope', PublishableKey: 'pk_test_local' } });
    await expect(stripeDriver.pay(bad, kit.driverContext)).rejects.toMatchObject({
      code: HostErrorCode.Unknown,
      message: 'Invalid clientSecret',
    });
    expect(frame()).toBeNull();
  });

  it('ignores a completion message from another window or a foreign origin', async () => {
    const { kit, paying } = await start();
    window.dispatchEvent(new MessageEvent('message', { data: complete, origin: PAY_ORIGIN }));
    postFromFrame(frame(), complete, FOREIGN_ORIGIN);
    await settle();
    expect(paying.settled).toBe(false);
    kit.closeCheckout();
    await expect(paying.promise).rejects.toMatchObject({ code: HostErrorCode.UserCancelled });
  });
});
