import { createInGameEvents, type AdapterHandler, type AdapterHost } from '@playport/host/adapter-kit';
import type { ApiClient } from '@playport/host/api';
import { createPortalDocuments } from '../fxid/portal-documents.js';
import { createPortalSupport } from '../fxid/portal-support.js';
import { startPlatformAnalytics, type PlatformSinks } from './platform-analytics.js';
import { createPortalConsent } from './portal-consent.js';
import { createPortalPurchases, type SettlePlatformPurchases } from './portal-purchases.js';

/** The portal's services as protocol methods. */
export interface PortalServiceMethods {
  StatInitialize: AdapterHandler<'StatInitialize'>;
  StatEvent: AdapterHandler<'StatEvent'>;
  GoogleTagManagerPushToDataLayer: AdapterHandler<'GoogleTagManagerPushToDataLayer'>;
  SendInGameEvent: AdapterHandler<'SendInGameEvent'>;
  GetGameDocuments: AdapterHandler<'GetGameDocuments'>;
  GetAccountDocuments: AdapterHandler<'GetAccountDocuments'>;
  AcceptAccountDocument: AdapterHandler<'AcceptAccountDocument'>;
  CreateSupportRequest: AdapterHandler<'CreateSupportRequest'>;
  ConsentManagerStatus: AdapterHandler<'ConsentManagerStatus'>;
  GetPurchases: AdapterHandler<'GetPurchases'>;
  ConsumePurchase: AdapterHandler<'ConsumePurchase'>;
  ProgressionEvent: AdapterHandler<'ProgressionEvent'>;
}

/** The portal's services of a started platform adapter. */
export interface PortalServices {
  readonly methods: PortalServiceMethods;
  destroy(): void;
}

/**
 * Starts the portal's own services for the game, which work under every platform adapter once the
 * player is signed in to the portal (every platform adapter signs in through
 * `authenticate_from_social`): analytics routed by the game config (StatInitialize, StatEvent, the
 * data layer, ProgressionEvent, with the platform's own sink when it has one), cross-play in-game events, legal
 * documents, support requests, and the consent of the portal account (`ConsentManagerStatus` and the
 * `ConsentStatus` event, see `createPortalConsent`), and restoring purchases from the portal's ledger
 * (GetPurchases, ConsumePurchase; `settlePurchases` first settles the platform's own list of unfinished
 * purchases where it has one, see `createPortalPurchases`). No platform SDK of ours reports a consent of its
 * own, so the portal's is the only one. Methods that need a signed-in player answer NotSupported
 * without one, as on the portal adapter.
 *
 * @example
 * ```ts
 * const services = startPortalServices(host, api, 'ok');
 * return { methods: { ...services.methods, ...platformMethods }, destroy: () => services.destroy() };
 * ```
 */
export function startPortalServices(
  host: AdapterHost,
  api: ApiClient,
  adapter: string,
  sinks?: PlatformSinks,
  settlePurchases?: SettlePlatformPurchases,
): PortalServices {
  const analytics = startPlatformAnalytics(host, api, sinks);
  const inGameEvents = createInGameEvents({ context: host.context, api, game: host.game });
  const documents = createPortalDocuments(host, api);
  const support = createPortalSupport(host, api, adapter);
  const consent = createPortalConsent(host, api);
  const purchases = createPortalPurchases(host, api, settlePurchases);
  return {
    methods: {
      ...analytics.methods,
      SendInGameEvent: async (params) => inGameEvents.send(params),
      GetGameDocuments: documents.methods.GetGameDocuments,
      GetAccountDocuments: documents.methods.GetAccountDocuments,
      AcceptAccountDocument: documents.methods.AcceptAccountDocument,
      CreateSupportRequest: support.methods.CreateSupportRequest,
      ConsentManagerStatus: consent.ConsentManagerStatus,
      ...purchases,
    },
    destroy() {
      analytics.destroy();
      consent.destroy();
    },
  };
}
