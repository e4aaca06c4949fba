import { z } from 'zod';

/** Hosted card form merchants. */
export const cardFormMerchant = z.enum(['Bank131', 'SmartGLocal']);

/** Provider blocks of the portal adapter's payment result; exactly one is set. */
export const paymentProviderBlocks = z.object({
  Xsolla: z.object({ ConfirmationUrl: z.string(), PaymentToken: z.string(), Sandbox: z.boolean() }).nullish(),
  Yookassa: z
    .object({ Redirect: z.boolean(), ConfirmationUrl: z.string().nullable(), ConfirmationToken: z.string().nullable() })
    .nullish(),
  Stripe: z.object({ SessionClientSecret: z.string(), PublishableKey: z.string() }).nullish(),
  MoneyMailRu: z.object({ PaymentUri: z.string() }).nullish(),
  Aghanim: z.object({ CheckoutUrl: z.string() }).nullish(),
  FacebookGames: z.object({ ProductOgUrl: z.string() }).nullish(),
  /**
   * Designed: the hosted card and fast-payment form. `ConfirmationUrl` is the form page
   * (`/{token}?PublicId=…`) and `Token`/`PublicId` the values the `bank131` calls take.
   */
  Checkout: z
    .object({ Merchant: cardFormMerchant, ConfirmationUrl: z.string(), Token: z.string(), PublicId: z.string() })
    .nullish(),
});

/** Platform blocks of the payment result, set for the adapter that made the order. */
export const platformPaymentBlocks = z.object({
  Telegram: z.object({ InvoiceUrl: z.string() }).nullish(),
  Odnoklassniki: z.object({ ExtraAttributes: z.string() }).nullish(),
  YandexGames: z.object({ StoreSpecificOrderProductSku: z.string() }).nullish(),
  FacebookInstantGames: z.object({ StoreSpecificOrderProductSku: z.string() }).nullish(),
  AbsoluteGames: z.object({ Token: z.string() }).nullish(),
  WizQ: z.object({ SecuredOrderId: z.string() }).nullish(),
});

/** Hosted card form merchants. */
export type CardFormMerchant = z.output<typeof cardFormMerchant>;
/** Provider blocks of the portal adapter's payment result; exactly one is set. */
export type PaymentProviderBlocks = z.output<typeof paymentProviderBlocks>;
/** Platform blocks of the payment result, set for the adapter that made the order. */
export type PlatformPaymentBlocks = z.output<typeof platformPaymentBlocks>;
