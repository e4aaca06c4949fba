import { z } from 'zod';
import { platform } from './common.js';
import { ErrorCode } from './errors.js';
import { email, gameName, gameOnly, orderId, phone } from './fields.js';
import { area, get, post, operation, type ErrorOutcome } from './operation.js';
import { UNKNOWN_GAME } from './outcomes.js';
import { paymentProviderBlocks, platformPaymentBlocks } from './payment-providers.js';

const UNKNOWN_ORDER: ErrorOutcome = {
  status: 404,
  code: ErrorCode.NotFound,
  when: "no such order (another account's order is not revealed)",
};
const NOT_CREATED: ErrorOutcome = {
  status: 409,
  code: ErrorCode.InvalidTransition,
  when: 'the order is past Created (its personal info is set already)',
};

const OTHER_GAME: ErrorOutcome = {
  status: 403,
  code: ErrorCode.GameTokenScope,
  when: "a game token asks about another game's purchases",
};

/** A product's Sku, as the routes take it in a path or a body. */
const sku = z.string().min(1).max(128);
/** A session token carried in a body or a query (the redirect flows). */
const sessionToken = z.string().max(512);
/** An ISO 4217 currency code. */
const currencyCode = z.string().regex(/^[A-Z]{3}$/);

/** Every state an order goes through. */
export const orderStatus = z.enum([
  'Created',
  'WaitingForPayment',
  'PayedWaitingForSending',
  'CancelledPaid',
  'Cancelled',
  'Completed',
]);

/** The simple status of a hosted checkout (Aghanim). */
export const checkoutStatus = z.enum(['Created', 'Payed', 'Cancelled']);

/** What the client reports before the server confirms: the user finished or abandoned the payment. */
export const optimisticOrderStatus = z.enum(['Completed', 'Cancelled']);

/** How a provider's checkout is shown. */
export const embeddingType = z.enum(['Redirect', 'Embed']);

/** A price ready for display. */
export const priceData = z.object({
  Price: z.number(),
  Currency: z.string(),
  CurrencyIso4217: z.string(),
  LocalizedPrice: z.string(),
});

/** A product that is part of a tiered product. Designed shape. */
export const tieredProductPart = z.object({ Sku: z.string(), Quantity: z.number() });

/** A product of the store. `ProductType` is a designed free-form string (e.g. `Consumable`). */
export const product = z.object({
  Sku: z.string(),
  ProductName: z.string(),
  ProductDescription: z.string().nullable(),
  LocalizedProductName: z.string().nullable(),
  LocalizedProductDescription: z.string().nullable(),
  ProductType: z.string(),
  Labels: z.array(z.string()),
  Payload: z.string().nullable(),
  Quantity: z.number(),
  ImageUrl: z.string().nullable(),
  IconUrl: z.string().nullable(),
  ShowInWebStore: z.boolean(),
  RequiresDryRun: z.boolean(),
  Price: z.number(),
  Currency: z.string(),
  UsdPrice: z.number().nullable(),
  Game: z.string(),
  GameId: z.string(),
  TieredProducts: z.array(tieredProductPart).nullish(),
});

/** The product of an order, priced for this buyer. */
export const orderProduct = z.object({
  Sku: z.string(),
  Price: z.number(),
  UsdPrice: z.number().nullable(),
  Currency: z.string(),
  LocalizedProductName: z.string().nullable(),
  LocalizedProductDescription: z.string().nullable(),
  ImageUrl: z.string().nullable(),
  UsedTieredProducts: z.boolean().optional(),
  TieredProductsSku: z.array(z.string()).nullish(),
});

/** Whether the order needs an e-mail, and the default to offer. */
export const personalInfoRequirements = z.object({
  EmailRequirement: z.object({ IsRequired: z.boolean(), DefaultValue: z.string().nullable() }),
});

/**
 * The buyer's contact data for an order. Surrounding spaces are trimmed; a malformed e-mail is
 * refused with `invalid_email`, a malformed phone number with `invalid_phone_number`.
 */
