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
import { moneyMailRuDriver } from './money-mail-ru.js';

const response = paymentResult({ MoneyMailRu: { PaymentUri: 'http://localhost:8789/pay/moneymailru/ord_1' } });
const frame = () => document.querySelector<HTMLIFrameElement>('[data-test-checkout] iframe');

async function start() {
  const kit = paymentKit();
  const paying = watch(moneyMailRuDriver.pay(response, kit.driverContext));
  await settle();
  return { kit, paying };
}

afterEach(removeSimulatorGlobals);

describe('moneyMailRuDriver', () => {
  it.each([['paySuccess'], ['closeWindow'], [{ action: 'paySuccess' }], [{ type: 'closeWindow' }]])(
    'resolves on %j',
    async (message) => {
      const { paying } = await start();
      expect(frame()?.getAttribute('src')).toBe('http://localhost:8789/pay/moneymailru/ord_1');
      postFromFrame(frame(), message);
      await expect(paying.promise).resolves.toBe('completed');
    },
  );

  it('rejects any other action', async () => {
    const { paying } = await start();
    postFromFrame(frame(), { action: 'payFail' });
    await expect(paying.promise).rejects.toMatchObject({
      code: HostErrorCode.Unknown,
      message: 'Payment not completed',
      details: { action: 'payFail' },
    });
  });

  it('accepts the real money.mail.ru hosts', async () => {
    const { paying } = await start();
    postFromFrame(frame(), 'paySuccess', 'https://cpg.money.mail.ru');
    await expect(paying.promise).resolves.toBe('completed');
  });

  it('cancels when the player closes the window first', async () => {
    const { kit, paying } = await start();
    kit.closeCheckout();
    await expect(paying.promise).rejects.toMatchObject({
      code: HostErrorCode.UserCancelled,
      message: 'Payment widget closed before payment completed!',
    });
  });

  it('ignores paySuccess from a foreign origin and from another window', async () => {
    const { kit, paying } = await start();
    postFromFrame(frame(), 'paySuccess', FOREIGN_ORIGIN);
    postFromFrame(frame(), 'paySuccess', 'https://money.mail.ru.evil.example');
    window.dispatchEvent(new MessageEvent('message', { data: 'paySuccess', origin: 'https://money.mail.ru' }));
    await settle();
    expect(paying.settled).toBe(false);
    kit.closeCheckout();
    await expect(paying.promise).rejects.toMatchObject({ code: HostErrorCode.UserCancelled });
  });
});
