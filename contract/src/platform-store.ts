import { z } from 'zod';
import { operationError, purchasePlatform, successResponse } from './common.js';
import { ErrorCode } from './errors.js';
import { gameName, gameOnly } from './fields.js';
import { area, get, post, operation, type ErrorOutcome } from './operation.js';
import { UNKNOWN_GAME, SIGNATURE_NOT_VERIFIED, PLATFORM_NOT_CONFIGURED } from './outcomes.js';
import { cardFormMerchant } from './payment-providers.js';
import { priceData } from './store.js';

const UNKNOWN_FORM: ErrorOutcome = {
  status: 404,
  code: ErrorCode.NotFound,
  when: 'the form token and PublicId do not name one order together',
};

/** The form page's path segment: the order's merchant token. */
const formToken = z.object({ Token: z.string().min(16).max(256) });
/** The order's public id, as the form page's `PublicId` query or a body field. */
const publicId = z.object({ PublicId: z.string().min(1).max(64) });

/** The hosted card and fast-payment (SBP) form: what it shows. */
export const bank131PaymentFormData = z.object({
  /** Designed: which merchant runs the form. */
  Merchant: cardFormMerchant,
  Bank: z.object({ DemoMode: z.boolean(), ApiType: z.string() }),
  Product: z.object({ Name: z.string(), Description: z.string().nullable(), Price: priceData }),
  /** Designed: where the form sends the browser when it ends. */
  RedirectUris: z.object({ Success: z.string(), Failure: z.string() }),
  /** Designed: the billing address shown on the form, when the merchant requires one. */
  Address: z.string().nullable(),
  /** The saved card, when the account has one. */
  Card: z.object({ Brand: z.string(), Last4: z.string() }).nullable(),
});

/** Designed `Data` of a card payment: the widget's public token and session, or a 3-D Secure page to open. */
export const bank131CardPaymentData = z.object({
  PublicToken: z.string().nullable(),
  SessionId: z.string().nullable(),
  ConfirmationUrl: z.string().nullable(),
});

/** Answer of the card payment call. */
export const bank131CardPaymentResponse = z.object({
  Success: z.boolean(),
  Data: bank131CardPaymentData.nullable(),
  Error: operationError.nullable(),
});

/** Answer of `pay_with_sbp`: the fast-payment link (shown as a QR code). */
export const bank131SbpResponse = z.object({ SbpLink: z.string() });

/** The signed purchase from `FBInstant.payments.purchaseAsync`. */
export const fbInstantPurchaseRequest = z.object({
  Game: gameName,
  FbInstantPurchaseSignedData: z.string().min(1).max(16384),
});

/** The `signed_request` of Facebook's pay dialog (Web Games on Facebook). */
export const fbGamesPurchaseRequest = z.object({ Game: gameName, SignedRequest: z.string().min(1).max(16384) });

/** Designed: a store receipt from a native build. */
export const nativeInAppValidateRequest = z.object({
  Platform: purchasePlatform,
  Sku: z.string().min(1).max(128),
  Receipt: z.string().min(1).max(65536),
  Token: z.string().max(512).nullish(),
  TransactionId: z.string().max(128).nullish(),
});

/** Designed: whether the receipt was valid and the order it completed. */
export const nativeInAppValidateResponse = z.object({
  Success: z.boolean(),
  PublicOrderId: z.string().nullable(),
  Error: operationError.nullable(),
});

/** Query of `GET /native/status`. */
export const nativeStatusQuery = z.object({
  Game: gameName,
  Token: z.string().min(1).max(512),
  AppStoreCountry: z.string().max(3).optional(),
  GooglePlayCountry: z.string().max(3).optional(),
  ClientCountryAlpha3: z.string().max(3).optional(),
});

/** Designed: what the native build may show for this account and country. */
export const nativeStatusResponse = z.object({
  StoreEnabled: z.boolean(),
  WebStoreEnabled: z.boolean(),
  Country: z.string().nullable(),
});