export const orderPersonalInfo = z.object({
  Email: z.string().trim().pipe(email('invalid_email')),
  PhoneNumber: z.string().trim().pipe(phone('invalid_phone_number')).nullish(),
  IsAutoConfirm: z.boolean().default(false),
});

/** `POST /store/update-order-pi` (auth). Answered with no body (204). */
export const updateOrderPersonalInfoRequest = z.object({
  PublicOrderId: orderId,
  OrderPersonalInfo: orderPersonalInfo,
});

/** Designed: `POST /store/get_payment_status` (auth) and the Aghanim status ask about one order. */
export const publicOrderRequest = z.object({ PublicOrderId: orderId });

/**
 * `POST /store/create_payment` (auth). Platform blocks are added by the adapters that need them;
 * fields the server does not know are kept (the body is loose).
 */
export const createPaymentRequest = z
  .object({
    Token: sessionToken.nullish(),
    Game: gameName,
    Sku: sku,
    WebPublishingPlatform: platform,
    EmbeddingType: embeddingType.default('Embed'),
    ProductNameHint: z.string().max(256).nullish(),
    ProductDescriptionHint: z.string().max(1024).nullish(),
    DeveloperPayload: z.object({ MerchantDeveloperPayload: z.string().max(4096) }).nullish(),
    CrazyGames: z.object({ AccessToken: z.string().min(1).max(8192) }).nullish(),
    /** VK Play: the store currency (default RUB). */
    Currency: currencyCode.nullish(),
    /** VK Play: the player's address and id; the server reads only `Currency`. */
    VkontaktePlay: z
      .object({ IpAddress: z.string().optional(), Uid: z.string().optional(), Currency: currencyCode.nullish() })
      .loose()
      .nullish(),
    /** AbsoluteGames: the player's current options, passed on as they are (the server does not read them). */
    AbsoluteGames: z
      .object({
        AppId: z.string().optional(),
        AuthKey: z.string().optional(),
        Debug: z.boolean().optional(),
        GameSid: z.string().optional(),
        PlayerId: z.string().optional(),
        Guest: z.boolean().optional(),
        Invite: z.string().nullish(),
      })
      .loose()
      .nullish(),
  })
  .loose();

/**
 * The created order and how to pay it. `TransactionId` is the order's public id: the value later
 * calls take as `PublicOrderId`. For the portal adapter exactly one provider block is set.
 */
export const createPaymentResponse = z.object({
  TransactionId: z.string(),
  OrderPrice: z.number().nullish(),
  OrderProduct: orderProduct,
  PersonalInfoRequirements: personalInfoRequirements.nullable(),
  ...paymentProviderBlocks.shape,
  ...platformPaymentBlocks.shape,
});

/** An order as the status pages show it; the answer of `get_payment_status`. */
export const orderStatusView = z.object({
  Status: orderStatus,
  OrderProducts: z.object({ MainProduct: orderProduct, AdditionalProducts: z.array(orderProduct) }),
  TotalPrice: priceData,
  Game: z.string(),
});

/**
 * Designed: a completed purchase the game has not consumed yet. `TransactionId` is the order's public
 * id (the `TransactionId` of `create_payment`); `PlatformTransactionId` the platform's own, when paid there.
 */
export const unconsumedPurchase = z.object({
  TransactionId: z.string(),
  Sku: z.string(),
  Platform: z.string(),
  PlatformTransactionId: z.string().nullable(),
  DeveloperPayload: z.string().nullable(),
  CompletedAt: z.string(),
});

/** Designed: `POST /store/consume_purchase` (auth). */
export const consumePurchaseRequest = z.object({ Game: gameName, TransactionId: orderId });

/** Designed: the consumed purchase; the same answer however often it is consumed. */
export const consumedPurchase = z.object({ TransactionId: z.string(), Sku: z.string(), ConsumedAt: z.string() });

