import type { ApiTransport } from '../transport.js';
import { areaCalls } from './call-helpers.js';

/** Legal documents and their acceptance (`/games/documents/*`). */
export function createDocumentsApi(t: ApiTransport) {
  const call = areaCalls(t, 'documents');
  return {
    /** A game's documents with every version. */
    listWithVersions: call.body('listWithVersions'),
    /** Accepts one version of a document (auth). */
    accept: call.body('accept'),
    /** The account's acceptances (auth). */
    accepted: call.optionalBody('accepted'),
    /** Documents whose latest version the account has not accepted (auth). */
    listLatestUnacceptedDocuments: call.body('listLatestUnacceptedDocuments'),
  };
}

/** The `documents` area of the API client. */
export type DocumentsApi = ReturnType<typeof createDocumentsApi>;