/** The signed purchase data Yandex returned. */
export const yandexGamesPurchaseRequest = z.object({
  YandexSignedData: z.string().min(1).max(65536),
  /** True when the data is a `getPurchases()` answer (restoring), false for one `purchase()`. */
  YandexGetPurchasesRequest: z.boolean().default(false),
});

/** The server's verdict per purchase; only verified ones may be consumed. */
export const yandexGamesPurchaseResponse = z.object({
  TokenSuccesses: z.array(z.object({ Success: z.boolean(), PurchaseToken: z.string() })),
});

/** Yandex bonuses to redeem: the signed bonus data. */
export const yandexGamesRedeemBonusRequest = z.object({
  GameSystemName: gameName,
  YandexSecret: z.string().min(1).max(65536),
});

/** Redeemed bonus records. `SucccessData` (three c) is the wire name as the spec writes it. */
export const yandexGamesRedeemBonusResponse = z.object({
  Success: z.boolean(),
  Data: z
    .object({
      Records: z.array(z.object({ SucccessData: z.object({ ConsumeToken: z.string() }).nullable() })),
    })
    .nullable(),
});

/** The hosted card and fast-payment form (`/bank131/*`). */
export const bank131Contract = area('bank131', {
  paymentForm: operation(get('/bank131/payment_form/{Token}'), {
    summary: 'What the card form shows: merchant, product, price, saved card.',
    params: formToken,
    query: publicId,
    response: bank131PaymentFormData,
    errors: [UNKNOWN_FORM],
  }),
  payWithCard: operation(post('/bank131/pay_with_card/{Token}', 'auth'), {
    summary: "Starts the card payment of the caller's order; Success false when the order is not waiting for payment.",
    params: formToken,
    body: publicId,
    response: bank131CardPaymentResponse,
    errors: [UNKNOWN_FORM],
  }),
  checkPayment: operation(post('/bank131/check_payment/{Token}', 'read'), {
    summary: 'Whether the payment went through; polled while the fast-payment QR code is shown.',
    params: formToken,
    body: publicId,
    response: successResponse,
    errors: [UNKNOWN_FORM],
  }),
  payWithSbp: operation(post('/bank131/pay_with_sbp'), {
    summary: 'Starts a fast payment (SBP) of a card-form order and answers its link.',
    body: publicId,
    response: bank131SbpResponse,
    errors: [{ status: 404, code: ErrorCode.NotFound, when: 'no such order paid through the card form' }],
  }),
});

/** Native builds' store (`/native/*`). */
export const nativeContract = area('native', {
  validateInApp: operation(post('/native/inapp/validate/{Game}'), {
    summary: 'Validates a store receipt from a native build (this reference answers Success false, NotConfigured).',
    params: gameOnly,
    body: nativeInAppValidateRequest,
    response: nativeInAppValidateResponse,
    errors: [UNKNOWN_GAME],
  }),
  status: operation(get('/native/status'), {
    summary: 'What the native build may show for the session token and country.',
    query: nativeStatusQuery,
    response: nativeStatusResponse,
    errors: [UNKNOWN_GAME, { status: 401, code: ErrorCode.Unauthorized, when: 'the token is invalid or expired' }],
  }),
});

/** Yandex Games purchases and bonuses (`/yandexgames/*`). */
export const yandexGamesContract = area('yandexGames', {
  purchase: operation(post('/yandexgames/purchase/{Game}', 'auth'), {
    summary: "Verifies Yandex's signed purchase data and grants each purchase once; consume only what succeeded.",
    params: gameOnly,
    body: yandexGamesPurchaseRequest,
    response: yandexGamesPurchaseResponse,
    errors: [
      UNKNOWN_GAME,
      SIGNATURE_NOT_VERIFIED,
      PLATFORM_NOT_CONFIGURED,
      { status: 400, code: ErrorCode.BadRequest, when: 'the signed data is not a purchase (or list) as asked' },
      { status: 404, code: ErrorCode.NotFound, when: "the purchase names no order of the caller's" },
      {
        status: 409,
        code: ErrorCode.PurchaseMismatch,
        when: 'the purchase does not match its order, or its token already paid another order',
      },
    ],
  }),
  redeemBonus: operation(post('/yandexgames/redeem-bonus', 'auth'), {
    summary: "Reads Yandex's signed bonus data and answers the consume tokens.",
    body: yandexGamesRedeemBonusRequest,
    response: yandexGamesRedeemBonusResponse,
    errors: [UNKNOWN_GAME, SIGNATURE_NOT_VERIFIED, PLATFORM_NOT_CONFIGURED],
  }),
});

