import { toHostError, type AdapterHandler, type AdapterHost, type DocumentToAccept } from '@playport/host/adapter-kit';
import type { ApiClient } from '@playport/host/api';
import { methodSchemas } from '@playport/sdk/protocol';
import { isSignedIn, requireSignedIn, unexpectedAnswer } from './portal-session.js';

type Json = Record<string, unknown>;

// The server sends extra fields (RequiresAcceptance, Accepts); the protocol's schemas keep only theirs.
// A version without content or with empty content becomes `Content: null`.
function normalise(doc: unknown): unknown {
  if (!doc || typeof doc !== 'object') return doc;
  const versions = (doc as Json).Versions;
  if (!Array.isArray(versions)) return doc;
  return {
    ...(doc as Json),
    Versions: versions.map((v: unknown) => {
      if (!v || typeof v !== 'object') return v;
      const content = (v as Json).Content as Json | null | undefined;
      return {
        ...(v as Json),
        Content: content && typeof content.Value === 'string' && content.Value ? content : null,
      };
    }),
  };
}

// The protocol's own result schemas check what the portal sent before it reaches the game.
const documentList = methodSchemas.GetGameDocuments.result;
const accountDocuments = methodSchemas.GetAccountDocuments.result;

function parseDocuments(method: string, path: string, answer: unknown) {
  const raw = (answer as { Documents?: unknown } | null | undefined)?.Documents;
  const parsed = documentList.safeParse({ documents: Array.isArray(raw) ? raw.map(normalise) : raw });
  if (!parsed.success) throw unexpectedAnswer(method, path);
  return parsed.data.documents;
}

/** The latest version of each document, as the accept-documents modal shows it. */
export function toDocumentsToAccept(documents: ReturnType<typeof parseDocuments>): DocumentToAccept[] {
  return documents.flatMap((d) => {
    const latest = d.Versions[d.Versions.length - 1];
    if (!latest) return [];
    return [
      {
        documentId: d.Id,
        documentType: d.DocumentType,
        versionId: latest.Id,
        markdown: latest.Content?.Value ?? null,
        url: latest.Url,
      },
    ];
  });
}

/**
 * Legal documents on the portal adapter: `GetGameDocuments` (anyone), `GetAccountDocuments` and
 * `AcceptAccountDocument` (signed in), and the accept-documents flow `promptUnaccepted`, which asks a
 * signed-in player to accept every document whose latest version they have not accepted yet and
 * records each acceptance per version as the player gives it: a failed one is shown in the modal, which
 * offers to try again. Its other failures are logged, never thrown.
 *
 * @example
 * ```ts
 * const docs = createPortalDocuments(host, portalApi(host)); await docs.promptUnaccepted();
 * ```
 */
export function createPortalDocuments(host: AdapterHost, api: ApiClient) {
  const game = host.game;
  const unaccepted = async (method: string) =>
    parseDocuments(
      method,
      '/games/documents/list-latest-unaccepted-documents',
      await api.documents.listLatestUnacceptedDocuments({ GameSystemName: game }),
    );

  const GetGameDocuments: AdapterHandler<'GetGameDocuments'> = async () => ({
    documents: parseDocuments(
      'GetGameDocuments',
      '/games/documents/list-with-versions',
      await api.documents.listWithVersions({ GameSystemName: game }),
    ),
  });

  const GetAccountDocuments: AdapterHandler<'GetAccountDocuments'> = async () => {
    requireSignedIn(host, 'GetAccountDocuments');
    const [documents, answer] = await Promise.all([
      unaccepted('GetAccountDocuments'),
      api.documents.accepted({ GameSystemName: game }),
    ]);
    const parsed = accountDocuments.safeParse({
      documents,
      accepted: (answer as { Acceptances?: unknown } | null | undefined)?.Acceptances,
    });
    if (!parsed.success) throw unexpectedAnswer('GetAccountDocuments', '/games/documents/accepted');
    return parsed.data;
  };

  const AcceptAccountDocument: AdapterHandler<'AcceptAccountDocument'> = async (params) => {
    requireSignedIn(host, 'AcceptAccountDocument');
    const answer = await api.documents.accept({
      DocumentId: params.documentId,
      DocumentVersionId: params.documentVersionId,
    });
    const parsed = methodSchemas.GetAccountDocuments.result.safeParse({ documents: [], accepted: [answer] });
    if (!parsed.success || parsed.data.accepted[0]!.DocumentVersionId !== params.documentVersionId) {
      throw unexpectedAnswer('AcceptAccountDocument', '/games/documents/accept');
    }
    return { accepted: true };
  };

  let prompting: Promise<void> | null = null;
  async function prompt(): Promise<void> {
    const documents = toDocumentsToAccept(await unaccepted('AcceptDocuments'));
    if (!documents.length) return;
    const stored = new Set<string>();
    const store = async (a: { documentId: string; versionId: string }) => {
      await api.documents.accept({ DocumentId: a.documentId, DocumentVersionId: a.versionId });
      stored.add(a.versionId);
    };
    const accepted = await host.ui.showAcceptDocuments({ game, documents, accept: store });
    // A UI that does not store through `accept` leaves its acceptances to be stored here.
    for (const a of accepted ?? []) if (!stored.has(a.versionId)) await store(a);
  }

  return {
    methods: { GetGameDocuments, GetAccountDocuments, AcceptAccountDocument },
    /** Runs the accept-documents flow once at a time; does nothing for visitors or a headless UI. */
    promptUnaccepted(): Promise<void> {
      if (!isSignedIn(host) || host.ui.headless) return Promise.resolve();
      prompting ??= prompt()
        .catch((err: unknown) => host.context.log('warn', 'Accepting documents failed:', toHostError(err).message))
        .finally(() => (prompting = null));
      return prompting;
    },
  };
}
