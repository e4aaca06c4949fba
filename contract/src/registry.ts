import { profileContract } from './account.js';
import { analyticsContract } from './analytics.js';
import { authContract } from './auth.js';
import { gamesContract, infoContract, playContract } from './content.js';
import { documentsContract } from './documents.js';
import { launcherContract } from './launcher.js';
import {
  crossPlayContract,
  dataConnectionsContract,
  friendsContract,
  inviteContract,
  pushTokensContract,
  supportContract,
  wizqContract,
} from './social.js';
import type { ApiOperation } from './operation.js';
import {
  bank131Contract,
  fbGamesContract,
  fbInstantContract,
  nativeContract,
  yandexGamesContract,
} from './platform-store.js';
import { storeContract } from './store.js';
import { storageContract } from './storage.js';

/** Every operation of the contract, by client area (as in the route table) and name; API_CONTRACT keeps this order. */
export const API_AREAS = Object.freeze({
  analytics: analyticsContract,
  auth: authContract,
  bank131: bank131Contract,
  crossPlay: crossPlayContract,
  dataConnections: dataConnectionsContract,
  documents: documentsContract,
  fbGames: fbGamesContract,
  fbInstant: fbInstantContract,
  friends: friendsContract,
  games: gamesContract,
  info: infoContract,
  invite: inviteContract,
  launcher: launcherContract,
  native: nativeContract,
  play: playContract,
  profile: profileContract,
  pushTokens: pushTokensContract,
  support: supportContract,
  store: storeContract,
  wizq: wizqContract,
  yandexGames: yandexGamesContract,
  storage: storageContract,
});

/** The operations of each area, as types: what the API client derives its methods' types from. */
export type ApiAreas = typeof API_AREAS;

/**
 * Every operation the contract describes with schemas, by `area.name` as in the route table. The
 * route table's other operations are in the OpenAPI document with their path, method and auth only.
 */
export const API_CONTRACT: Readonly<Record<string, ApiOperation>> = Object.freeze(
  Object.fromEntries(
    Object.values(API_AREAS).flatMap((area) => Object.values(area).map((op: ApiOperation) => [op.route.operation, op])),
  ),
);
