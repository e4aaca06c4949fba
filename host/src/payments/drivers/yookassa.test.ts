// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HostErrorCode } from '../../errors.js';
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
import { yookassaDriver } from './yookassa.js';

const embedded = paymentResult({
  Yookassa: { Redirect: false, ConfirmationUrl: null, ConfirmationToken: 'ct-local-ord_1' },
});
const frame = () => document.querySelector<HTMLIFrameElement>('.yoomoney-checkout-widget-content-iframe');
const sim = (event: string) => ({ source: 'yookassa-sim', event });

async function start(response = embedded, scriptsFail = false) {
  const kit = paymentKit({}, { scriptsFail });
  const paying = watch(yookassaDriver.pay(response, kit.driverContext));
  await settle();
  return { kit, paying };
}

afterEach(removeSimulatorGlobals);

describe('yookassaDriver', () => {
  it('renders the widget with the confirmation token and resolves on success', async () => {
    const { paying } = await start();
    expect(frame()?.getAttribute('src')).toBe(`${PAY_ORIGIN}/pay/yookassa/ord_1`);
    postFromFrame(frame(), sim('success'));
    await expect(paying.promise).resolves.toBe('completed');
    expect(frame()).toBeNull();
  });

  it('fails on the fail event', async () => {
    const { paying } = await start();
    postFromFrame(frame(), sim('fail'));
    await expect(paying.promise).rejects.toMatchObject({
      code: HostErrorCode.Unknown,
      message: 'Payment failed for some reason!',
    });
  });

  it('cancels when the player closes the modal', async () => {
    const { paying } = await start();
    document.querySelector<HTMLButtonElement>('.yoomoney-checkout-widget-close')!.click();
    await expect(paying.promise).rejects.toMatchObject({
      code: HostErrorCode.UserCancelled,
      message: 'Payment widget closed before payment completed!',
    });
  });

  it('fails through error_callback on a bad token', async () => {
    const { paying } = await start(
      paymentResult({ Yookassa: { Redirect: false, ConfirmationUrl: null, ConfirmationToken: 'expired' } }),
    );
    await expect(paying.promise).rejects.toMatchObject({
      code: HostErrorCode.Unknown,
      details: { error: 'invalid_token' },
    });
  });

  it('fails with the spec message when the widget is missing', async () => {
    const { paying } = await start(embedded, true);
    await expect(paying.promise).rejects.toMatchObject({
      code: HostErrorCode.Unknown,
      message: '[YOOKASSA] No Yoomoney widget in window!',
    });
  });

  it('resolves at once in redirect mode, opening the confirmation page', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { kit, paying } = await start(
      paymentResult({
        Yookassa: { Redirect: true, ConfirmationUrl: 'https://yoomoney.ru/checkout/x', ConfirmationToken: null },
      }),
    );
    await expect(paying.promise).resolves.toBe('completed');
    expect(open).toHaveBeenCalledWith('https://yoomoney.ru/checkout/x', '_blank', 'noopener');
    expect(kit.loadScript).not.toHaveBeenCalled();
  });

  it('ignores a message from another window or origin', async () => {
    const { paying } = await start();
    window.dispatchEvent(new MessageEvent('message', { data: sim('success'), origin: PAY_ORIGIN }));
    postFromFrame(frame(), sim('success'), FOREIGN_ORIGIN);
    await settle();
    expect(paying.settled).toBe(false);
    postFromFrame(frame(), sim('fail'));
    await expect(paying.promise).rejects.toMatchObject({ code: HostErrorCode.Unknown });
  });
});
