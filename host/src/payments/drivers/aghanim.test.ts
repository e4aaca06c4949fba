// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/problem.js';
import { HostErrorCode } from '../../errors.js';
import { paymentKit, paymentResult, watch, type FakeApiAnswers } from '../testing/payment-test-kit.js';
import { aghanimDriver } from './aghanim.js';

const response = paymentResult({ Aghanim: { CheckoutUrl: 'http://localhost:8789/pay/aghanim/ord_1' } });

/** The checkout window as the driver sees it: closed by the player (`closed = true`) or by the driver. */
function checkoutWindow() {
  const win = { closed: false, close: vi.fn(() => void (win.closed = true)), focus: vi.fn() };
  return win;
}

let win = checkoutWindow();
const open = vi.fn<typeof window.open>(() => win as unknown as Window);
beforeEach(() => {
  vi.useFakeTimers();
  win = checkoutWindow();
  open.mockClear();
  vi.spyOn(window, 'open').mockImplementation(open);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function start(answers: FakeApiAnswers = {}) {
  const kit = paymentKit(answers);
  const paying = watch(aghanimDriver.pay(response, kit.driverContext));
  const statusRequests = () =>
    kit.calls.filter((c) => c.url.includes('/store/aghanim/payment/status?PublicOrderId=ord_1')).length;
  return { ...kit, paying, statusRequests };
}

describe('aghanimDriver', () => {
  it('opens the checkout, shows the notice and polls the status every second until Payed', async () => {
    const t = start({ aghanim: ['Created', 'Created', 'Payed'] });
    expect(open).toHaveBeenCalledWith('http://localhost:8789/pay/aghanim/ord_1', '_blank');
    expect(t.notices).toHaveLength(1);
    expect(t.notices[0]!.options.title).toBe('Payment');
    await vi.advanceTimersByTimeAsync(999);
    expect(t.statusRequests()).toBe(0);
    await vi.advanceTimersByTimeAsync(2001);
    await expect(t.paying.promise).resolves.toBe('completed');
    expect(t.statusRequests()).toBe(3);
    expect(t.notices[0]!.open).toBe(false);
    expect(win.close).not.toHaveBeenCalled();
  });

  it('cancels when the checkout reports Cancelled', async () => {
    const t = start({ aghanim: ['Created', 'Cancelled'] });
    const settled = expect(t.paying.promise).rejects.toMatchObject({
      code: HostErrorCode.UserCancelled,
      message: 'Payment not completed',
    });
    await vi.advanceTimersByTimeAsync(2000);
    await settled;
    expect(t.notices[0]!.open).toBe(false);
  });

  it('keeps polling through a request that failed on the network', async () => {
    const t = start({ aghanim: ['network', 'Created', 'Payed'] });
    await vi.advanceTimersByTimeAsync(3000);
    await expect(t.paying.promise).resolves.toBe('completed');
    expect(t.statusRequests()).toBe(3);
    expect(t.log).toHaveBeenCalledWith('warn', 'Checkout status of ord_1 failed', expect.any(ApiError));
  });

  it('a status request that never answers is given up after 3 s and the next poll sees the payment', async () => {
    const t = start({ aghanim: ['hang', 'Payed'] });
    await vi.advanceTimersByTimeAsync(3999);
    expect(t.paying.settled).toBe(false);
    expect(t.statusRequests()).toBe(1);
    await vi.advanceTimersByTimeAsync(1001);
    await expect(t.paying.promise).resolves.toBe('completed');
    expect(t.statusRequests()).toBe(2);
    const failure = t.log.mock.calls.find((c) => c[1] === 'Checkout status of ord_1 failed')?.[2] as ApiError;
    expect(failure.problem).toMatchObject({ title: 'Network Error', status: 0, detail: 'Timed out after 3000 ms' });
  });

  it('a window the browser blocked ends the purchase at once as UserCancelled, asking nothing', async () => {
    open.mockReturnValueOnce(null);
    const t = start({ aghanim: ['Payed'] });
    await expect(t.paying.promise).rejects.toMatchObject({
      code: HostErrorCode.UserCancelled,
      message: 'Payment not completed',
      details: { TransactionId: 'ord_1', Reason: 'CheckoutWindowBlocked' },
    });
    expect(t.statusRequests()).toBe(0);
    expect(t.notices).toHaveLength(0);
  });

  it('a window the player closed is noticed within half a second and ends as UserCancelled after one last check', async () => {
    const t = start({ aghanim: ['Created', 'Created'] });
    await vi.advanceTimersByTimeAsync(1200);
    win.closed = true;
    await vi.advanceTimersByTimeAsync(300);
    await expect(t.paying.promise).rejects.toMatchObject({
      code: HostErrorCode.UserCancelled,
      message: 'Widget closed before payment completed',
      details: { TransactionId: 'ord_1' },
    });
    expect(t.statusRequests()).toBe(2);
    expect(t.notices[0]!.open).toBe(false);
  });

  it('a window closed right after paying completes: the last check sees Payed', async () => {
    const t = start({ aghanim: ['Created', 'Payed'] });
    await vi.advanceTimersByTimeAsync(1200);
    win.closed = true;
    await vi.advanceTimersByTimeAsync(300);
    await expect(t.paying.promise).resolves.toBe('completed');
  });

  it('a window closed while a status request hangs does not wait for that request', async () => {
    const t = start({ aghanim: ['hang', 'Payed'] });
    await vi.advanceTimersByTimeAsync(1200);
    win.closed = true;
    await vi.advanceTimersByTimeAsync(300);
    await expect(t.paying.promise).resolves.toBe('completed');
    expect(t.statusRequests()).toBe(2);
    expect(t.log).not.toHaveBeenCalled();
  });

  it("the notice's button brings the window back; its Cancel closes the window and cancels", async () => {
    const t = start({ aghanim: ['Created', 'Created'] });
    await vi.advanceTimersByTimeAsync(1000);
    t.notices[0]!.options.focus();
    expect(win.focus).toHaveBeenCalledTimes(1);
    t.notices[0]!.cancel();
    await vi.advanceTimersByTimeAsync(0);
    await expect(t.paying.promise).rejects.toMatchObject({
      code: HostErrorCode.UserCancelled,
      message: 'Widget closed before payment completed',
    });
    expect(win.close).toHaveBeenCalledTimes(1);
    expect(t.statusRequests()).toBe(2);
  });

  it('gives up after 180 s with the status never Payed, and closes the window', async () => {
    const t = start();
    const settled = expect(t.paying.promise).rejects.toMatchObject({
      code: HostErrorCode.Unknown,
      message: 'Payment not completed',
      details: { TransactionId: 'ord_1', TimeoutMs: 180_000 },
    });
    await vi.advanceTimersByTimeAsync(179_000);
    expect(t.paying.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
    expect(t.statusRequests()).toBe(180);
    expect(win.close).toHaveBeenCalledTimes(1);
  });
});
