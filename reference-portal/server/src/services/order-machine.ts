import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orderEvents, orders } from '../db/schema';
import { orderTransitions } from '../ops/metrics';
import { ApiError, ErrorCode } from '../http/api-error';

export type OrderStatus =
  'Created' | 'WaitingForPayment' | 'PayedWaitingForSending' | 'CancelledPaid' | 'Cancelled' | 'Completed';

/**
 * The only moves an order may make. Created waits for personal info; WaitingForPayment waits for
 * the provider; money received waits for delivery; a paid order can only be refunded.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = Object.freeze({
  Created: ['WaitingForPayment', 'Cancelled'],
  WaitingForPayment: ['PayedWaitingForSending', 'Cancelled'],
  PayedWaitingForSending: ['Completed', 'CancelledPaid'],
  Completed: ['CancelledPaid'],
  Cancelled: [],
  CancelledPaid: [],
});

export const canTransition = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);

/** The simple checkout status (Aghanim polling) of an order status. */
export function checkoutStatus(status: string): 'Created' | 'Payed' | 'Cancelled' {
  if (status === 'PayedWaitingForSending' || status === 'Completed') return 'Payed';
  if (status === 'Cancelled' || status === 'CancelledPaid') return 'Cancelled';
  return 'Created';
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The order's columns a move may set together with its status. */
export type MoveFields = { platformTransactionId?: string; testPayment?: boolean };

/**
 * One move inside the caller's transaction, guarded by the current status in the same UPDATE so two
 * racing requests cannot both win, and recorded in order_events.
 */
async function moveOrder(tx: Tx, orderId: string, to: OrderStatus, source: string, now: Date, fields: MoveFields = {}) {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new ApiError(404, ErrorCode.NotFound, 'Unknown order');
  const from = order.status;
  if (!canTransition(from, to)) {
    throw new ApiError(409, ErrorCode.InvalidTransition, `An order cannot go from ${from} to ${to}`, {
      From: from,
      To: to,
    });
  }
  const moved = await tx
    .update(orders)
    .set({ status: to, updatedAt: now, ...fields })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (!moved.length) throw new ApiError(409, ErrorCode.InvalidTransition, 'The order changed meanwhile; try again');
  await tx.insert(orderEvents).values({ orderId, fromStatus: from, toStatus: to, source, createdAt: now });
  return { from, to, source };
}

type Move = Awaited<ReturnType<typeof moveOrder>>;
// Counted once the transaction committed, so a rolled-back move is not.
const counted = (moves: Move[]) => moves.forEach((m) => orderTransitions.inc(m));

/** Moves an order in its own transaction (see `moveOrder`). */
export async function transitionOrder(
  db: Db,
  orderId: string,
  to: OrderStatus,
  source: string,
  now: Date,
): Promise<void> {
  counted([await db.transaction((tx) => moveOrder(tx, orderId, to, source, now))]);
}

/**
 * Completes a paid order in ONE transaction: WaitingForPayment → PayedWaitingForSending (recorded
 * with `paidSource`, and `paid`: the platform's transaction id, whether it was a test payment, when
 * given) → Completed (with `deliverySource`), the product being delivered at once. Either both moves
 * happen or neither. A platform transaction id already used by another order of the platform fails
 * the transaction on the database's unique index.
 */
export async function completeOrder(
  db: Db,
  orderId: string,
  paidSource: string,
  deliverySource: string,
  now: Date,
  paid: MoveFields = {},
): Promise<void> {
  counted(
    await db.transaction(async (tx) => [
      await moveOrder(tx, orderId, 'PayedWaitingForSending', paidSource, now, paid),
      await moveOrder(tx, orderId, 'Completed', deliverySource, now),
    ]),
  );
}

/**
 * Delivers orders left paid but undelivered (`PayedWaitingForSending`, e.g. by a crash between the
 * two steps of an older server): all of them, or only `orderId`. Returns how many were completed.
 */
export async function finishPaidOrders(db: Db, now: Date, orderId?: string): Promise<number> {
  const stuck = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'PayedWaitingForSending'), ...(orderId ? [eq(orders.id, orderId)] : [])));
  let done = 0;
  for (const { id } of stuck) {
    try {
      await transitionOrder(db, id, 'Completed', 'recovery', now);
      done += 1;
    } catch (err) {
      // Another request finished it meanwhile.
      if (!(err instanceof ApiError && err.code === ErrorCode.InvalidTransition)) throw err;
    }
  }
  return done;
}
