// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { HostErrorCode } from '../../errors.js';
import {
  FOREIGN_ORIGIN,
  paymentKit,
  paymentResult,
  postFromFrame,
  removeSimulatorGlobals,
  settle,
  watch,
} from '../testing/payment-test-kit.js';
import { xsollaDriver } from './xsolla.js';

const response = paymentResult({
  Xsolla: { ConfirmationUrl: 'http://localhost:8789/pay/xsolla/ord_1', PaymentToken: 'tok', Sandbox: true },
});
const frame = () => document.querySelector<HTMLIFrameElement>('.xpaystation-widget-lightbox-content-iframe');
const status = (s: string) => JSON.stringify({ command: 'status', data: { paymentInfo: { status: s, invoice: 1 } } });

async function start(scriptsFail = false) {
  const kit = paymentKit({}, { scriptsFail });
  const paying = watch(xsollaDriver.pay(response, kit.driverContext));
  await settle();
  return { kit, paying };
}

afterEach(removeSimulatorGlobals);

describe('xsollaDriver', () => {
  it('loads the widget, opens Pay Station at the confirmation URL and resolves on status done', async () => {
    const { kit, paying } = await start();
    expect(kit.loadScript).toHaveBeenCalledWith('http://localhost:8789/simulators/xsolla.js');
    expect(frame()?.getAttribute('src')).toBe('http://localhost:8789/pay/xsolla/ord_1');
    postFromFrame(frame(), status('done'));
    await expect(paying.promise).resolves.toBe('completed');
  });

  it('accepts the real Pay Station origin', async () => {
    const { paying } = await start();
    postFromFrame(frame(), status('done'), 'https://secure.xsolla.com');
    await expect(paying.promise).resolves.toBe('completed');
  });

  it('cancels when the player closes the widget before paying', async () => {
    const { paying } = await start();
    document.querySelector<HTMLButtonElement>('.xpaystation-widget-lightbox-close')!.click();
    await expect(paying.promise).rejects.toMatchObject({
      code: HostErrorCode.UserCancelled,
      message: 'Payment widget closed before payment completed!',
    });
    expect(frame()).toBeNull();
  });

  it('fails when Pay Station reported trouble and then closed', async () => {
    const { paying } = await start();
    postFromFrame(frame(), status('troubled'));
    postFromFrame(frame(), JSON.stringify({ command: 'close' }));
    await expect(paying.promise).rejects.toMatchObject({
      code: HostErrorCode.Unknown,
      message: 'Payment failed for some reason!',
    });
  });

  it('fails with the spec message when the widget script does not load', async () => {
    const { paying } = await start(true);
    await expect(paying.promise).rejects.toMatchObject({
      code: HostErrorCode.Unknown,
      message: 'No Xsolla widget in window!',
    });
  });

  it('ignores a status message from a foreign origin, even though the widget itself relays it', async () => {
    const { paying } = await start();
    const relayed: unknown[] = [];
    document.addEventListener('status-done', (e) => relayed.push((e as CustomEvent).detail));
    postFromFrame(frame(), status('done'), FOREIGN_ORIGIN);
    await settle();
    expect(relayed).toHaveLength(1);
    expect(paying.settled).toBe(false);
    document.querySelector<HTMLButtonElement>('.xpaystation-widget-lightbox-close')!.click();
    await expect(paying.promise).rejects.toMatchObject({ code: HostErrorCode.UserCancelled });
  });
});