/** Orders and payments of the web store (`/store/*`). */
export const storeContract = area('store', {
  createPayment: operation(post('/store/create_payment', 'auth'), {
    summary: "Creates an order and the provider's payment for it.",
    body: createPaymentRequest,
    response: createPaymentResponse,
    errors: [
      UNKNOWN_GAME,
      { status: 404, code: ErrorCode.UnknownProduct, when: 'no such product, or none priced for the platform' },
      { status: 403, code: ErrorCode.Forbidden, when: 'a guest on a platform that needs a registered player' },
      { status: 503, code: ErrorCode.NotConfigured, when: 'no payment provider for the platform' },
    ],
  }),
  createPaymentWithRedirectUrl: operation(get('/store/create_payment_with_redirect/{Game}/{Sku}', 'url'), {
    summary:
      "Creates an order for the query's session token and redirects (302) to the personal-info page or the provider.",
    params: z.object({ Game: gameName, Sku: sku }),
    query: z.object({
      Token: sessionToken.min(1),
      Currency: z.string().max(8).optional(),
      Country: z.string().max(3).optional(),
      CountryHint: z.string().max(3).optional(),
      WebPublishingPlatform: platform.default('FxId'),
      DeveloperPayload: z.string().max(4096).optional(),
      ProductNameHint: z.string().max(256).optional(),
      ProductDescriptionHint: z.string().max(1024).optional(),
    }),
    errors: [
      UNKNOWN_GAME,
      { status: 401, code: ErrorCode.Unauthorized, when: 'the token is invalid or expired' },
      { status: 404, code: ErrorCode.UnknownProduct, when: 'no such product' },
    ],
  }),
  updateOrderPersonalInfo: operation(post('/store/update-order-pi', 'auth', 'void'), {
    summary: "Sets the buyer's e-mail and phone on an order still Created; answers 204.",
    body: updateOrderPersonalInfoRequest,
    errors: [UNKNOWN_ORDER, NOT_CREATED],
  }),
  continueRedirectWithPersonalInfo: operation(post('/store/continue_redirect_with_pi'), {
    summary:
      "Sets the personal info in the redirect flow (the bearer or the body's Token) and answers the provider's URL.",
    body: updateOrderPersonalInfoRequest.extend({ Token: sessionToken.nullish() }),
    response: z.object({ RedirectUri: z.string() }),
    errors: [UNKNOWN_ORDER, NOT_CREATED],
  }),
  setOptimisticOrderStatus: operation(post('/store/set-optimistic-order-status', 'auth', 'void'), {
    summary:
      'Records what the client saw (Completed or Cancelled); cancels an order that never reached a provider. Answers 204.',
    body: z.object({ PublicOrderId: orderId, Status: optimisticOrderStatus }),
    errors: [UNKNOWN_ORDER],
  }),
  getPaymentStatus: operation(post('/store/get_payment_status', 'auth', 'read'), {
    summary: "The order's status view (a paid order left undelivered is delivered first).",
    body: publicOrderRequest,
    response: orderStatusView,
    errors: [
      UNKNOWN_ORDER,
      { status: 403, code: ErrorCode.GameTokenScope, when: "a game token asks about another game's order" },
    ],
  }),
  merchantPaymentCompleted: operation(post('/store/merchant_payment_completed'), {
    summary: "The order a merchant page's token belongs to; Success false when the token is unknown.",
    body: z.object({ Token: z.string().min(1).max(512) }),
    response: z.object({
      Success: z.boolean(),
      PublicOrderId: z.string().nullable(),
      Status: orderStatus.nullable(),
      Game: z.string().nullable(),
      RedirectUri: z.string().nullable(),
    }),
  }),
  checkBuyProducts: operation(post('/store/check-buy-products', 'auth', 'read'), {
    summary: 'Whether the account may buy each Sku now; Reason UnknownProduct or GuestNotAllowed when not.',
    body: z.object({ Game: gameName, Skus: z.array(sku).min(1).max(100) }),
    response: z.object({
      Products: z.array(z.object({ Sku: z.string(), CanBuy: z.boolean(), Reason: z.string().nullable() })),
    }),
    errors: [
      UNKNOWN_GAME,
      { status: 403, code: ErrorCode.GameTokenScope, when: 'a game token asks about another game' },
    ],
  }),
  storeAvailability: operation(post('/store/store_availability', 'read'), {
    summary: 'Whether the store opens for the game and platform; Reason StoreDisabled or PlatformNotSupported.',
    body: gameOnly.extend({ WebPublishingPlatform: platform, Country: z.string().max(3).nullish() }),
    response: z.object({ Available: z.boolean(), Reason: z.string().nullable() }),
    errors: [UNKNOWN_GAME],
  }),
  storeData: operation(post('/store/store_data', 'read'), {
    summary: 'The storefront: the products shown on the platform, cheapest first, with display prices by Sku.',
    body: gameOnly.extend({
      WebPublishingPlatform: platform,
      Currency: z.string().max(8).nullish(),
      Locale: z.string().max(16).nullish(),
      /** Designed: a string map. */
      StoreAdditionalData: z.record(z.string(), z.string().max(1024)).nullish(),
    }),
    response: z.object({
      Game: z.string(),
      Currency: z.string(),
      Products: z.array(product),
      Prices: z.record(z.string(), priceData),
    }),
    errors: [UNKNOWN_GAME],
  }),
  getPurchases: operation(post('/store/get_purchases', 'auth', 'read'), {
    summary: "The account's completed, unconsumed purchases of the game, oldest first (a refunded one is not listed).",
    body: gameOnly,
    response: z.object({ Purchases: z.array(unconsumedPurchase) }),
    errors: [UNKNOWN_GAME, OTHER_GAME],
  }),
  consumePurchase: operation(post('/store/consume_purchase', 'auth'), {
    summary:
      'Marks a completed purchase consumed, once: consuming it again answers the same ConsumedAt and changes nothing.',
    body: consumePurchaseRequest,
    response: consumedPurchase,
    errors: [
      {
        status: 404,
        code: ErrorCode.NotFound,
        when: "no completed purchase of the game has that id (another account's is not revealed)",
      },
      { status: 409, code: ErrorCode.InvalidTransition, when: 'the purchase was refunded before it was consumed' },
      OTHER_GAME,
    ],
  }),
  aghanimPaymentStatus: operation(get('/store/aghanim/payment/status'), {
    summary: "The Aghanim checkout's status of an order; polled every second until Payed.",
    query: publicOrderRequest,
    response: z.object({ Status: checkoutStatus }),
    errors: [{ status: 404, code: ErrorCode.NotFound, when: 'no such order' }],
  }),
});

