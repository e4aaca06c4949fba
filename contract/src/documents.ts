import { z } from 'zod';
import { ErrorCode } from './errors.js';
import { gameName } from './fields.js';
import { area, post, operation } from './operation.js';

/** Kind of legal document. */
export const documentType = z.enum(['TOS', 'PP']);

/** One acceptance of a document version by an account. */
export const documentAcceptance = z.object({
  Id: z.string(),
  DocumentVersionId: z.string(),
  AccountId: z.string(),
  AcceptedAt: z.string(),
});

/** One version of a document: a link, markdown content, or both. */
export const documentVersion = z.object({
  Id: z.string(),
  DocumentId: z.string(),
  Url: z.string().nullable(),
  CreatedAt: z.string(),
  Content: z.object({ Value: z.string(), ContentType: z.literal('Markdown') }).nullable(),
  /** The signed-in account's acceptances of this version (empty for visitors). */
  Accepts: z.array(documentAcceptance).optional(),
});

/** A legal document with its versions, newest last. */
export const legalDocument = z.object({
  Id: z.string(),
  /** The same value as `Id`; some answers name it so. */
  DocumentId: z.string().optional(),
  DocumentType: documentType,
  CreatedAt: z.string(),
  IsActive: z.boolean(),
  GameSystemName: z.string().nullable(),
  Versions: z.array(documentVersion),
});

export const documentsRequest = z.object({ GameSystemName: gameName });
export const documentsResponse = z.object({ Documents: z.array(legalDocument) });
/** Legal documents, their versions and per-version acceptance (`/games/documents/*`). */
export const documentsContract = area('documents', {
  listWithVersions: operation(post('/games/documents/list-with-versions', 'read'), {
    summary: "A game's documents with every version (the signed-in account's acceptances when a token is sent).",
    body: documentsRequest,
    response: documentsResponse,
  }),
  accept: operation(post('/games/documents/accept', 'auth'), {
    summary: 'Accepts one version of a document.',
    body: z.object({ DocumentId: z.string().min(1).max(128), DocumentVersionId: z.string().min(1).max(128) }),
    response: documentAcceptance,
    errors: [{ status: 404, code: ErrorCode.NotFound, when: 'no such version of an active document' }],
  }),
  accepted: operation(post('/games/documents/accepted', 'auth', 'read'), {
    summary: "The account's acceptances, optionally of one game.",
    body: z.object({ GameSystemName: z.string().max(128).nullish() }),
    response: z.object({ Acceptances: z.array(documentAcceptance) }),
  }),
  listLatestUnacceptedDocuments: operation(post('/games/documents/list-latest-unaccepted-documents', 'auth', 'read'), {
    summary:
      'Documents requiring acceptance whose latest version the account has not accepted (session or game token).',
    body: documentsRequest,
    response: documentsResponse,
    errors: [{ status: 403, code: ErrorCode.GameTokenScope, when: 'a game token of another game' }],
  }),
});

/** Kind of legal document. */
export type DocumentType = z.output<typeof documentType>;
/** One acceptance of a document version by an account. */
export type DocumentAcceptance = z.output<typeof documentAcceptance>;
/** One version of a document: a link, markdown content, or both. */
export type DocumentVersion = z.output<typeof documentVersion>;
/**
 * A legal document with its versions, newest last.
 *
 * @example `const { Documents } = await api.documents.listWithVersions({ GameSystemName: 'hello-game' });`
 */
export type LegalDocument = z.output<typeof legalDocument>;
/** `POST /games/documents/list-with-versions` and `/list-latest-unaccepted-documents`. */
export type DocumentsRequest = z.input<typeof documentsRequest>;
/** A list of documents. */
export type DocumentsResponse = z.output<typeof documentsResponse>;
/** `POST /games/documents/accept` (auth). */
export type AcceptDocumentRequest = z.input<typeof documentsContract.accept.body>;
/** Designed: `POST /games/documents/accepted` (auth) takes an optional game filter. */
export type AcceptedDocumentsRequest = z.input<typeof documentsContract.accepted.body>;
/** Designed: the account's acceptances. */
export type AcceptedDocumentsResponse = z.output<typeof documentsContract.accepted.response>;
