import type { MethodResult, OwnedPurchase } from '@playport/sdk/protocol';
import type { ApiClient } from '../api/create-api-client.js';
import { toPurchaseError } from './payment-error.js';

/** What the ledger needs: the portal API (with the player's session) and the game. */
export interface PurchaseLedgerOptions {
  readonly api: ApiClient;
  readonly game: string;
}

/** The portal's ledger of the player's purchases of one game, as GetPurchases and ConsumePurchase answer. */
export interface PurchaseLedger {
  /** The completed purchases the game has not consumed, oldest first. */
  list(): Promise<OwnedPurchase[]>;
  /** Consumes one purchase, once; consuming it again answers the same. */
  consume(transactionId: string): Promise<MethodResult<'ConsumePurchase'>>;
}

/**
 * Reads and consumes the player's purchases in the portal's ledger (`/store/get_purchases`,
 * `/store/consume_purchase`). Failures reach the game as a purchase's do (see `toPurchaseError`): a
 * server that cannot answer now is `Unavailable`, an unknown or refunded purchase `Unknown` with the
 * server's words ('Unknown purchase').
 *
 * @example
 * ```ts
 * const ledger = createPurchaseLedger({ api, game: host.game });
 * for (const p of await ledger.list()) await ledger.consume(p.transactionId);
 * ```
 */
export function createPurchaseLedger({ api, game }: PurchaseLedgerOptions): PurchaseLedger {
  return {
    async list() {
      const { Purchases } = await api.store.getPurchases({ Game: game }).catch((err: unknown) => {
        throw toPurchaseError(err);
      });
      return Purchases.map((p) => ({
        transactionId: p.TransactionId,
        sku: p.Sku,
        platform: p.Platform,
        platformTransactionId: p.PlatformTransactionId,
        developerPayload: p.DeveloperPayload,
        purchasedAt: p.CompletedAt,
      }));
    },
    async consume(transactionId) {
      const done = await api.store
        .consumePurchase({ Game: game, TransactionId: transactionId })
        .catch((err: unknown) => {
          throw toPurchaseError(err);
        });
      return { transactionId: done.TransactionId, sku: done.Sku, consumedAt: done.ConsumedAt };
    },
  };
}
