import { and, eq } from 'drizzle-orm';
import { orders } from '../db/schema';
import { ApiError, ErrorCode, notFound } from '../http/api-error';
import type { Deps } from '../http/app-env';
import { completeOrder } from './order-machine';
import { orderPlatformSku, type OrderRow } from './orders';

const PLATFORM = 'YandexGames';

/** The documented fields of a signed Yandex purchase (see adapters/src/yandex/README.md). */
export interface YandexSignedPurchase {
  readonly token: string;
  readonly productId: string;
  readonly developerPayload: string | null;
}

/** The purchase's documented fields, or null when the signed `data` is not a purchase. */
export function readYandexPurchase(data: unknown): YandexSignedPurchase | null {
  const p = data as { token?: unknown; product?: { id?: unknown } | null; developerPayload?: unknown } | null;
  if (typeof p?.token !== 'string' || !p.token || p.token.length > 256) return null;
  if (typeof p.product?.id !== 'string' || !p.product.id) return null;
  return {
    token: p.token,
    productId: p.product.id,
    developerPayload: typeof p.developerPayload === 'string' ? p.developerPayload : null,
  };
}

const byToken = async (deps: Deps, token: string): Promise<OrderRow | undefined> =>
  (
    await deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.platform, PLATFORM), eq(orders.platformTransactionId, token)))
      .limit(1)
  )[0];

/**
 * A purchase already recorded: granted again only for its own order (the signed developerPayload),
 * account and game; refused for anyone else, and refused for another order, which it never paid.
 */
function recorded(order: OrderRow, accountId: string, game: string, purchase: YandexSignedPurchase): true {
  if (order.accountId !== accountId || order.game !== game || order.status !== 'Completed') {
    throw new ApiError(409, ErrorCode.PurchaseMismatch, 'The purchase belongs to another order');
  }
  if (purchase.developerPayload !== order.id) {
    throw new ApiError(409, ErrorCode.PurchaseMismatch, 'The purchase token was already used for another order');
  }
  return true;
}

/**
 * Grants a verified Yandex purchase once: the order named by `developerPayload` (the caller's own
 * YandexGames order of this game, for the same product) is completed with the purchase token as its
 * platform transaction id. The same purchase again answers the same (true) without granting more, and
 * its token presented for another order is refused (409 PurchaseMismatch);
 * concurrent sends race on the order's status and on the unique (platform, transaction id) index,
 * and the losers read the winner's result. Refusals are coded ApiErrors and change nothing.
 */
export async function grantYandexPurchase(
  deps: Deps,
  accountId: string,
  game: string,
  purchase: YandexSignedPurchase,
): Promise<true> {
  const known = await byToken(deps, purchase.token);
  if (known) return recorded(known, accountId, game, purchase);
  if (!purchase.developerPayload) throw notFound('Unknown order');
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, purchase.developerPayload),
        eq(orders.accountId, accountId),
        eq(orders.game, game),
        eq(orders.platform, PLATFORM),
      ),
    )
    .limit(1);
  if (!order) throw notFound('Unknown order');
  if (orderPlatformSku(order) !== purchase.productId) {
    throw new ApiError(
      409,
      ErrorCode.PurchaseMismatch,
      `The purchase is for ${purchase.productId}, the order for ${orderPlatformSku(order)}`,
    );
  }
  try {
    await completeOrder(deps.db, order.id, 'yandex_signed_purchase', 'delivery', deps.clock(), {
      platformTransactionId: purchase.token,
    });
  } catch (err) {
    // A concurrent send of the same purchase won; answer what it recorded.
    const winner = await byToken(deps, purchase.token);
    if (winner) return recorded(winner, accountId, game, purchase);
    throw err;
  }
  return true;
}
