import { HostError, HostErrorCode, toHostError, type AdapterHost } from '@playport/host/adapter-kit';
import type { ApiClient } from '@playport/host/api';
import { userCancelled } from '../shared/platform-payments.js';
import { signatureOf, signedTokens } from './yandex-signed.js';
import type { YaSdk } from './yandex-types.js';

const NOT_VALIDATED = 'Purchase not validated';
/**
 * What `purchase()` rejects with when the player closes Yandex's payment window without paying
 * (https://yandex.ru/dev/games/doc/en/sdk/sdk-purchases#payments-purchase: the promise rejects when
 * the player "changed their mind and closed the payment window").
 */
const USER_CANCEL = 'USER_CANCEL';

/** The player's own cancel becomes UserCancelled; every other rejection stays as it is. */
function cancelOrRethrow(err: unknown): never {
  const message = (err as { message?: unknown } | null)?.message;
  if (message === USER_CANCEL) throw userCancelled(USER_CANCEL);
  throw err;
}

/**
 * Yandex purchase: the order is made on the portal, paid in Yandex's window with `signed: true`
 * (the answer is `{ signature }` only), then the signature is verified by the server; only a
 * purchase token the server granted is consumed, and only then is the order Completed.
 */
export function payOnYandex(host: AdapterHost, api: ApiClient, sdk: YaSdk) {
  return async (order: Awaited<ReturnType<ApiClient['store']['createPayment']>>): Promise<void> => {
    const payments = await sdk.getPayments({ signed: true });
    const id = order.YandexGames?.StoreSpecificOrderProductSku ?? order.OrderProduct.Sku;
    const signature = signatureOf(
      await payments.purchase({ id, developerPayload: order.TransactionId }).catch(cancelOrRethrow),
    );
    const [token] = signature ? signedTokens(signature) : [];
    if (!signature || !token) throw new HostError(HostErrorCode.Unknown, NOT_VALIDATED);
    const verdict = await api.yandexGames
      .purchase(host.game, { YandexSignedData: signature, YandexGetPurchasesRequest: false })
      .catch((err: unknown) => {
        const error = toHostError(err);
        throw new HostError(HostErrorCode.Unknown, NOT_VALIDATED, error.details ?? error.message, { cause: err });
      });
    if (!verdict.TokenSuccesses.some((t) => t.Success && t.PurchaseToken === token))
      throw new HostError(HostErrorCode.Unknown, NOT_VALIDATED);
    await payments.consumePurchase(token);
  };
}

/**
 * Yandex requires a start-up check: purchases paid but not consumed are sent (the signed
 * `getPurchases()` list) to the server, and the tokens it granted are consumed.
 */
export async function redeemUnprocessed(host: AdapterHost, api: ApiClient, sdk: YaSdk): Promise<number> {
  const payments = await sdk.getPayments({ signed: true });
  const signature = signatureOf(await payments.getPurchases());
  if (!signature) return 0;
  const tokens = signedTokens(signature);
  if (tokens.length === 0) return 0;
  const verdict = await api.yandexGames.purchase(host.game, {
    YandexSignedData: signature,
    YandexGetPurchasesRequest: true,
  });
  const granted = verdict.TokenSuccesses.filter((t) => t.Success && tokens.includes(t.PurchaseToken));
  for (const { PurchaseToken } of granted) await payments.consumePurchase(PurchaseToken);
  return granted.length;
}
