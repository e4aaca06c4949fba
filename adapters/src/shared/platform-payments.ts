import {
  createPaymentFlow,
  HostError,
  HostErrorCode,
  type AdapterHost,
  type PaymentFlow,
  type PaymentFlowOptions,
} from '@playport/host/adapter-kit';
import type { ApiClient } from '@playport/host/api';

type CreatePaymentResponse = Awaited<ReturnType<ApiClient['store']['createPayment']>>;

/** A failed purchase the player caused (spec: Telegram cancelled, VK error code 4). */
export const userCancelled = (message = 'The purchase was cancelled') =>
  new HostError(HostErrorCode.UserCancelled, message);

/**
 * The host's one payment flow, paid in the platform's own payment UI: the portal creates the order
 * with the platform's fields, `pay` runs the platform's payment for it (resolving once paid, rejecting
 * with UserCancelled when the player ended it), and the flow reports the optimistic status. Errors
 * reach the game as the flow maps them: UserCancelled, or Unknown with the details.
 *
 * @example
 * ```ts
 * const payments = platformPayments(host, api, 'Odnoklassniki', async (order) => showOkPayment(order));
 * const purchase = await payments.buy({ sku: 'gems_100' });
 * ```
 */
export function platformPayments(
  host: AdapterHost,
  api: ApiClient,
  platform: PaymentFlowOptions['platform'],
  pay: (order: CreatePaymentResponse) => Promise<void>,
  orderFields?: PaymentFlowOptions['orderFields'],
): PaymentFlow {
  return createPaymentFlow({
    context: host.context,
    api,
    ui: host.ui,
    game: host.game,
    platform,
    orderFields,
    drivers: [{ name: platform, canHandle: () => true, pay: async (order) => (await pay(order), 'completed') }],
  });
}
