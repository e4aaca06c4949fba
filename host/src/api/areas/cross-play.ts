import { requireParams } from '../required.js';
import { API_ROUTES } from '@playport/api-contract/routes';
import type { ApiTransport, CallOptions } from '../transport.js';
import type {
  DataConnectionsRequest,
  DataConnectionsResponse,
  EventRule,
  InGameEvent,
  Quest,
  WizQCommand,
  WizQProxyResponse,
} from '../types.js';
import { bodyCall, noArgCall } from './call-helpers.js';

/** Cross-play events and quests (`/cross-play/*`, all auth). */
export function createCrossPlayApi(t: ApiTransport) {
  const r = API_ROUTES.crossPlay;
  return {
    /** The event rules of a game; the in-game event filter matches against them. */
    rules(game: string, options?: CallOptions): Promise<EventRule[]> {
      requireParams(r.rules.operation, { game });
      return t.send(r.rules, { query: { game } }, options);
    },
    /** The account's quests. */
    myQuests: noArgCall<Quest[]>(t, r.myQuests),
    /** Reports an in-game event; no answer body. */
    sendEvent: bodyCall<InGameEvent, void>(t, r.sendEvent),
  };
}

/** External data connections of the account (`/data-connections/*`). */
export function createDataConnectionsApi(t: ApiTransport) {
  return {
    /** The account's data connections for a game (auth). */
    get: bodyCall<DataConnectionsRequest, DataConnectionsResponse>(t, API_ROUTES.dataConnections.get),
  };
}

/** The WizQ request proxy (`/wizq/*`). */
export function createWizQApi(t: ApiTransport) {
  const route = API_ROUTES.wizq.proxyRequest;
  return {
    /** Proxies a WizQ command; `jsonData` (JSON text or the command) goes in the form field `JsonData`. */
    proxyRequest(game: string, jsonData: string | WizQCommand, options?: CallOptions): Promise<WizQProxyResponse> {
      requireParams(route.operation, { game, jsonData });
      const JsonData = typeof jsonData === 'string' ? jsonData : JSON.stringify(jsonData);
      return t.send(route, { path: { Game: game }, form: { JsonData } }, options);
    },
  };
}

/** The `crossPlay` area of the API client. */
export type CrossPlayApi = ReturnType<typeof createCrossPlayApi>;
/** The `dataConnections` area of the API client. */
export type DataConnectionsApi = ReturnType<typeof createDataConnectionsApi>;
/** The `wizq` area of the API client. */
export type WizQApi = ReturnType<typeof createWizQApi>;
