import type { ApiTypes } from '../../shared/api/api-types';
import { isTransientFailure } from '../../shared/api/query-retry';

type OrderStatus = ApiTypes['OrderStatus'];
type OrderStatusView = ApiTypes['OrderStatusView'];

/** The spec's payment-status polling: every 1000 ms. */
export const ORDER_POLL_INTERVAL_MS = 1000;
/** The spec's payment-status polling: given up after 180000 ms. */
export const ORDER_POLL_TIMEOUT_MS = 180_000;
/** One status request's own limit: a request that hangs is given up and asked again at the next tick. */
export const ORDER_POLL_REQUEST_TIMEOUT_MS = 5000;

/** Statuses an order never leaves (PayedWaitingForSending is paid and only waits for delivery). */
const FINAL: readonly OrderStatus[] = ['Completed', 'Cancelled', 'CancelledPaid'];

/** True when the order will not change any more, so polling stops. */
export const isFinalStatus = (status: OrderStatus): boolean => FINAL.includes(status);

/** How the status page presents an order: its text key and its tone. */
export interface StatusPresentation {
  readonly key: `store.status.${OrderStatus}`;
  readonly tone: 'pending' | 'success' | 'failure';
}

/** The text key and tone of each order status. */
export function presentStatus(status: OrderStatus): StatusPresentation {
  const tone =
    status === 'Completed' || status === 'PayedWaitingForSending'
      ? 'success'
      : status === 'Cancelled' || status === 'CancelledPaid'
        ? 'failure'
        : 'pending';
  return { key: `store.status.${status}`, tone };
}

/** What one poll of the order status ended with. */
export type PollOutcome =
  | { readonly kind: 'final'; readonly view: OrderStatusView }
  | { readonly kind: 'timeout'; readonly view: OrderStatusView | null }
  | { readonly kind: 'error'; readonly error: unknown };

/** Timers and clock the polling runs on (the host context, or fakes in tests). */
export interface PollClock {
  readonly setTimeout: (fn: () => void, ms: number) => unknown;
  readonly clearTimeout: (id: unknown) => void;
  readonly now: () => number;
}

/** Options of {@link pollOrderStatus}. */
export interface PollOrderStatusOptions {
  readonly clock: PollClock;
  /** One status request (`POST /store/get_payment_status`). */
  readonly fetchStatus: () => Promise<OrderStatusView>;
  /** Every answer, final or not. */
  readonly onUpdate: (view: OrderStatusView) => void;
  /** Called once when polling ends (final status, timeout or a failed request). */
  readonly onDone: (outcome: PollOutcome) => void;
  readonly intervalMs?: number;
  readonly timeoutMs?: number;
}

/**
 * Asks for the order status at once, then every `intervalMs` until a final status, a refused request
 * (a failure that is not transient: see `isTransientFailure`) or `timeoutMs`; a transient failure is
 * asked again at the next tick. Returns a function that stops it; nothing is reported after that.
 *
 * @example
 * ```ts
 * const stop = pollOrderStatus({ clock: context, fetchStatus, onUpdate: setView, onDone: setOutcome });
 * ```
 */
export function pollOrderStatus(options: PollOrderStatusOptions): () => void {
  const { clock, fetchStatus, onUpdate, onDone } = options;
  const interval = options.intervalMs ?? ORDER_POLL_INTERVAL_MS;
  const deadline = clock.now() + (options.timeoutMs ?? ORDER_POLL_TIMEOUT_MS);
  let active = true;
  let timer: unknown;
  const finish = (outcome: PollOutcome) => {
    if (!active) return;
    active = false;
    onDone(outcome);
  };
  const tick = async () => {
    let view: OrderStatusView;
    try {
      view = await fetchStatus();
    } catch (error) {
      // A network failure, timeout or 5xx is asked again at the next tick until the deadline: one lost
      // request must not end the wait for a paid order. Any other refusal ends it.
      if (!active) return;
      if (isTransientFailure(error) && clock.now() + interval <= deadline)
        timer = clock.setTimeout(() => void tick(), interval);
      else finish({ kind: 'error', error });
      return;
    }
    if (!active) return;
    onUpdate(view);
    if (isFinalStatus(view.Status)) finish({ kind: 'final', view });
    else if (clock.now() + interval > deadline) finish({ kind: 'timeout', view });
    else timer = clock.setTimeout(() => void tick(), interval);
  };
  void tick();
  return () => {
    active = false;
    clock.clearTimeout(timer);
  };
}
