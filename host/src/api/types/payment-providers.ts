/** Hosted card form merchants. */
export type CardFormMerchant = 'Bank131' | 'SmartGLocal';

/** Provider blocks of the portal adapter's payment result; exactly one is set. */
export interface PaymentProviderBlocks {
  Xsolla?: { ConfirmationUrl: string; PaymentToken: string; Sandbox: boolean } | null;
  Yookassa?: { Redirect: boolean; ConfirmationUrl: string | null; ConfirmationToken: string | null } | null;
  Stripe?: { SessionClientSecret: string; PublishableKey: string } | null;
  MoneyMailRu?: { PaymentUri: string } | null;
  Aghanim?: { CheckoutUrl: string } | null;
  FacebookGames?: { ProductOgUrl: string } | null;
  /**
   * Designed: the hosted card and fast-payment form. `ConfirmationUrl` is the form page
   * (`/{token}?PublicId=…`) and `Token`/`PublicId` the values the `bank131` calls take.
   */
  Checkout?: { Merchant: CardFormMerchant; ConfirmationUrl: string; Token: string; PublicId: string } | null;
}

/** Platform blocks of the payment result, set for the adapter that made the order. */
export interface PlatformPaymentBlocks {
  Telegram?: { InvoiceUrl: string } | null;
  Odnoklassniki?: { ExtraAttributes: string } | null;
  YandexGames?: { StoreSpecificOrderProductSku: string } | null;
  FacebookInstantGames?: { StoreSpecificOrderProductSku: string } | null;
  AbsoluteGames?: { Token: string } | null;
  WizQ?: { SecuredOrderId: string } | null;
}
