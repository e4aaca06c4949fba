import { HostError, HostErrorCode, type AdapterHost } from '@playport/host/adapter-kit';
import type { ApiClient } from '@playport/host/api';
import type { FbInstant } from './fbinstant-types.js';

type Order = Awaited<ReturnType<ApiClient['store']['createPayment']>>;

/**
 * FBInstant payment of the portal's order: `purchaseAsync` with the order id as developer payload; the
 * server verifies the signed request before the purchase is consumed. USER_INPUT is UserCancelled.
 */
export function payOnFbInstant(host: AdapterHost, api: ApiClient, fb: FbInstant) {
  return async (order: Order): Promise<void> => {
    const productID = order.FacebookInstantGames?.StoreSpecificOrderProductSku ?? order.OrderProduct.Sku;
    const purchase = await fb.payments
      .purchaseAsync({ productID, developerPayload: order.TransactionId })
      .catch((err: { code?: string; message?: string }) => {
        // USER_INPUT: the player's own choice ended it, e.g. closing the payment dialog (FBInstant ErrorCode).
        throw new HostError(
          err?.code === 'USER_INPUT' ? HostErrorCode.UserCancelled : HostErrorCode.Unknown,
          err?.message ?? 'Payment failed for some reason!',
          err,
          { cause: err },
        );
      });
    const verdict = await api.fbInstant.purchase({
      Game: host.game,
      FbInstantPurchaseSignedData: purchase.signedRequest,
    });
    if (!verdict.Success) throw new HostError(HostErrorCode.Unknown, 'Purchase not validated');
    await fb.payments.consumePurchaseAsync(purchase.purchaseToken);
  };
}

/**
 * FBInstant's unconsumed purchases, settled into the portal's ledger: `payments.getPurchasesAsync()`
 * "fetches all of the player's unconsumed purchases", which a game should do once payments are ready,
 * "then process and consume any purchases that are waiting to be consumed"
 * (https://developers.facebook.com/docs/games/instant-games/sdk/fbinstant6.3#payments, unchanged in
 * SDK 8). A purchase paid while the game was away (the verify never ran) is sent to the server, which
 * completes the order its developer payload names once (a replay answers Success again); only a
 * purchase the server verified is consumed. One that fails verification stays unconsumed, logged.
 */
export async function redeemUnconsumed(host: AdapterHost, api: ApiClient, fb: FbInstant): Promise<number> {
  let settled = 0;
  for (const purchase of await fb.payments.getPurchasesAsync()) {
    const verdict = await api.fbInstant
      .purchase({ Game: host.game, FbInstantPurchaseSignedData: purchase.signedRequest })
      .catch((err: unknown) => (host.context.log('warn', 'FBInstant purchase not verified:', err), null));
    if (!verdict?.Success) continue;
    await fb.payments.consumePurchaseAsync(purchase.purchaseToken);
    settled++;
  }
  return settled;
}