/** Every state an order goes through. */
export type OrderStatus = z.output<typeof orderStatus>;
/** The simple status of a hosted checkout (Aghanim). */
export type CheckoutStatus = z.output<typeof checkoutStatus>;
/** What the client reports before the server confirms: the user finished or abandoned the payment. */
export type OptimisticOrderStatus = z.output<typeof optimisticOrderStatus>;
/** How a provider's checkout is shown. */
export type EmbeddingType = z.output<typeof embeddingType>;
/** A price ready for display. */
export type PriceData = z.output<typeof priceData>;
/** A product that is part of a tiered product. Designed shape. */
export type TieredProductPart = z.output<typeof tieredProductPart>;
/** A product of the store. `ProductType` is a designed free-form string (e.g. `Consumable`). */
export type Product = z.output<typeof product>;
/**
 * `POST /store/create_payment` (auth). Platform blocks are added by the adapters that need them.
 *
 * @example `{ Game: 'hello-game', Sku: 'gems_100', WebPublishingPlatform: 'FxId', EmbeddingType: 'Embed' }`
 */
export type CreatePaymentRequest = z.input<typeof createPaymentRequest>;
/** The product of an order, priced for this buyer. */
export type OrderProduct = z.output<typeof orderProduct>;
/** Whether the order needs an e-mail, and the default to offer. */
export type PersonalInfoRequirements = z.output<typeof personalInfoRequirements>;
/**
 * The created order and how to pay it. `TransactionId` is the order's public id: the value later
 * calls take as `PublicOrderId`. For the portal adapter exactly one provider block is set.
 */