/** Facebook Instant Games purchases (`/fbinstant/*`). */
export const fbInstantContract = area('fbInstant', {
  purchase: operation(post('/fbinstant/purchase', 'auth'), {
    summary:
      "Verifies a signed Facebook Instant purchase and grants the caller's order once; Success false when refused.",
    body: fbInstantPurchaseRequest,
    response: successResponse,
    errors: [UNKNOWN_GAME, SIGNATURE_NOT_VERIFIED, PLATFORM_NOT_CONFIGURED],
  }),
});

/** Web Games on Facebook purchases (`/fbgames/*`). */
export const fbGamesContract = area('fbGames', {
  purchase: operation(post('/fbgames/purchase', 'auth'), {
    summary: "Verifies the pay dialog's signed result and grants the caller's order once; Success false when refused.",
    body: fbGamesPurchaseRequest,
    response: successResponse,
    errors: [UNKNOWN_GAME, SIGNATURE_NOT_VERIFIED, PLATFORM_NOT_CONFIGURED],
  }),
});

/** The hosted card and fast-payment (SBP) form: `GET /bank131/payment_form/{Token}?PublicId=…`. */
export type Bank131PaymentFormData = z.output<typeof bank131PaymentFormData>;
/** Designed `Data` of `POST /bank131/pay_with_card/{Token}` (auth): the widget's public token and session, or a 3-D Secure page to open. */
export type Bank131CardPaymentData = z.output<typeof bank131CardPaymentData>;
/** Answer of the card payment call. */
export type Bank131CardPaymentResponse = z.output<typeof bank131CardPaymentResponse>;
/** Answer of `POST /bank131/check_payment/{Token}`: true once the payment went through. */
export type Bank131CheckPaymentResponse = z.output<typeof successResponse>;
/** Answer of `POST /bank131/pay_with_sbp`: the fast-payment link (shown as a QR code). */
export type Bank131SbpResponse = z.output<typeof bank131SbpResponse>;
/** `POST /fbinstant/purchase` (auth): the signed purchase from `FBInstant.payments.purchaseAsync`. */
export type FbInstantPurchaseRequest = z.input<typeof fbInstantPurchaseRequest>;
/** `POST /fbgames/purchase` (auth): the `signed_request` of Facebook's pay dialog (Web Games on Facebook). */
export type FbGamesPurchaseRequest = z.input<typeof fbGamesPurchaseRequest>;
/** Designed: `POST /native/inapp/validate/{Game}`, a store receipt from a native build. */
export type NativeInAppValidateRequest = z.input<typeof nativeInAppValidateRequest>;
/** Designed: whether the receipt was valid and the order it completed. */
export type NativeInAppValidateResponse = z.output<typeof nativeInAppValidateResponse>;
/** Query of `GET /native/status`. */
export type NativeStatusQuery = z.input<typeof nativeStatusQuery>;
/** Designed: what the native build may show for this account and country. */
export type NativeStatusResponse = z.output<typeof nativeStatusResponse>;
/** `POST /yandexgames/purchase/{Game}` (auth): the signed purchase data Yandex returned. */
export type YandexGamesPurchaseRequest = z.input<typeof yandexGamesPurchaseRequest>;
/** The server's verdict per purchase; only verified ones may be consumed. */
export type YandexGamesPurchaseResponse = z.output<typeof yandexGamesPurchaseResponse>;
/** `POST /yandexgames/redeem-bonus` (auth). */
export type YandexGamesRedeemBonusRequest = z.input<typeof yandexGamesRedeemBonusRequest>;
/** Redeemed bonus records. `SucccessData` (three c) is the wire name as the spec writes it. */
export type YandexGamesRedeemBonusResponse = z.output<typeof yandexGamesRedeemBonusResponse>;
