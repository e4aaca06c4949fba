import { useEffect, useState } from 'react';
import type { ApiTypes } from '../../../shared/api/api-types';
import { usePortalServices } from '../../../shared/host/services-context';
import { ORDER_POLL_REQUEST_TIMEOUT_MS, pollOrderStatus, type PollOutcome } from '../order-status';

/** The polled status of one order: the latest view and, once polling ended, how it ended. */
export interface OrderStatusState {
  readonly view: ApiTypes['OrderStatusView'] | null;
  readonly outcome: PollOutcome | null;
}

/**
 * Polls `/store/get_payment_status` for `orderId` (every 1000 ms, up to 180000 ms) while mounted; each
 * request has its own 5 s limit, and a transient failure is asked again at the next tick.
 */
export function useOrderStatus(orderId: string | null, enabled: boolean): OrderStatusState {
  const { api, context } = usePortalServices();
  const [state, setState] = useState<OrderStatusState>({ view: null, outcome: null });
  useEffect(() => {
    if (!orderId || !enabled) return;
    setState({ view: null, outcome: null });
    return pollOrderStatus({
      clock: context,
      fetchStatus: () =>
        api.store.getPaymentStatus(
          { PublicOrderId: orderId },
          { timeoutMs: ORDER_POLL_REQUEST_TIMEOUT_MS, retries: 0 },
        ),
      onUpdate: (view) => setState((s) => ({ ...s, view })),
      onDone: (outcome) => setState((s) => ({ ...s, outcome })),
    });
  }, [api, context, orderId, enabled]);
  return state;
}
