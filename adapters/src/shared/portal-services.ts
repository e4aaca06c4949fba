import { createInGameEvents, type AdapterHandler, type AdapterHost, type ApiClient, type InGameEvents } from '@playport/host';
import { createPortalDocuments } from '../fxid/portal-documents.js';
import { createPortalSupport } from '../fxid/portal-support.js';
import { initialized } from './initialized.js';
import { createPlatformAnalytics, type PlatformAnalytics } from './platform-analytics.js';
import { createPortalConsent } from './portal-consent.js';

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
}

/** The portal's services of a platform adapter, started in `init` and ended in `destroy`. */
export interface PortalServices {
  /**
   * Starts them for the game: analytics routed by the game config (with the platform's own sink when
   * it has one), cross-play in-game events, legal documents, support requests and the player's consent
   * through the portal API.
   */
  start(host: AdapterHost, api: ApiClient, sinks?: Parameters<PlatformAnalytics['start']>[2]): void;
  readonly methods: PortalServiceMethods;
  destroy(): void;
}

/**
 * The portal's own services, which work under every platform adapter once the player is signed in to
 * the portal (every platform adapter signs in through `authenticate_from_social`): analytics
 * (StatInitialize, StatEvent, the data layer), in-game events, documents, support requests, and the
 * consent of the portal account (`ConsentManagerStatus` and the `ConsentStatus` event, see
 * `createPortalConsent`). No platform SDK of ours reports a consent of its own, so the portal's is the
 * only one. Methods that need a signed-in player answer NotSupported without one, as on the portal adapter.
 *
 * @example
 * ```ts
 * const services = createPortalServices('ok');
 * // init:    services.start(host, api);
 * // methods: { ...services.methods, ...platformMethods }
 * // destroy: services.destroy();
 * ```
 */
export function createPortalServices(adapter: string): PortalServices {
  const analytics = createPlatformAnalytics();
  let inGameEvents: InGameEvents | null = null;
  let features: {
    documents: ReturnType<typeof createPortalDocuments>;
    support: ReturnType<typeof createPortalSupport>;
    consent: ReturnType<typeof createPortalConsent>;
  } | null = null;
  const started = () => initialized(features);
  return {
    start(host, api, sinks = {}) {
      analytics.start(host, api, sinks);
      inGameEvents = createInGameEvents({ context: host.context, api, game: host.game });
      features = { documents: createPortalDocuments(host, api), support: createPortalSupport(host, api, adapter), consent: createPortalConsent(host, api) };
    },
    methods: {
      ...analytics.methods,
      SendInGameEvent: async (params) => initialized(inGameEvents).send(params),
      GetGameDocuments: (params, call) => started().documents.methods.GetGameDocuments(params, call),
      GetAccountDocuments: (params, call) => started().documents.methods.GetAccountDocuments(params, call),
      AcceptAccountDocument: (params, call) => started().documents.methods.AcceptAccountDocument(params, call),
      CreateSupportRequest: (params, call) => started().support.methods.CreateSupportRequest(params, call),
      ConsentManagerStatus: (params, call) => started().consent.ConsentManagerStatus(params, call),
    },
    destroy() {
      analytics.destroy();
      features?.consent.destroy();
      inGameEvents = null;
      features = null;
    },
  };
}
