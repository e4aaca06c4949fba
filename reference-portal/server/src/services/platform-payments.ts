import { and, eq } from 'drizzle-orm';
import { orders } from '../db/schema';
import { ApiError, ErrorCode } from '../http/api-error';
import type { Deps } from '../http/app-env';
import { completeOrder, transitionOrder } from './order-machine';
import { orderPlatformSku, type OrderRow } from './orders';

/** The platforms that report their payments to this server, as their orders' `platform`. */
export type NotifyingPlatform =
  | 'VkontakteCom'
  | 'Odnoklassniki'
  | 'Telegram'
  | 'FacebookInstantGames'
  | 'Kongregate'
  | 'VkontaktePlay'
  | 'AbsoluteGames'
  | 'WizQ'
  | 'FacebookGames';

/** Why a platform's payment notification is refused; each platform maps it onto its own error format. */
export type RefusalReason = 'UnknownOrder' | 'Mismatch' | 'NotPayable';

/** A refused notification: nothing changed. `reason` picks the platform's own error code. */
export class PaymentRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentRefusal';
  }
}

/** What a platform says was paid, read from its verified notification. */
export interface PlatformPayment {
  readonly platform: NotifyingPlatform;
  /** The platform's own id of the payment: one order per id, for ever. */
  readonly transactionId: string;
  /** This server's order id, as the platform hands it back (item, extra attributes, invoice payload…). */
  readonly orderId: string;
  /** The product the platform charged for, when it says (checked against the order). */
  readonly sku?: string;
  /** The amount charged in the platform's currency (checked against the order's price). */
  readonly amount?: number;
  readonly currency?: string;
  /** The order_events source of the payment. */
  readonly source: string;
  /** A platform's test payment (no money moved): the order is marked `test_payment`. */
  readonly test?: boolean;
  /** For payments a player's client hands in: the order must be this account's, of this game. */
  readonly owner?: { readonly accountId: string; readonly game: string };
}

/** The outcome of a granted payment: the completed order, and whether it was completed before. */
export interface Granted {
  readonly order: OrderRow;
  readonly replay: boolean;
}

const byTransaction = async (deps: Deps, platform: string, transactionId: string): Promise<OrderRow | undefined> =>
  (
    await deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.platform, platform), eq(orders.platformTransactionId, transactionId)))
      .limit(1)
  )[0];

/** The platform's order `orderId`, or a refusal: unknown to this server, or of another platform. */
export async function requirePlatformOrder(
  deps: Deps,
  platform: NotifyingPlatform,
  orderId: string,
): Promise<OrderRow> {
  const [order] =
    orderId.length <= 64
      ? await deps.db
          .select()
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.platform, platform)))
          .limit(1)
      : [];
  if (!order) throw new PaymentRefusal('UnknownOrder', `Unknown order ${orderId.slice(0, 64)}`);
  return order;
}

/** Whether the charged amount and currency are the order's price; a refusal if not. */
export function checkCharge(order: OrderRow, payment: Pick<PlatformPayment, 'sku' | 'amount' | 'currency'>): void {
  if (payment.sku !== undefined && payment.sku !== orderPlatformSku(order)) {
    throw new PaymentRefusal('Mismatch', `The payment is for ${payment.sku}, the order for ${orderPlatformSku(order)}`);
  }
  if (payment.amount !== undefined && payment.amount !== Number(order.price)) {
    throw new PaymentRefusal('Mismatch', `The payment is ${payment.amount}, the order costs ${Number(order.price)}`);
  }
  if (payment.currency !== undefined && payment.currency !== order.currency) {
    throw new PaymentRefusal('Mismatch', `The payment is in ${payment.currency}, the order in ${order.currency}`);
  }
}

/** Whether an order may still be paid: it waits for the payment (a player's optimistic cancel does not stop a real payment). */
export function checkPayable(order: OrderRow): void {
  if (order.status !== 'WaitingForPayment') throw new PaymentRefusal('NotPayable', `The order is ${order.status}`);
}

function replayOf(known: OrderRow, payment: PlatformPayment): Granted {
  if (payment.owner && (known.accountId !== payment.owner.accountId || known.game !== payment.owner.game)) {
    throw new PaymentRefusal('Mismatch', `The transaction ${payment.transactionId} paid another account's order`);
  }
  if (known.id !== payment.orderId)
    throw new PaymentRefusal('Mismatch', `The transaction ${payment.transactionId} paid another order`);
  return { order: known, replay: true };
}

