// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HostErrorCode } from '../../errors.js';
import { paymentKit, paymentResult, watch } from '../testing/payment-test-kit.js';
import { aghanimDriver } from './aghanim.js';

const response = paymentResult({ Aghanim: { CheckoutUrl: 'http://localhost:8789/pay/aghanim/ord_1' } });

const open = vi.fn<typeof window.open>(() => null);
beforeEach(() => {
  vi.useFakeTimers();
  open.mockClear();
  vi.spyOn(window, 'open').mockImplementation(open);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('aghanimDriver', () => {
  it('opens the checkout and polls the status every second until Payed', async () => {
    const kit = paymentKit({ aghanim: ['Created', 'Created', 'Payed'] });
    const paying = watch(aghanimDriver.pay(response, kit.driverContext));
    expect(open).toHaveBeenCalledWith('http://localhost:8789/pay/aghanim/ord_1', '_blank');
    await vi.advanceTimersByTimeAsync(999);
    expect(kit.requests('/store/aghanim/payment/status')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2001);
    await expect(paying.promise).resolves.toBe('completed');
    expect(kit.calls.filter((c) => c.url.includes('PublicOrderId=ord_1'))).toHaveLength(3);
  });

  it('cancels when the checkout reports Cancelled', async () => {
    const kit = paymentKit({ aghanim: ['Created', 'Cancelled'] });
    const paying = watch(aghanimDriver.pay(response, kit.driverContext));
    const settled = expect(paying.promise).rejects.toMatchObject({ code: HostErrorCode.UserCancelled, message: 'Payment not completed' });
    await vi.advanceTimersByTimeAsync(2000);
    await settled;
  });

  it('keeps polling through a failed request', async () => {
    const kit = paymentKit({ aghanim: ['Created'] });
    let calls = 0;
    kit.api.store.aghanimPaymentStatus = vi.fn(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return { Status: calls === 2 ? 'Created' : 'Payed' } as const;
    });
    const paying = watch(aghanimDriver.pay(response, kit.driverContext));
    await vi.advanceTimersByTimeAsync(3000);
    await expect(paying.promise).resolves.toBe('completed');
    expect(kit.log).toHaveBeenCalledWith('warn', 'Aghanim status of ord_1 failed', expect.any(Error));
  });

  it('gives up after 180 s with the status never Payed', async () => {
    const kit = paymentKit();
    const paying = watch(aghanimDriver.pay(response, kit.driverContext));
    const settled = expect(paying.promise).rejects.toMatchObject({ code: HostErrorCode.Unknown, message: 'Payment not completed' });
    await vi.advanceTimersByTimeAsync(179_000);
    expect(paying.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
    expect(kit.requests('/store/aghanim/payment/status')).toHaveLength(180);
  });
});
