import type { WebPublishingPlatform } from '../contract/common.js';
import type { PaymentProviderBlocks, PlatformPaymentBlocks } from '../contract/payment-providers.js';

/** Every state an order goes through. */
export type OrderStatus =
  'Created' | 'WaitingForPayment' | 'PayedWaitingForSending' | 'CancelledPaid' | 'Cancelled' | 'Completed';

/** The simple status of a hosted checkout (Aghanim). */
export type CheckoutStatus = 'Created' | 'Payed' | 'Cancelled';

/** What the client reports before the server confirms: the user finished or abandoned the payment. */
export type OptimisticOrderStatus = 'Completed' | 'Cancelled';

/** How a provider's checkout is shown. */
export type EmbeddingType = 'Redirect' | 'Embed';

/** A price ready for display. */
export interface PriceData {
  Price: number;
  Currency: string;
  CurrencyIso4217: string;
  LocalizedPrice: string;
}

/** A product that is part of a tiered product. Designed shape. */
export interface TieredProductPart {
  Sku: string;
  Quantity: number;
}

/** A product of the store. `ProductType` is a designed free-form string (e.g. `Consumable`). */
export interface Product {
  Sku: string;
  ProductName: string;
  ProductDescription: string | null;
  LocalizedProductName: string | null;
  LocalizedProductDescription: string | null;
  ProductType: string;
  Labels: string[];
  Payload: string | null;
  Quantity: number;
  ImageUrl: string | null;
  IconUrl: string | null;
  ShowInWebStore: boolean;
  RequiresDryRun: boolean;
  Price: number;
  Currency: string;
  UsdPrice: number | null;
  Game: string;
  GameId: string;
  TieredProducts?: TieredProductPart[] | null;
}

/**
 * `POST /store/create_payment` (auth). Platform blocks are added by the adapters that need them.
 *
 * @example `{ Game: 'hello-game', Sku: 'gems_100', WebPublishingPlatform: 'FxId', EmbeddingType: 'Embed' }`
 */
export interface CreatePaymentRequest {
  Token?: string | null;
  Game: string;
  Sku: string;
  WebPublishingPlatform: WebPublishingPlatform;
  EmbeddingType?: EmbeddingType;
  ProductNameHint?: string | null;
  ProductDescriptionHint?: string | null;
  DeveloperPayload?: { MerchantDeveloperPayload: string } | null;
  CrazyGames?: { AccessToken: string } | null;
  /** VK Play: the store currency (default RUB). */
  Currency?: string | null;
  VkontaktePlay?: { IpAddress: string; Uid: string; Currency: string } | null;
  AbsoluteGames?: {
    AppId: string;
    AuthKey: string;
    Debug: boolean;
    GameSid: string;
    PlayerId: string;
    Guest: boolean;
    Invite: string | null;
  } | null;
}

/** The product of an order, priced for this buyer. */
export interface OrderProduct {
  Sku: string;
  Price: number;
  UsdPrice: number | null;
  Currency: string;
  LocalizedProductName: string | null;
  LocalizedProductDescription: string | null;
  ImageUrl: string | null;
  UsedTieredProducts?: boolean;
  TieredProductsSku?: string[] | null;
}

/** Whether the order needs an e-mail, and the default to offer. */
export interface PersonalInfoRequirements {
  EmailRequirement: { IsRequired: boolean; DefaultValue: string | null };
}

/**
 * The created order and how to pay it. `TransactionId` is the order's public id: the value later
 * calls take as `PublicOrderId`. For the portal adapter exactly one provider block is set.
 */
export interface CreatePaymentResponse extends PaymentProviderBlocks, PlatformPaymentBlocks {
  TransactionId: string;
  OrderPrice?: number | null;
  OrderProduct: OrderProduct;
  PersonalInfoRequirements: PersonalInfoRequirements | null;
}

/** The buyer's contact data for an order. */
export interface OrderPersonalInfo {
  Email: string;
  PhoneNumber: string | null;
  IsAutoConfirm: boolean;
}

/** `POST /store/update-order-pi` (auth). Answered with no body (204). */
export interface UpdateOrderPersonalInfoRequest {
  PublicOrderId: string;
  OrderPersonalInfo: OrderPersonalInfo;
}

/**
 * Designed: `POST /store/continue_redirect_with_pi`, sent by `/Store/ContinueWithPI` in the redirect
 * flow. `Token` is the session token carried by the redirect (the page may have no stored session).
 */
export interface ContinueRedirectWithPersonalInfoRequest extends UpdateOrderPersonalInfoRequest {
  Token?: string | null;
}

/** Designed: where to send the browser next (the provider's checkout). */
export interface RedirectResponse {
  RedirectUri: string;
}

/** `POST /store/set-optimistic-order-status` (auth); the answer is not read. */
export interface SetOptimisticOrderStatusRequest {
  PublicOrderId: string;
  Status: OptimisticOrderStatus;
}

/** Designed: `POST /store/get_payment_status` (auth) and `merchant_payment_completed` ask about one order. */
export interface PublicOrderRequest {
  PublicOrderId: string;
}

/** An order as the status pages show it; the answer of `get_payment_status`. */
export interface OrderStatusView {
  Status: OrderStatus;
  OrderProducts: { MainProduct: OrderProduct; AdditionalProducts: OrderProduct[] };
  TotalPrice: PriceData;
  Game: string;
}

/** Designed: `POST /store/merchant_payment_completed`, from `/Store/MerchantPaymentCompleted/{token}`. */
export interface MerchantPaymentCompletedRequest {
  Token: string;
}

/** Designed: the order the merchant finished, and where to go back to. */
export interface MerchantPaymentCompletedResponse {
  Success: boolean;
  PublicOrderId: string | null;
  Status: OrderStatus | null;
  Game: string | null;
  RedirectUri: string | null;
}

/** Designed: `POST /store/check-buy-products` (auth): may the account buy these products now. */
export interface CheckBuyProductsRequest {
  Game: string;
  Skus: string[];
}

/** Designed: one verdict per asked Sku; `Reason` is a short code when it may not. */
export interface CheckBuyProductsResponse {
  Products: { Sku: string; CanBuy: boolean; Reason: string | null }[];
}

/** Designed: `POST /store/store_availability`. */
export interface StoreAvailabilityRequest {
  Game: string;
  WebPublishingPlatform: WebPublishingPlatform;
  Country?: string | null;
}

/** Designed: whether the store opens for this game and platform. */
export interface StoreAvailabilityResponse {
  Available: boolean;
  Reason: string | null;
}

/** `POST /store/store_data`. `StoreAdditionalData` is a designed string map. */
export interface StoreDataRequest {
  Game: string;
  WebPublishingPlatform: WebPublishingPlatform;
  Currency?: string | null;
  Locale?: string | null;
  StoreAdditionalData?: Record<string, string> | null;
}

/** Designed: the storefront with display prices keyed by Sku. */
export interface StoreDataResponse {
  Game: string;
  Currency: string;
  Products: Product[];
  Prices: Record<string, PriceData>;
}

/** Query of `GET /store/create_payment_with_redirect/{Game}/{Sku}` (a browser navigation). */
export interface CreatePaymentWithRedirectQuery {
  Token: string;
  Currency?: string;
  Country?: string;
  CountryHint?: string;
  WebPublishingPlatform?: WebPublishingPlatform;
  DeveloperPayload?: string;
  ProductNameHint?: string;
  ProductDescriptionHint?: string;
}

/** `GET /store/aghanim/payment/status`: the checkout status, polled every second. */
export interface AghanimPaymentStatusResponse {
  Status: CheckoutStatus;
}
