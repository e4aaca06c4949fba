import type { OperationError, PurchasePlatform, SuccessResponse } from '../contract/common.js';
import type { CardFormMerchant } from '../contract/payment-providers.js';
import type { PriceData } from '../contract/store.js';

/** The hosted card and fast-payment (SBP) form: `GET /bank131/payment_form/{Token}?PublicId=…`. */
export interface Bank131PaymentFormData {
  /** Designed: which merchant runs the form. */
  Merchant: CardFormMerchant;
  Bank: { DemoMode: boolean; ApiType: string };
  Product: { Name: string; Description: string | null; Price: PriceData };
  /** Designed: where the form sends the browser when it ends. */
  RedirectUris: { Success: string; Failure: string };
  /** Designed: the billing address shown on the form, when the merchant requires one. */
  Address: string | null;
  /** The saved card, when the account has one. */
  Card: { Brand: string; Last4: string } | null;
}

/**
 * Designed `Data` of `POST /bank131/pay_with_card/{Token}` (auth): the widget's public token and
 * session, or a 3-D Secure page to open.
 */
export interface Bank131CardPaymentData {
  PublicToken: string | null;
  SessionId: string | null;
  ConfirmationUrl: string | null;
}

/** Answer of the card payment call. */
export interface Bank131CardPaymentResponse {
  Success: boolean;
  Data: Bank131CardPaymentData | null;
  Error: OperationError | null;
}

/** Answer of `POST /bank131/check_payment/{Token}`: true once the payment went through. */
export type Bank131CheckPaymentResponse = SuccessResponse;

/** Answer of `POST /bank131/pay_with_sbp`: the fast-payment link (shown as a QR code). */
export interface Bank131SbpResponse {
  SbpLink: string;
}

/** `POST /fbinstant/purchase` (auth): the signed purchase from `FBInstant.payments.purchaseAsync`. */
export interface FbInstantPurchaseRequest {
  Game: string;
  FbInstantPurchaseSignedData: string;
}

/** `POST /fbgames/purchase` (auth): the `signed_request` of Facebook's pay dialog (Web Games on Facebook). */
export interface FbGamesPurchaseRequest {
  Game: string;
  SignedRequest: string;
}

/** Designed: `POST /native/inapp/validate/{Game}`, a store receipt from a native build. */
export interface NativeInAppValidateRequest {
  Platform: PurchasePlatform;
  Sku: string;
  Receipt: string;
  Token?: string | null;
  TransactionId?: string | null;
}

/** Designed: whether the receipt was valid and the order it completed. */
export interface NativeInAppValidateResponse {
  Success: boolean;
  PublicOrderId: string | null;
  Error: OperationError | null;
}

/** Query of `GET /native/status`. */
export interface NativeStatusQuery {
  Game: string;
  Token: string;
  AppStoreCountry?: string;
  GooglePlayCountry?: string;
  ClientCountryAlpha3?: string;
}

/** Designed: what the native build may show for this account and country. */
export interface NativeStatusResponse {
  StoreEnabled: boolean;
  WebStoreEnabled: boolean;
  Country: string | null;
}

/** `POST /yandexgames/purchase/{Game}` (auth): the signed purchase data Yandex returned. */
export interface YandexGamesPurchaseRequest {
  YandexSignedData: string;
  /** True when the data is a `getPurchases()` answer (restoring), false for one `purchase()`. */
  YandexGetPurchasesRequest: boolean;
}

/** The server's verdict per purchase; only verified ones may be consumed. */
export interface YandexGamesPurchaseResponse {
  TokenSuccesses: { Success: boolean; PurchaseToken: string }[];
}

/** `POST /yandexgames/redeem-bonus` (auth). */
export interface YandexGamesRedeemBonusRequest {
  GameSystemName: string;
  YandexSecret: string;
}

/** Redeemed bonus records. `SucccessData` (three c) is the wire name as the spec writes it. */
export interface YandexGamesRedeemBonusResponse {
  Success: boolean;
  Data: { Records: { SucccessData: { ConsumeToken: string } | null }[] } | null;
}
