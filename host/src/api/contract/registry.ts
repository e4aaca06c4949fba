import { analyticsContract } from './analytics.js';
import { gamesContract, infoContract, playContract } from './content.js';
import { documentsContract } from './documents.js';
import { launcherContract } from './launcher.js';
import type { ApiOperation } from './operation.js';
import { storeContract } from './store.js';

/**
 * Every operation the contract describes with schemas, by `area.name` as in the route table. The
 * route table's other operations are in the OpenAPI document with their path, method and auth only.
 */
export const API_CONTRACT: Readonly<Record<string, ApiOperation>> = Object.freeze(
  Object.fromEntries(
    [
      analyticsContract,
      documentsContract,
      gamesContract,
      infoContract,
      launcherContract,
      playContract,
      storeContract,
    ].flatMap((area) => Object.values(area).map((op: ApiOperation) => [op.route.operation, op])),
  ),
);
