import type { ApiTransport, CallOptions } from '../transport.js';
import type { WizQCommand } from '@playport/api-contract';
import { areaCalls } from './call-helpers.js';

/** Cross-play events and quests (`/cross-play/*`, all auth). */
export function createCrossPlayApi(t: ApiTransport) {
  const call = areaCalls(t, 'crossPlay');
  return {
    /** The event rules of a game; the in-game event filter matches against them. */
    rules(game: string, options?: CallOptions) {
      call.require('rules', { game });
      return call.send('rules', { query: { game } }, options);
    },
    /** The account's quests. */
    myQuests: call.noArg('myQuests'),
    /** Reports an in-game event; no answer body. */
    sendEvent: call.body('sendEvent'),
  };
}

/** External data connections of the account (`/data-connections/*`). */
export function createDataConnectionsApi(t: ApiTransport) {
  const call = areaCalls(t, 'dataConnections');
  return {
    /** The account's data connections for a game (auth). */
    get: call.body('get'),
  };
}

/** The WizQ request proxy (`/wizq/*`). */
export function createWizQApi(t: ApiTransport) {
  const call = areaCalls(t, 'wizq');
  return {
    /** Proxies a WizQ command; `jsonData` (JSON text or the command) goes in the form field `JsonData`. */
    proxyRequest(game: string, jsonData: string | WizQCommand, options?: CallOptions) {
      call.require('proxyRequest', { game, jsonData });
      const JsonData = typeof jsonData === 'string' ? jsonData : JSON.stringify(jsonData);
      return call.send('proxyRequest', { path: { Game: game }, form: { JsonData } }, options);
    },
  };
}

/** The `crossPlay` area of the API client. */
export type CrossPlayApi = ReturnType<typeof createCrossPlayApi>;
/** The `dataConnections` area of the API client. */
export type DataConnectionsApi = ReturnType<typeof createDataConnectionsApi>;
/** The `wizq` area of the API client. */
export type WizQApi = ReturnType<typeof createWizQApi>;
