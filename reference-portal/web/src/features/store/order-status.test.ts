import { ApiError } from '@playport/host/api';
import { describe, expect, it, vi } from 'vitest';
import type { ApiTypes } from '../../shared/api/api-types';
import {
  isFinalStatus,
  ORDER_POLL_INTERVAL_MS,
  ORDER_POLL_TIMEOUT_MS,
  pollOrderStatus,
  presentStatus,
  type PollOutcome,
} from './order-status';

const view = (Status: ApiTypes['OrderStatus']): ApiTypes['OrderStatusView'] => ({
  Status,
  OrderProducts: {
    MainProduct: {
      Sku: 's',
      Price: 1,
      UsdPrice: 1,
      Currency: 'USD',
      LocalizedProductName: 'S',
      LocalizedProductDescription: null,
      ImageUrl: null,
    },
    AdditionalProducts: [],
  },
  TotalPrice: { Price: 1, Currency: 'USD', CurrencyIso4217: 'USD', LocalizedPrice: '$1.00' },
  Game: 'g',
});

/** A fake clock whose timers run when the test advances it. */
function fakeClock() {
  let now = 0;
  let queue: { at: number; fn: () => void; id: number }[] = [];
  let next = 1;
  return {
    now: () => now,
    setTimeout: (fn: () => void, ms: number) => {
      queue.push({ at: now + ms, fn, id: next });
      return next++;
    },
    clearTimeout: (id: unknown) => {
      queue = queue.filter((t) => t.id !== id);
    },
    pending: () => queue.length,
    async advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = queue.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        queue = queue.filter((t) => t !== due);
        now = due.at;
        due.fn();
        await new Promise((r) => setTimeout(r, 0));
      }
      now = until;
    },
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('order status presentation', () => {
  it('treats Completed, Cancelled and CancelledPaid as final and the rest as pending', () => {
    expect(['Completed', 'Cancelled', 'CancelledPaid'].every((s) => isFinalStatus(s as ApiTypes['OrderStatus']))).toBe(
      true,
    );
    expect(
      ['Created', 'WaitingForPayment', 'PayedWaitingForSending'].some((s) =>
        isFinalStatus(s as ApiTypes['OrderStatus']),
      ),
    ).toBe(false);
  });

  it('gives every status its own text key and a tone', () => {
    expect(presentStatus('Completed')).toEqual({ key: 'store.status.Completed', tone: 'success' });
    expect(presentStatus('PayedWaitingForSending').tone).toBe('success');
    expect(presentStatus('Cancelled')).toEqual({ key: 'store.status.Cancelled', tone: 'failure' });
    expect(presentStatus('CancelledPaid').tone).toBe('failure');
    expect(presentStatus('WaitingForPayment')).toEqual({ key: 'store.status.WaitingForPayment', tone: 'pending' });
    expect(presentStatus('Created').tone).toBe('pending');
  });
});

describe('pollOrderStatus', () => {
  it('asks every second and stops at the first final status', async () => {
    const clock = fakeClock();
    const answers = [view('WaitingForPayment'), view('WaitingForPayment'), view('Completed')];
    const fetchStatus = vi.fn(async () => answers.shift()!);
    const onUpdate = vi.fn();
    const done: PollOutcome[] = [];
    pollOrderStatus({ clock, fetchStatus, onUpdate, onDone: (o) => done.push(o) });
    await flush();
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await clock.advance(ORDER_POLL_INTERVAL_MS - 1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await clock.advance(1);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    await clock.advance(ORDER_POLL_INTERVAL_MS);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
    expect(done).toEqual([{ kind: 'final', view: view('Completed') }]);
    expect(onUpdate).toHaveBeenCalledTimes(3);
    expect(clock.pending()).toBe(0);
    await clock.advance(10 * ORDER_POLL_INTERVAL_MS);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
  });

  it('gives up after 180 s with the last status it saw', async () => {
    const clock = fakeClock();
    const fetchStatus = vi.fn(async () => view('WaitingForPayment'));
    const done: PollOutcome[] = [];
    pollOrderStatus({ clock, fetchStatus, onUpdate: () => {}, onDone: (o) => done.push(o) });
    await flush();
    await clock.advance(ORDER_POLL_TIMEOUT_MS - ORDER_POLL_INTERVAL_MS - 1);
    expect(done).toEqual([]);
    await clock.advance(ORDER_POLL_TIMEOUT_MS);
    expect(done).toEqual([{ kind: 'timeout', view: view('WaitingForPayment') }]);
    expect(fetchStatus).toHaveBeenCalledTimes(ORDER_POLL_TIMEOUT_MS / ORDER_POLL_INTERVAL_MS + 1);
    expect(clock.pending()).toBe(0);
  });

  it('asks again after a network failure, a timeout or a 5xx, and still sees the payment', async () => {
    const clock = fakeClock();
    const failure = (status: number, title: string) =>
      new ApiError({ type: 'about:blank', title, status, detail: '', instance: '' });
    const answers = [
      failure(0, 'Network Error'),
      failure(503, 'Service Unavailable'),
      failure(429, 'Too Many Requests'),
      view('Completed'),
    ];
    const fetchStatus = vi.fn(async () => {
      const next = answers.shift()!;
      if (next instanceof ApiError) throw next;
      return next;
    });
    const done: PollOutcome[] = [];
    pollOrderStatus({ clock, fetchStatus, onUpdate: () => {}, onDone: (o) => done.push(o) });
    await flush();
    await clock.advance(3 * ORDER_POLL_INTERVAL_MS);
    expect(done).toEqual([{ kind: 'final', view: view('Completed') }]);
    expect(fetchStatus).toHaveBeenCalledTimes(4);
    expect(clock.pending()).toBe(0);
  });

  it('ends at once on a refusal (404: no such order)', async () => {
    const clock = fakeClock();
    const notFound = new ApiError({
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
      detail: 'Unknown order',
      instance: '',
    });
    const done: PollOutcome[] = [];
    pollOrderStatus({
      clock,
      fetchStatus: async () => Promise.reject(notFound),
      onUpdate: () => {},
      onDone: (o) => done.push(o),
    });
    await flush();
    expect(done).toEqual([{ kind: 'error', error: notFound }]);
    expect(clock.pending()).toBe(0);
  });

  it('ends with the error when a request fails with what is not an API failure', async () => {
    const clock = fakeClock();
    const failure = new Error('offline');
    const done: PollOutcome[] = [];
    pollOrderStatus({
      clock,
      fetchStatus: async () => Promise.reject(failure),
      onUpdate: () => {},
      onDone: (o) => done.push(o),
    });
    await flush();
    expect(done).toEqual([{ kind: 'error', error: failure }]);
    expect(clock.pending()).toBe(0);
  });

  it('reports nothing after it is stopped', async () => {
    const clock = fakeClock();
    const fetchStatus = vi.fn(async () => view('WaitingForPayment'));
    const onUpdate = vi.fn();
    const onDone = vi.fn();
    const stop = pollOrderStatus({ clock, fetchStatus, onUpdate, onDone });
    await flush();
    stop();
    await clock.advance(5 * ORDER_POLL_INTERVAL_MS);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
  });
});
