/** Kind of legal document. */
export type DocumentType = 'TOS' | 'PP';

/** One acceptance of a document version by an account. */
export interface DocumentAcceptance {
  Id: string;
  DocumentVersionId: string;
  AccountId: string;
  AcceptedAt: string;
}

/** One version of a document: a link, markdown content, or both. */
export interface DocumentVersion {
  Id: string;
  DocumentId: string;
  Url: string | null;
  CreatedAt: string;
  Content: { Value: string; ContentType: 'Markdown' } | null;
  /** The signed-in account's acceptances of this version (empty for visitors). */
  Accepts?: DocumentAcceptance[];
}

/**
 * A legal document with its versions, newest last.
 *
 * @example `const { Documents } = await api.documents.listWithVersions({ GameSystemName: 'hello-game' });`
 */
export interface LegalDocument {
  Id: string;
  /** The same value as `Id`; some answers name it so. */
  DocumentId?: string;
  DocumentType: DocumentType;
  CreatedAt: string;
  IsActive: boolean;
  GameSystemName: string | null;
  Versions: DocumentVersion[];
}

/** `POST /games/documents/list-with-versions` and `/list-latest-unaccepted-documents`. */
export interface DocumentsRequest {
  GameSystemName: string;
}

/** A list of documents. */
export interface DocumentsResponse {
  Documents: LegalDocument[];
}

/** `POST /games/documents/accept` (auth). */
export interface AcceptDocumentRequest {
  DocumentId: string;
  DocumentVersionId: string;
}

/** Designed: `POST /games/documents/accepted` (auth) takes an optional game filter. */
export interface AcceptedDocumentsRequest {
  GameSystemName?: string | null;
}

/** Designed: the account's acceptances. */
export interface AcceptedDocumentsResponse {
  Acceptances: DocumentAcceptance[];
}
