import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { analyticsBatches, games, mailOutbox, products } from '../db/schema';

/** The outbox's latest 100 mails, newest first (local mode). */
export const recentMails = (db: Db) => db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(100);

/** What a page's analytics stored, batch by batch, in the order they came. */
export const analyticsBatchesOfSession = (db: Db, sessionId: string) =>
  db
    .select({ batchKey: analyticsBatches.batchKey, events: analyticsBatches.events })
    .from(analyticsBatches)
    .where(eq(analyticsBatches.sessionId, sessionId))
    .orderBy(asc(analyticsBatches.id));

/**
 * Makes (or updates) the copy `name` of a game with another Store config and the game's products, in
 * one transaction.
 */
export async function copyGameWithStore(
  db: Db,
  source: typeof games.$inferSelect,
  name: string,
  store: Record<string, unknown>,
  now: Date,
): Promise<void> {
  // The copy's own address: the source's folder renamed (the games origin serves `{game}--{tag}/` from
  // `{game}`'s folder), so the play page frames the copy under its own name.
  const folder = `/${source.systemName}/`;
  const url = source.url.endsWith(folder) ? `${source.url.slice(0, -folder.length)}/${name}/` : source.url;
  await db.transaction(async (tx) => {
    await tx
      .insert(games)
      .values({ ...source, systemName: name, url, config: { ...source.config, Store: store }, createdAt: now })
      .onConflictDoUpdate({ target: games.systemName, set: { url, config: { ...source.config, Store: store } } });
    const rows = await tx.select().from(products).where(eq(products.game, source.systemName));
    if (rows.length)
      await tx
        .insert(products)
        .values(rows.map((p) => ({ ...p, game: name })))
        .onConflictDoNothing();
  });
}