/**
 * Grants a verified platform payment once. The platform's transaction id is recorded on the order in
 * the same transaction that completes it (unique per platform), so a replayed or duplicated
 * notification finds its order and answers the same without granting anything again; concurrent
 * deliveries race on the order's status and that index, and the losers read the winner's result.
 * Unknown orders, amount/currency/product mismatches and orders that are not waiting for payment are
 * refused with a {@link PaymentRefusal} and change nothing.
 */
export async function grantPlatformPayment(deps: Deps, payment: PlatformPayment): Promise<Granted> {
  const known = await byTransaction(deps, payment.platform, payment.transactionId);
  if (known) return replayOf(known, payment);
  const order = await requirePlatformOrder(deps, payment.platform, payment.orderId);
  // Another delivery of this payment may have committed between the two reads: the order carries its id.
  if (order.platformTransactionId === payment.transactionId) return replayOf(order, payment);
  if (payment.owner && (order.accountId !== payment.owner.accountId || order.game !== payment.owner.game)) {
    throw new PaymentRefusal('UnknownOrder', `Unknown order ${payment.orderId.slice(0, 64)}`);
  }
  checkCharge(order, payment);
  checkPayable(order);
  try {
    await completeOrder(deps.db, order.id, payment.source, 'delivery', deps.clock(), {
      platformTransactionId: payment.transactionId,
      ...(payment.test ? { testPayment: true } : {}),
    });
  } catch (err) {
    const winner = await byTransaction(deps, payment.platform, payment.transactionId);
    if (winner) return replayOf(winner, payment);
    if (err instanceof ApiError && err.code === ErrorCode.InvalidTransition) {
      throw new PaymentRefusal('NotPayable', 'The order was paid by another transaction meanwhile');
    }
    throw err;
  }
  const [done] = await deps.db.select().from(orders).where(eq(orders.id, order.id)).limit(1);
  return { order: done!, replay: false };
}

/** What a platform says was refunded: the payment (its transaction id) and the order it paid. */
export interface PlatformRefund {
  readonly platform: NotifyingPlatform;
  readonly transactionId: string;
  readonly orderId: string;
  /** The order_events source of the refund. */
  readonly source: string;
}

/**
 * Records a verified refund once: the order the refunded transaction paid moves to CancelledPaid
 * (one guarded move with its order_events row, in one transaction). A repeated or concurrent delivery
 * finds the order already CancelledPaid and answers `replay: true`, changing nothing. A transaction no
 * order of the platform carries, or one that paid another order than `orderId`, is refused.
 */
export async function refundPlatformPayment(deps: Deps, refund: PlatformRefund): Promise<Granted> {
  const order = await byTransaction(deps, refund.platform, refund.transactionId);
  if (!order) throw new PaymentRefusal('UnknownOrder', `No order was paid by ${refund.transactionId.slice(0, 64)}`);
  if (order.id !== refund.orderId)
    throw new PaymentRefusal('Mismatch', `The transaction ${refund.transactionId} paid another order`);
  if (order.status === 'CancelledPaid') return { order, replay: true };
  try {
    await transitionOrder(deps.db, order.id, 'CancelledPaid', refund.source, deps.clock());
  } catch (err) {
    if (!(err instanceof ApiError && err.code === ErrorCode.InvalidTransition)) throw err;
    const [now] = await deps.db.select().from(orders).where(eq(orders.id, order.id)).limit(1);
    if (now?.status === 'CancelledPaid') return { order: now, replay: true };
    throw new PaymentRefusal('NotPayable', `The order is ${now?.status ?? order.status}`);
  }
  const [done] = await deps.db.select().from(orders).where(eq(orders.id, order.id)).limit(1);
  return { order: done!, replay: false };
}

/** One log line per refused notification, with what the platform sent about it. */
export function logRefusal(deps: Deps, platform: string, err: PaymentRefusal, fields: Record<string, unknown>): void {
  deps.logger.warn({ platform, reason: err.reason, ...fields }, `${platform} payment refused: ${err.message}`);
}
