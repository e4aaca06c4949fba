// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { HostErrorCode } from '../../errors.js';
import { installFacebookPaySimulator } from '../simulators/facebook-pay-simulator.js';
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
import { facebookGamesDriver } from './facebook-games.js';

const response = paymentResult({ FacebookGames: { ProductOgUrl: 'https://portal.test/og/gems_100' } });
const frame = () => document.querySelector<HTMLIFrameElement>('.fb-pay-dialog-content-iframe');

function start() {
  installFacebookPaySimulator(window, { payOrigin: PAY_ORIGIN });
  const kit = paymentKit();
  return watch(facebookGamesDriver.pay(response, kit.driverContext));
}

afterEach(removeSimulatorGlobals);

describe('facebookGamesDriver', () => {
  it('opens the pay dialog for the order and resolves when completed', async () => {
    const paying = start();
    expect(frame()?.getAttribute('src')).toBe(`${PAY_ORIGIN}/pay/facebook/ord_1`);
    postFromFrame(frame(), { source: 'fb-sim', status: 'completed', payment_id: 'p1' });
    await expect(paying.promise).resolves.toBe('completed');
  });

  it('cancels when the player closes the dialog', async () => {
    const paying = start();
    document.querySelector<HTMLButtonElement>('.fb-pay-dialog-close')!.click();
    await expect(paying.promise).rejects.toMatchObject({
      code: HostErrorCode.UserCancelled,
      message: 'Payment not completed',
    });
  });

  it('fails on any other answer', async () => {
    const paying = start();
    postFromFrame(frame(), { source: 'fb-sim', status: 'failed', error_code: 1383001 });
    await expect(paying.promise).rejects.toMatchObject({ code: HostErrorCode.Unknown, details: { status: 'failed' } });
  });

  it('fails when the Facebook SDK is missing', async () => {
    const kit = paymentKit();
    await expect(facebookGamesDriver.pay(response, kit.driverContext)).rejects.toMatchObject({
      code: HostErrorCode.Unknown,
    });
  });

  it('ignores an answer from a foreign origin', async () => {
    const paying = start();
    postFromFrame(frame(), { source: 'fb-sim', status: 'completed' }, FOREIGN_ORIGIN);
    await settle();
    expect(paying.settled).toBe(false);
  });
});
