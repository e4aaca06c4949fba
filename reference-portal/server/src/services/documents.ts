import type { DocumentType } from '@playport/api-contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { documentAcceptances, documentVersions, documents } from '../db/schema';

type Acceptance = typeof documentAcceptances.$inferSelect;

export const acceptanceView = (a: Acceptance) => ({
  Id: String(a.id),
  DocumentVersionId: a.documentVersionId,
  AccountId: a.accountId,
  AcceptedAt: a.acceptedAt.toISOString(),
});

/** Active documents of a game with their versions (oldest first) and the account's acceptances. */
export async function documentsWithVersions(db: Db, game: string, accountId: string | null) {
  const docs = await db
    .select()
    .from(documents)
    .where(and(eq(documents.game, game), eq(documents.isActive, true)))
    .orderBy(asc(documents.documentType));
  if (!docs.length) return [];
  const versions = await db
    .select()
    .from(documentVersions)
    .where(
      inArray(
        documentVersions.documentId,
        docs.map((d) => d.id),
      ),
    )
    .orderBy(asc(documentVersions.createdAt), asc(documentVersions.id));
  const accepts =
    accountId && versions.length
      ? await db
          .select()
          .from(documentAcceptances)
          .where(
            and(
              eq(documentAcceptances.accountId, accountId),
              inArray(
                documentAcceptances.documentVersionId,
                versions.map((v) => v.id),
              ),
            ),
          )
      : [];
  return docs.map((d) => ({
    Id: d.id,
    DocumentId: d.id,
    DocumentType: d.documentType as DocumentType,
    CreatedAt: d.createdAt.toISOString(),
    IsActive: d.isActive,
    GameSystemName: d.game,
    RequiresAcceptance: d.requiresAcceptance,
    Versions: versions
      .filter((v) => v.documentId === d.id)
      .map((v) => ({
        Id: v.id,
        DocumentId: v.documentId,
        Url: v.url,
        CreatedAt: v.createdAt.toISOString(),
        Content: { Value: v.content, ContentType: v.contentType as 'Markdown' },
        Accepts: accepts.filter((a) => a.documentVersionId === v.id).map(acceptanceView),
      })),
  }));
}

/** The version `versionId` of the active document `documentId`, or undefined. */
export async function findActiveDocumentVersion(db: Db, documentId: string, versionId: string) {
  const [version] = await db
    .select({ id: documentVersions.id })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(and(eq(documentVersions.id, versionId), eq(documents.id, documentId), eq(documents.isActive, true)))
    .limit(1);
  return version;
}

/** Records the account's acceptance of a version (once) and returns the acceptance. */
export async function acceptDocumentVersion(db: Db, documentVersionId: string, accountId: string, acceptedAt: Date) {
  await db.insert(documentAcceptances).values({ documentVersionId, accountId, acceptedAt }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(documentAcceptances)
    .where(
      and(eq(documentAcceptances.documentVersionId, documentVersionId), eq(documentAcceptances.accountId, accountId)),
    );
  return row;
}

/** Every acceptance of the account, each with the game of its document. */
export function acceptancesOfAccount(db: Db, accountId: string) {
  return db
    .select({ a: documentAcceptances, game: documents.game })
    .from(documentAcceptances)
    .innerJoin(documentVersions, eq(documentVersions.id, documentAcceptances.documentVersionId))
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(eq(documentAcceptances.accountId, accountId));
}
