import { HostError, HostErrorCode, type AdapterHost, type ApiClient } from '@playport/host';
import type { MethodParams, MethodResult } from '@playport/sdk/protocol';
import { runPlatformPurchase } from '../shared/platform-purchase.js';
import type { FbInstant } from './fbinstant-types.js';

/** FBInstant purchase: needs payments ready; the server verifies the signed request before it is consumed. */
export async function buyOnFbInstant(
  host: AdapterHost,
  api: ApiClient,
  fb: FbInstant,
  paymentsReady: boolean,
  params: MethodParams<'BuyProduct'>,
): Promise<MethodResult<'BuyProduct'>> {
  if (!paymentsReady) throw new HostError(HostErrorCode.Unknown, 'Payments api still not ready');
  return runPlatformPurchase(host, api, params, { WebPublishingPlatform: 'FacebookInstantGames' }, async (order) => {
    const productID = order.FacebookInstantGames?.StoreSpecificOrderProductSku ?? params.sku;
    const purchase = await fb.payments.purchaseAsync({ productID, developerPayload: order.TransactionId }).catch((err: { code?: string; message?: string }) => {
      // USER_INPUT: the player's own choice ended it, e.g. closing the payment dialog (FBInstant ErrorCode).
      throw new HostError(err?.code === 'USER_INPUT' ? HostErrorCode.UserCancelled : HostErrorCode.Unknown, err?.message ?? 'Payment failed for some reason!', err);
    });
    const verdict = await api.fbInstant.purchase({ Game: host.game, FbInstantPurchaseSignedData: purchase.signedRequest });
    if (!verdict.Success) throw new HostError(HostErrorCode.Unknown, 'Purchase not validated');
    await fb.payments.consumePurchaseAsync(purchase.purchaseToken);
  });
}