export type CreatePaymentResponse = z.output<typeof createPaymentResponse>;
/** The buyer's contact data for an order. */
export type OrderPersonalInfo = z.input<typeof orderPersonalInfo>;
/** `POST /store/update-order-pi` (auth). Answered with no body (204). */
export type UpdateOrderPersonalInfoRequest = z.input<typeof updateOrderPersonalInfoRequest>;
/**
 * Designed: `POST /store/continue_redirect_with_pi`, sent by `/Store/ContinueWithPI` in the redirect
 * flow. `Token` is the session token carried by the redirect (the page may have no stored session).
 */
export type ContinueRedirectWithPersonalInfoRequest = z.input<
  typeof storeContract.continueRedirectWithPersonalInfo.body
>;
/** Designed: where to send the browser next (the provider's checkout). */
export type RedirectResponse = z.output<typeof storeContract.continueRedirectWithPersonalInfo.response>;
/** `POST /store/set-optimistic-order-status` (auth); the answer is not read. */
export type SetOptimisticOrderStatusRequest = z.input<typeof storeContract.setOptimisticOrderStatus.body>;
/** Designed: `POST /store/get_payment_status` (auth) and the Aghanim status ask about one order. */
export type PublicOrderRequest = z.input<typeof publicOrderRequest>;
/** An order as the status pages show it; the answer of `get_payment_status`. */
export type OrderStatusView = z.output<typeof orderStatusView>;
/** Designed: `POST /store/merchant_payment_completed`, from `/Store/MerchantPaymentCompleted/{token}`. */
export type MerchantPaymentCompletedRequest = z.input<typeof storeContract.merchantPaymentCompleted.body>;
/** Designed: the order the merchant finished, and where to go back to. */
export type MerchantPaymentCompletedResponse = z.output<typeof storeContract.merchantPaymentCompleted.response>;
/** Designed: `POST /store/check-buy-products` (auth): may the account buy these products now. */
export type CheckBuyProductsRequest = z.input<typeof storeContract.checkBuyProducts.body>;
/** Designed: one verdict per asked Sku; `Reason` is a short code when it may not. */
export type CheckBuyProductsResponse = z.output<typeof storeContract.checkBuyProducts.response>;
/** Designed: `POST /store/store_availability`. */
export type StoreAvailabilityRequest = z.input<typeof storeContract.storeAvailability.body>;
/** Designed: whether the store opens for this game and platform. */
export type StoreAvailabilityResponse = z.output<typeof storeContract.storeAvailability.response>;
/** `POST /store/store_data`. `StoreAdditionalData` is a designed string map. */
export type StoreDataRequest = z.input<typeof storeContract.storeData.body>;
/** Designed: the storefront with display prices keyed by Sku. */
export type StoreDataResponse = z.output<typeof storeContract.storeData.response>;
/** Query of `GET /store/create_payment_with_redirect/{Game}/{Sku}` (a browser navigation). */
export type CreatePaymentWithRedirectQuery = z.input<typeof storeContract.createPaymentWithRedirectUrl.query>;
/** Designed: a completed purchase the game has not consumed yet. */
export type UnconsumedPurchase = z.output<typeof unconsumedPurchase>;
/** Designed: `POST /store/get_purchases` (auth): the account's unconsumed purchases of one game. */
export type GetPurchasesRequest = z.input<typeof storeContract.getPurchases.body>;
/** Designed: the unconsumed purchases, oldest first. */
export type GetPurchasesResponse = z.output<typeof storeContract.getPurchases.response>;
/** Designed: `POST /store/consume_purchase` (auth). */
export type ConsumePurchaseRequest = z.input<typeof consumePurchaseRequest>;
/** Designed: the consumed purchase; the same answer however often it is consumed. */
export type ConsumedPurchase = z.output<typeof consumedPurchase>;
/** `GET /store/aghanim/payment/status`: the checkout status, polled every second. */
export type AghanimPaymentStatusResponse = z.output<typeof storeContract.aghanimPaymentStatus.response>;
