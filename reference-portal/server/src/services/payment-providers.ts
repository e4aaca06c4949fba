import type { Deps } from '../http/app-env';
import type { ProductRow } from './products';
import { hmacSha256 } from '../platforms/crypto';

/**
 * The provider or platform block of a payment result. `Sandbox` is the local hosted checkout and
 * answers as an Aghanim-style checkout (a URL plus status polling); `Bank131` is the hosted card form.
 */
export function paymentBlocks(deps: Deps, provider: string, orderId: string, merchantToken: string, product: ProductRow) {
  const base = deps.config.PUBLIC_URL;
  switch (provider) {
    case 'Sandbox':
      return { Aghanim: { CheckoutUrl: new URL(`/dev/sandbox-pay/${orderId}`, base).href } };
    case 'Bank131': {
      const url = new URL(`/${merchantToken}`, base);
      url.searchParams.set('PublicId', orderId);
      return { Checkout: { Merchant: 'Bank131', ConfirmationUrl: url.href, Token: merchantToken, PublicId: orderId } };
    }
    case 'Telegram':
      return { Telegram: { InvoiceUrl: new URL(`/dev/sandbox-pay/${orderId}?platform=Telegram`, base).href } };
    case 'Odnoklassniki':
      return { Odnoklassniki: { ExtraAttributes: JSON.stringify({ orderId }) } };
    case 'YandexGames':
      return { YandexGames: { StoreSpecificOrderProductSku: product.sku } };
    case 'FacebookInstantGames':
      return { FacebookInstantGames: { StoreSpecificOrderProductSku: product.sku } };
    case 'AbsoluteGames':
      return { AbsoluteGames: { Token: merchantToken } };
    case 'WizQ':
      return { WizQ: { SecuredOrderId: `${orderId}.${hmacSha256(deps.config.WIZQ_APP_SECRET, orderId).toString('hex')}` } };
    default:
      return {};
  }
}
