import type { Deps } from '../http/app-env';
import { platformSku, type ProductRow } from './products';
import { hmacSha256 } from '../crypto/digests';
import { platformSecret } from '../platforms/platform-secrets';
import { createStarsInvoiceLink } from '../platforms/telegram-bot-api';

/** The portal providers a game's Store flags may enable, in the order they are preferred. */
const STORE_PROVIDER_FLAGS = Object.freeze([
  ['XsollaEnabled', 'Xsolla'],
  ['YookassaEnabled', 'Yookassa'],
  ['StripeEnabled', 'Stripe'],
  ['MoneyMailRuEnabled', 'MoneyMailRu'],
  ['AghanimEnabled', 'Aghanim'],
  ['FacebookGamesEnabled', 'FacebookGames'],
  ['Bank131Enabled', 'Bank131'],
  ['SmartGLocalEnabled', 'SmartGLocal'],
] as const);

/** Providers that exist here only as local simulators (served from the payments origin). */
export const SIMULATED_PROVIDERS: readonly string[] = [
  'Sandbox',
  'Xsolla',
  'Yookassa',
  'Stripe',
  'MoneyMailRu',
  'Aghanim',
  'FacebookGames',
];

/** A game's Store settings: the provider flags, or an explicit `Provider`, else the sandbox. */
export function chooseProvider(store: Record<string, unknown>): string {
  const flagged = STORE_PROVIDER_FLAGS.find(([flag]) => store[flag] === true);
  if (flagged) return flagged[1];
  return typeof store.Provider === 'string' ? store.Provider : 'Sandbox';
}

/** The public Store switches (`StoreSwitches`): on for the provider that {@link chooseProvider} picks for these settings. */
export function storeSwitches(store: Record<string, unknown>) {
  const provider = chooseProvider(store);
  return {
    XsollaEnabled: provider === 'Xsolla',
    YookassaEnabled: provider === 'Yookassa',
    StripeEnabled: provider === 'Stripe',
  };
}

const PAGE_OF: Readonly<Record<string, string>> = {
  Xsolla: 'xsolla',
  Yookassa: 'yookassa',
  MoneyMailRu: 'moneymailru',
  Aghanim: 'aghanim',
};

/** A simulated provider's pay page for an order, on the payments origin. */
const payPageUrl = (deps: Deps, page: string, orderId: string) =>
  new URL(`/pay/${page}/${encodeURIComponent(orderId)}`, deps.config.paymentsOrigin).href;

/** Where a browser goes to pay an order of a simulated provider in the redirect flow; null for the others. */
export function providerPageUrl(deps: Deps, provider: string, orderId: string): string | null {
  const page = PAGE_OF[provider];
  return page ? payPageUrl(deps, page, orderId) : null;
}

/** Everything a provider block is built from. */
export interface BlockInput {
  readonly provider: string;
  readonly orderId: string;
  readonly merchantToken: string;
  readonly product: ProductRow;
  /** What the order charges on its platform (Stars for Telegram). */
  readonly charge: { readonly Price: number; readonly Currency: string };
  /** The product's name as the order shows it. */
  readonly title: string | null;
  readonly embeddingType: 'Redirect' | 'Embed';
}

/**
 * The provider or platform block of a payment result. `Sandbox` is the API's own hosted checkout and
 * answers as an Aghanim-style checkout (a URL plus status polling); the portal providers point at
 * their simulators on the payments origin; `Bank131` / `SmartGLocal` at the portal's card form page.
 */
export async function paymentBlocks(deps: Deps, input: BlockInput) {
  const { provider, orderId, merchantToken, product } = input;
  const base = deps.config.PUBLIC_URL;
  const pay = (page: string) => payPageUrl(deps, page, orderId);
  switch (provider) {
    case 'Sandbox':
      return { Aghanim: { CheckoutUrl: new URL(`/dev/sandbox-pay/${orderId}`, base).href } };
    case 'Xsolla':
      return { Xsolla: { ConfirmationUrl: pay('xsolla'), PaymentToken: `xs-local-${orderId}`, Sandbox: true } };
    case 'Yookassa':
      return {
        Yookassa: {
          Redirect: input.embeddingType === 'Redirect',
          ConfirmationUrl: pay('yookassa'),
          ConfirmationToken: `ct-local-${orderId}`,
        },
      };
    case 'Stripe':
      return { Stripe: { SessionClientSecret: `cs_test_${orderId}_secret_local`, PublishableKey: 'pk_test_local' } };
    case 'MoneyMailRu':
      return { MoneyMailRu: { PaymentUri: pay('moneymailru') } };
    case 'Aghanim':
      return { Aghanim: { CheckoutUrl: pay('aghanim') } };
    case 'FacebookGames':
      return { FacebookGames: { ProductOgUrl: new URL(`/og/products/${product.game}/${product.sku}`, base).href } };
    case 'Bank131':
    case 'SmartGLocal': {
      const url = new URL(`/${merchantToken}`, base);
      url.searchParams.set('PublicId', orderId);
      return { Checkout: { Merchant: provider, ConfirmationUrl: url.href, Token: merchantToken, PublicId: orderId } };
    }
    case 'Telegram':
      return {
        Telegram: {
          InvoiceUrl: await createStarsInvoiceLink(deps, {
            orderId,
            title: input.title ?? product.sku,
            description: product.descriptions.en ?? input.title ?? product.sku,
            stars: input.charge.Price,
          }),
        },
      };
    case 'Odnoklassniki':
      return { Odnoklassniki: { ExtraAttributes: JSON.stringify({ orderId }) } };
    case 'YandexGames':
      return { YandexGames: { StoreSpecificOrderProductSku: platformSku(product, 'YandexGames') } };
    case 'FacebookInstantGames':
      return { FacebookInstantGames: { StoreSpecificOrderProductSku: platformSku(product, 'FacebookInstantGames') } };
    case 'AbsoluteGames':
      return { AbsoluteGames: { Token: merchantToken } };
    case 'WizQ':
      return {
        WizQ: {
          SecuredOrderId: `${orderId}.${hmacSha256(platformSecret(deps.config, 'WizQ'), orderId).toString('hex')}`,
        },
      };
    default:
      return {};
  }
}
