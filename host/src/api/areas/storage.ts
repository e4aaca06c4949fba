import type { ApiTransport } from '../transport.js';
import { areaCalls } from './call-helpers.js';

/** A game's saves of the signed-in account (`/storage/*`). */
export function createStorageApi(t: ApiTransport) {
  const call = areaCalls(t, 'storage');
  return {
    /** The values and versions of some keys; a key never written answers null (auth). */
    get: call.body('get'),
    /** Writes values in one transaction; a key written against an older version answers Conflict (auth). */
    set: call.body('set'),
    /** Removes keys; removing a key that holds nothing succeeds (auth). */
    delete: call.body('delete'),
  };
}

/** The `storage` area of the API client. */
export type StorageApi = ReturnType<typeof createStorageApi>;
