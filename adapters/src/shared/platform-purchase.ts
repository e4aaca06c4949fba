import { HostError, HostErrorCode, toHostError, type AdapterHost, type ApiClient } from '@playport/host';
import type { MethodParams, MethodResult } from '@playport/sdk/protocol';

type CreatePaymentRequest = Parameters<ApiClient['store']['createPayment']>[0];
type CreatePaymentResponse = Awaited<ReturnType<ApiClient['store']['createPayment']>>;
type Purchase = MethodResult<'BuyProduct'>;

/** A failed purchase the player caused (spec: Telegram cancelled, VK error code 4). */
export const userCancelled = (message = 'The purchase was cancelled') => new HostError(HostErrorCode.UserCancelled, message);

/**
 * The spec's platform purchase: create the order on the portal with the platform's block, run the
 * platform's payment UI, then report the optimistic status (Completed on success, Cancelled on any
 * failure). A failure to report the status is only logged. Errors other than UserCancelled come back
 * as Unknown with the purchase's details.
 */
export async function runPlatformPurchase(
  host: AdapterHost,
  api: ApiClient,
  params: MethodParams<'BuyProduct'>,
  request: Omit<CreatePaymentRequest, 'Game' | 'Sku'>,
  pay: (order: CreatePaymentResponse) => Promise<void>,
): Promise<Purchase> {
  const order = await api.store.createPayment({
    Game: host.game,
    Sku: params.sku,
    ProductNameHint: params.productNameHint ?? null,
    ProductDescriptionHint: params.productDescriptionHint ?? null,
    DeveloperPayload: params.developerPayload ? { MerchantDeveloperPayload: params.developerPayload } : null,
    ...request,
  }).catch((err: unknown) => {
    throw new HostError(HostErrorCode.Unknown, 'An error occurred during the purchase process.', toHostError(err).details ?? toHostError(err).message);
  });
  const report = (Status: 'Completed' | 'Cancelled') =>
    api.store.setOptimisticOrderStatus({ PublicOrderId: order.TransactionId, Status }).catch((err: unknown) => {
      host.context.log('warn', `Failed to set the optimistic status of order ${order.TransactionId}:`, toHostError(err).message);
    });
  try {
    await pay(order);
  } catch (err) {
    await report('Cancelled');
    const error = toHostError(err);
    if (error.code === HostErrorCode.UserCancelled || error.code === HostErrorCode.Timeout) throw error;
    throw new HostError(HostErrorCode.Unknown, error.message || 'An error occurred during the purchase process.', error.details);
  }
  await report('Completed');
  const product = order.OrderProduct;
  return {
    transactionId: order.TransactionId,
    stats: { currency: product.Currency, currencyAmount: product.Price, usdAmount: product.UsdPrice ?? 0 },
  };
}
