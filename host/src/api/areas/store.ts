import type { ApiTransport, CallOptions } from '../transport.js';
import type { QueryOf } from '@playport/api-contract';
import { areaCalls, type OperationOf } from './call-helpers.js';

/** Orders and payments of the web store (`/store/*`). */
export function createStoreApi(t: ApiTransport) {
  const call = areaCalls(t, 'store');
  return {
    /** Creates an order and the provider's payment for it (auth). */
    createPayment: call.body('createPayment'),
    /** The URL that creates an order and redirects to the provider (a browser navigation, not a fetch). */
    createPaymentWithRedirectUrl(
      game: string,
      sku: string,
      query: QueryOf<OperationOf<'store', 'createPaymentWithRedirectUrl'>>,
    ): string {
      call.require('createPaymentWithRedirectUrl', { game, sku, token: query?.Token });
      return call.url('createPaymentWithRedirectUrl', { path: { Game: game, Sku: sku }, query: { ...query } });
    },
    /** Sets the buyer's e-mail and phone on an order (auth). */
    updateOrderPersonalInfo: call.body('updateOrderPersonalInfo'),
    /** Sets the personal info in the redirect flow and returns the provider's URL. */
    continueRedirectWithPersonalInfo: call.body('continueRedirectWithPersonalInfo'),
    /** Reports that the user finished or abandoned a payment (auth); the answer is not read. */
    setOptimisticOrderStatus: call.body('setOptimisticOrderStatus'),
    /** The status of one order (auth). */
    getPaymentStatus: call.body('getPaymentStatus'),
    /** Reports a merchant's completed payment page. */
    merchantPaymentCompleted: call.body('merchantPaymentCompleted'),
    /** Whether the account may buy these products now (auth). */
    checkBuyProducts: call.body('checkBuyProducts'),
    /** Whether the store opens for a game on a platform. */
    storeAvailability: call.body('storeAvailability'),
    /** The storefront: products and display prices. */
    storeData: call.body('storeData'),
    /** The account's completed, unconsumed purchases of a game, oldest first (auth). */
    getPurchases: call.body('getPurchases'),
    /** Marks a completed purchase consumed, once; a second call answers the same (auth). */
    consumePurchase: call.body('consumePurchase'),
    /** The Aghanim checkout status of an order; polled every second until `Payed`. */
    aghanimPaymentStatus(publicOrderId: string, options?: CallOptions) {
      call.require('aghanimPaymentStatus', { publicOrderId });
      return call.send('aghanimPaymentStatus', { query: { PublicOrderId: publicOrderId } }, options);
    },
  };
}

/** The `store` area of the API client. */
export type StoreApi = ReturnType<typeof createStoreApi>;
