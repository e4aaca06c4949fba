import { requireParams } from '../required.js';
import { API_ROUTES } from '@playport/api-contract/routes';
import type { ApiTransport, CallOptions } from '../transport.js';
import type {
  AghanimPaymentStatusResponse,
  CheckBuyProductsRequest,
  CheckBuyProductsResponse,
  ContinueRedirectWithPersonalInfoRequest,
  CreatePaymentRequest,
  CreatePaymentResponse,
  CreatePaymentWithRedirectQuery,
  MerchantPaymentCompletedRequest,
  MerchantPaymentCompletedResponse,
  OrderStatusView,
  PublicOrderRequest,
  RedirectResponse,
  SetOptimisticOrderStatusRequest,
  StoreAvailabilityRequest,
  StoreAvailabilityResponse,
  StoreDataRequest,
  StoreDataResponse,
  UpdateOrderPersonalInfoRequest,
} from '../types.js';
import { bodyCall } from './call-helpers.js';

/** Orders and payments of the web store (`/store/*`). */
export function createStoreApi(t: ApiTransport) {
  const r = API_ROUTES.store;
  return {
    /** Creates an order and the provider's payment for it (auth). */
    createPayment: bodyCall<CreatePaymentRequest, CreatePaymentResponse>(t, r.createPayment),
    /** The URL that creates an order and redirects to the provider (a browser navigation, not a fetch). */
    createPaymentWithRedirectUrl(game: string, sku: string, query: CreatePaymentWithRedirectQuery): string {
      requireParams(r.createPaymentWithRedirectUrl.operation, { game, sku, token: query?.Token });
      return t.url(r.createPaymentWithRedirectUrl, { path: { Game: game, Sku: sku }, query: { ...query } });
    },
    /** Sets the buyer's e-mail and phone on an order (auth). */
    updateOrderPersonalInfo: bodyCall<UpdateOrderPersonalInfoRequest, void>(t, r.updateOrderPersonalInfo),
    /** Sets the personal info in the redirect flow and returns the provider's URL. */
    continueRedirectWithPersonalInfo: bodyCall<ContinueRedirectWithPersonalInfoRequest, RedirectResponse>(
      t,
      r.continueRedirectWithPersonalInfo,
    ),
    /** Reports that the user finished or abandoned a payment (auth); the answer is not read. */
    setOptimisticOrderStatus: bodyCall<SetOptimisticOrderStatusRequest, void>(t, r.setOptimisticOrderStatus),
    /** The status of one order (auth). */
    getPaymentStatus: bodyCall<PublicOrderRequest, OrderStatusView>(t, r.getPaymentStatus),
    /** Reports a merchant's completed payment page. */
    merchantPaymentCompleted: bodyCall<MerchantPaymentCompletedRequest, MerchantPaymentCompletedResponse>(
      t,
      r.merchantPaymentCompleted,
    ),
    /** Whether the account may buy these products now (auth). */
    checkBuyProducts: bodyCall<CheckBuyProductsRequest, CheckBuyProductsResponse>(t, r.checkBuyProducts),
    /** Whether the store opens for a game on a platform. */
    storeAvailability: bodyCall<StoreAvailabilityRequest, StoreAvailabilityResponse>(t, r.storeAvailability),
    /** The storefront: products and display prices. */
    storeData: bodyCall<StoreDataRequest, StoreDataResponse>(t, r.storeData),
    /** The Aghanim checkout status of an order; polled every second until `Payed`. */
    aghanimPaymentStatus(publicOrderId: string, options?: CallOptions): Promise<AghanimPaymentStatusResponse> {
      requireParams(r.aghanimPaymentStatus.operation, { publicOrderId });
      return t.send(r.aghanimPaymentStatus, { query: { PublicOrderId: publicOrderId } }, options);
    },
  };
}

/** The `store` area of the API client. */
export type StoreApi = ReturnType<typeof createStoreApi>;
