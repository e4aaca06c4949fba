import { API_ROUTES } from '@playport/api-contract/routes';
import type { ApiTransport } from '../transport.js';
import type {
  AcceptDocumentRequest,
  AcceptedDocumentsRequest,
  AcceptedDocumentsResponse,
  DocumentAcceptance,
  DocumentsRequest,
  DocumentsResponse,
} from '@playport/api-contract';
import { bodyCall, optionalBodyCall } from './call-helpers.js';

/** Legal documents and their acceptance (`/games/documents/*`). */
export function createDocumentsApi(t: ApiTransport) {
  const r = API_ROUTES.documents;
  return {
    /** A game's documents with every version. */
    listWithVersions: bodyCall<DocumentsRequest, DocumentsResponse>(t, r.listWithVersions),
    /** Accepts one version of a document (auth). */
    accept: bodyCall<AcceptDocumentRequest, DocumentAcceptance>(t, r.accept),
    /** The account's acceptances (auth). */
    accepted: optionalBodyCall<AcceptedDocumentsRequest, AcceptedDocumentsResponse>(t, r.accepted),
    /** Documents whose latest version the account has not accepted (auth). */
    listLatestUnacceptedDocuments: bodyCall<DocumentsRequest, DocumentsResponse>(t, r.listLatestUnacceptedDocuments),
  };
}

/** The `documents` area of the API client. */
export type DocumentsApi = ReturnType<typeof createDocumentsApi>;
