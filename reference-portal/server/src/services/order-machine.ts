import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orderEvents, orders } from '../db/schema';
import { ApiError, ErrorCode } from '../http/api-error';

export type OrderStatus = 'Created' | 'WaitingForPayment' | 'PayedWaitingForSending' | 'CancelledPaid' | 'Cancelled' | 'Completed';

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

/**
 * Moves an order, guarded by its current status in the same UPDATE so two racing requests cannot
 * both win, and records the move in order_events.
 */
export async function transitionOrder(db: Db, orderId: string, to: OrderStatus, source: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!order) throw new ApiError(404, ErrorCode.NotFound, 'Unknown order');
    const from = order.status as OrderStatus;
    if (!canTransition(from, to)) {
      throw new ApiError(409, ErrorCode.InvalidTransition, `An order cannot go from ${from} to ${to}`, { From: from, To: to });
    }
    const moved = await tx
      .update(orders)
      .set({ status: to, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, from)))
      .returning({ id: orders.id });
    if (!moved.length) throw new ApiError(409, ErrorCode.InvalidTransition, 'The order changed meanwhile; try again');
    await tx.insert(orderEvents).values({ orderId, fromStatus: from, toStatus: to, source, createdAt: now });
  });
}

/**
 * Completes a paid order: WaitingForPayment → PayedWaitingForSending (recorded with `paidSource`)
 * → Completed (with `deliverySource`), the product being delivered at once.
 */
export async function completeOrder(db: Db, orderId: string, paidSource: string, deliverySource: string, now: Date): Promise<void> {
  await transitionOrder(db, orderId, 'PayedWaitingForSending', paidSource, now);
  await transitionOrder(db, orderId, 'Completed', deliverySource, now);
}
