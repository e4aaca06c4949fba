import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { products } from '../db/schema';
import { ApiError, ErrorCode } from '../http/api-error';

export type ProductRow = typeof products.$inferSelect;

export async function requireProduct(db: Db, game: string, sku: string): Promise<ProductRow> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.game, game), eq(products.sku, sku)))
    .limit(1);
  if (!row) throw new ApiError(404, ErrorCode.UnknownProduct, `Unknown product ${sku}`);
  return row;
}

/** Every product of the game. */
export async function productsOf(db: Db, game: string): Promise<ProductRow[]> {
  return db.select().from(products).where(eq(products.game, game));
}

/** The skus of the game's products. */
export async function productSkusOf(db: Db, game: string): Promise<{ sku: string }[]> {
  return db.select({ sku: products.sku }).from(products).where(eq(products.game, game));
}

const pick = (texts: Record<string, string>, locale: string | null | undefined) =>
  (locale && texts[locale]) ?? texts.en ?? Object.values(texts)[0] ?? null;

/** A product as the store shows it (`Product` of the host's types), localised. */
export function productView(p: ProductRow, locale?: string | null) {
  return {
    Sku: p.sku,
    ProductName: p.names.en ?? p.sku,
    ProductDescription: p.descriptions.en ?? null,
    LocalizedProductName: pick(p.names, locale),
    LocalizedProductDescription: pick(p.descriptions, locale),
    ProductType: p.productType,
    Labels: p.labels,
    Payload: null,
    Quantity: p.quantity,
    ImageUrl: p.imageUrl,
    IconUrl: p.iconUrl,
    ShowInWebStore: p.showInWebStore,
    RequiresDryRun: p.requiresDryRun,
    Price: Number(p.price),
    Currency: p.currency,
    UsdPrice: Number(p.usdPrice),
    Game: p.game,
    GameId: p.game,
    TieredProducts: null,
  };
}

/** Display price data; `LocalizedPrice` uses the locale's currency format. */
export function priceData(price: number, currency: string, locale?: string | null) {
  let LocalizedPrice: string;
  try {
    LocalizedPrice = new Intl.NumberFormat(locale ?? 'en', { style: 'currency', currency }).format(price);
  } catch {
    LocalizedPrice = `${price.toFixed(2)} ${currency}`;
  }
  return { Price: price, Currency: currency, CurrencyIso4217: currency, LocalizedPrice };
}

/**
 * The platforms that charge in their own currency, and that currency: VK votes, OK's "OK",
 * Telegram Stars and Kongregate's Kreds. A product sold there carries its price in `platformPrices`.
 */
export const OWN_CURRENCY_PLATFORMS: Readonly<Record<string, string>> = Object.freeze({
  VkontakteCom: 'VOTE',
  Odnoklassniki: 'OK',
  Telegram: 'XTR',
  Kongregate: 'KRED',
});

/**
 * The price an order on `platform` charges: the platform's own price for the platforms of
 * {@link OWN_CURRENCY_PLATFORMS} (a whole positive amount in the platform's currency; 404
 * UnknownProduct when the product has none), VK Play's in the requested currency, else the
 * product's price.
 */
export function platformPrice(
  p: ProductRow,
  platform: string,
  requestedCurrency?: string | null,
): { Price: number; Currency: string } {
  // VK Play charges in the currency the game asks for (create_payment's `Currency`): the product's
  // own price when it is in that currency, else its VK Play price in it.
  if (platform === 'VkontaktePlay' && requestedCurrency && requestedCurrency !== p.currency) {
    const own = p.platformPrices.VkontaktePlay;
    if (own?.Currency !== requestedCurrency || !(own.Price > 0)) {
      throw new ApiError(
        404,
        ErrorCode.UnknownProduct,
        `Product ${p.sku} has no ${requestedCurrency} price on VkontaktePlay`,
      );
    }
    return { Price: own.Price, Currency: own.Currency };
  }
  const currency = OWN_CURRENCY_PLATFORMS[platform];
  if (!currency) return { Price: Number(p.price), Currency: p.currency };
  const own = p.platformPrices[platform];
  if (!own || own.Currency !== currency || !Number.isInteger(own.Price) || own.Price <= 0) {
    throw new ApiError(404, ErrorCode.UnknownProduct, `Product ${p.sku} has no ${platform} price`);
  }
  return { Price: own.Price, Currency: own.Currency };
}

/** The product's id in the platform's own catalog (`platformSkus`), else its Sku. */
export const platformSku = (p: ProductRow, platform: string): string => p.platformSkus[platform] ?? p.sku;
