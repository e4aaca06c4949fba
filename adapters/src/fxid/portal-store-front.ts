import type { AdapterHandler, AdapterHost } from '@playport/host/adapter-kit';
import type { ApiClient } from '@playport/host/api';
import { methodSchemas } from '@playport/sdk/protocol';
import { unexpectedAnswer } from './portal-session.js';

const storeFront = methodSchemas.DefaultStoreFront.result;
const PATH = '/store/store_data';

type Json = Record<string, unknown>;

/** One server product as the protocol's product: localized text first, the display price where the storefront has one. */
function toProduct(product: Json, prices: Json): unknown {
  const price = (prices[String(product.Sku)] ?? null) as Json | null;
  return {
    sku: product.Sku,
    name: product.LocalizedProductName || product.ProductName,
    description: product.LocalizedProductDescription || product.ProductDescription || '',
    price: typeof price?.Price === 'number' ? price.Price : product.Price,
    currency: typeof price?.Currency === 'string' ? price.Currency : product.Currency,
    usdPrice: product.UsdPrice ?? null,
    imageUrl: product.ImageUrl ?? product.IconUrl ?? null,
  };
}

/**
 * DefaultStoreFront on the portal adapter: the game's products from the portal's storefront
 * (`/store/store_data`, platform FxId, in the page's language), for anyone, signed in or not. An
 * answer that does not have the storefront's shape fails with `Unknown`; an API failure keeps its
 * `ApiError`.
 *
 * @example `methods: { DefaultStoreFront: createPortalStoreFront(host, portalApi(host)) }`
 */
export function createPortalStoreFront(host: AdapterHost, api: ApiClient): AdapterHandler<'DefaultStoreFront'> {
  return async () => {
    const locale = host.context.window.document?.documentElement?.lang || null;
    const answer = (await api.store.storeData({
      Game: host.game,
      WebPublishingPlatform: 'FxId',
      Locale: locale,
    })) as unknown;
    const data = (answer && typeof answer === 'object' ? answer : {}) as Json;
    const products = data.Products;
    const prices = (data.Prices && typeof data.Prices === 'object' ? data.Prices : {}) as Json;
    const parsed = storeFront.safeParse({
      currency: typeof data.Currency === 'string' ? data.Currency : null,
      products: Array.isArray(products)
        ? products.map((p: unknown) => (p && typeof p === 'object' ? toProduct(p as Json, prices) : p))
        : products,
    });
    if (!parsed.success) throw unexpectedAnswer('DefaultStoreFront', PATH);
    return parsed.data;
  };
}
