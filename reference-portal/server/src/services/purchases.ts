import type { ConsumedPurchase, UnconsumedPurchase } from '@playport/api-contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders } from '../db/schema';
import { ApiError, ErrorCode, notFound } from '../http/api-error';

// When the order reached Completed: its order_events row, not `updated_at`, which later writes move.
// Written out with its table names: drizzle leaves the outer columns unqualified in a select list, where
// `id` would name the order event's own id.
const completedAt = sql<Date | string | null>`(select max(oe.created_at) from order_events oe
  where oe.order_id = orders.id and oe.to_status = 'Completed')`;

/**
 * The account's completed purchases of a game that the game has not consumed, oldest first. A refunded
 * order (CancelledPaid) is not Completed, so it is not listed; nor is one still being paid.
 */
export async function unconsumedPurchases(db: Db, accountId: string, game: string): Promise<UnconsumedPurchase[]> {
  const rows = await db
    .select({
      id: orders.id,
      sku: orders.sku,
      platform: orders.platform,
      platformTransactionId: orders.platformTransactionId,
      developerPayload: orders.developerPayload,
      createdAt: orders.createdAt,
      completedAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.accountId, accountId),
        eq(orders.game, game),
        eq(orders.status, 'Completed'),
        isNull(orders.consumedAt),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map((r) => ({
    TransactionId: r.id,
    Sku: r.sku,
    Platform: r.platform,
    PlatformTransactionId: r.platformTransactionId,
    DeveloperPayload: r.developerPayload,
    CompletedAt: new Date(r.completedAt ?? r.createdAt).toISOString(),
  }));
}

/**
 * Consumes one completed purchase of the account's game, exactly once: the UPDATE sets `consumed_at`
 * only while it is null, so of two racing calls one writes and both answer the stored time. 404 for an
 * id that is not this account's order of this game (another player's is not revealed); 409 for a
 * purchase refunded or not completed before it was consumed.
 */
export async function consumePurchase(
  db: Db,
  accountId: string,
  game: string,
  orderId: string,
  now: Date,
): Promise<ConsumedPurchase> {
  const own = and(eq(orders.id, orderId), eq(orders.accountId, accountId), eq(orders.game, game));
  await db
    .update(orders)
    .set({ consumedAt: now })
    .where(and(own, eq(orders.status, 'Completed'), isNull(orders.consumedAt)));
  const [row] = await db
    .select({ sku: orders.sku, status: orders.status, consumedAt: orders.consumedAt })
    .from(orders)
    .where(own)
    .limit(1);
  if (!row) throw notFound('Unknown purchase');
  if (!row.consumedAt) {
    throw new ApiError(409, ErrorCode.InvalidTransition, `A purchase in ${row.status} cannot be consumed`, {
      Status: row.status,
    });
  }
  return { TransactionId: orderId, Sku: row.sku, ConsumedAt: row.consumedAt.toISOString() };
}
