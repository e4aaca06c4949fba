import { createPurchaseLedger, type AdapterHandler, type AdapterHost } from '@playport/host/adapter-kit';
import type { ApiClient } from '@playport/host/api';
import { isSignedIn, requireSignedIn } from '../fxid/portal-session.js';

/**
 * Settles the platform's own list of paid but unfinished purchases into the portal's ledger (Yandex
 * `getPurchases`, FBInstant `getPurchasesAsync`): each is verified by the server, which completes its
 * order once, and then consumed on the platform. Resolves with how many it settled.
 */
export type SettlePlatformPurchases = () => Promise<number>;

/** GetPurchases and ConsumePurchase of a platform adapter. */
export interface PortalPurchaseMethods {
  GetPurchases: AdapterHandler<'GetPurchases'>;
  ConsumePurchase: AdapterHandler<'ConsumePurchase'>;
}

/**
 * Restoring purchases through the portal's ledger, under every adapter whose player signs in to the
 * portal. GetPurchases first settles the platform's own unfinished purchases when the platform has a
 * list of them (`settle`; a failure there is logged and the ledger still answers, since what the
 * server already holds is still the player's), then lists the ledger. A visitor who is not signed in
 * has no purchases: the list is empty and ConsumePurchase answers NotSupported ('The player is not
 * signed in to the portal') before any request.
 *
 * @example
 * ```ts
 * const purchases = createPortalPurchases(host, api, () => redeemUnprocessed(host, api, sdk));
 * ```
 */
export function createPortalPurchases(
  host: AdapterHost,
  api: ApiClient,
  settle?: SettlePlatformPurchases,
): PortalPurchaseMethods {
  const ledger = createPurchaseLedger({ api, game: host.game });
  return {
    GetPurchases: async () => {
      if (!isSignedIn(host)) return { purchases: [] };
      if (settle) await settle().catch((err: unknown) => host.context.log('warn', 'Platform purchases:', err));
      return { purchases: await ledger.list() };
    },
    ConsumePurchase: async ({ transactionId }) => {
      requireSignedIn(host, 'ConsumePurchase');
      return ledger.consume(transactionId);
    },
  };
}
