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

/**
 * Every operation the contract describes with schemas, by `area.name` as in the route table. The
 * route table's other operations are in the OpenAPI document with their path, method and auth only.
 */
export const API_CONTRACT: Readonly<Record<string, ApiOperation>> = Object.freeze(
  Object.fromEntries(
    [
      analyticsContract,
      authContract,
      bank131Contract,
      crossPlayContract,
      dataConnectionsContract,
      documentsContract,
      fbGamesContract,
      fbInstantContract,
      friendsContract,
      gamesContract,
      infoContract,
      inviteContract,
      launcherContract,
      nativeContract,
      playContract,
      profileContract,
      pushTokensContract,
      supportContract,
      storeContract,
      wizqContract,
      yandexGamesContract,
    ].flatMap((area) => Object.values(area).map((op: ApiOperation) => [op.route.operation, op])),
  ),
);
