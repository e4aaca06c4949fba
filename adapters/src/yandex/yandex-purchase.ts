import { HostError, HostErrorCode, type AdapterHost, type ApiClient } from '@playport/host';
import type { MethodParams, MethodResult } from '@playport/sdk/protocol';
import { runPlatformPurchase } from '../shared/platform-purchase.js';
import type { YaSdk } from './yandex-types.js';

/**
 * Yandex purchase: the order is made on the portal, paid in Yandex's window, then the signed purchase
 * is verified by the server; only a verified purchase is consumed and counts as Completed.
 */
export function buyOnYandex(
  host: AdapterHost,
  api: ApiClient,
  sdk: YaSdk,
  params: MethodParams<'BuyProduct'>,
): Promise<MethodResult<'BuyProduct'>> {
  return runPlatformPurchase(host, api, params, { WebPublishingPlatform: 'YandexGames' }, async (order) => {
    const payments = await sdk.getPayments({ signed: true });
    const id = order.YandexGames?.StoreSpecificOrderProductSku ?? params.sku;
    const purchase = await payments.purchase({ id, developerPayload: order.TransactionId });
    if (!purchase.signature) throw new HostError(HostErrorCode.Unknown, 'Purchase not validated');
    const verdict = await api.yandexGames.purchase(host.game, { YandexSignedData: purchase.signature, YandexGetPurchasesRequest: false });
    const verified = verdict.TokenSuccesses.find((t) => t.Success && t.PurchaseToken === purchase.purchaseToken);
    if (!verified) throw new HostError(HostErrorCode.Unknown, 'Purchase not validated');
    await payments.consumePurchase(verified.PurchaseToken);
  });
}

/** Yandex requires a start-up check: purchases paid but not consumed are verified by the server, then consumed. */
export async function redeemUnprocessed(host: AdapterHost, api: ApiClient, sdk: YaSdk): Promise<number> {
  const payments = await sdk.getPayments({ signed: true });
  const purchases = await payments.getPurchases();
  if (purchases.length === 0 || !purchases.signature) return 0;
  const verdict = await api.yandexGames.purchase(host.game, { YandexSignedData: purchases.signature, YandexGetPurchasesRequest: true });
  const verified = verdict.TokenSuccesses.filter((t) => t.Success);
  for (const { PurchaseToken } of verified) await payments.consumePurchase(PurchaseToken);
  return verified.length;
}
