import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/database';
import {
  crossplayQuests,
  crossplayRules,
  documentVersions,
  documents,
  games,
  launcherBuilds,
  launcherKeys,
  news,
  newsMessages,
  products,
} from '../db/schema';
import { sha256Hex } from '../crypto/tokens';
import { seedDocuments, seedNews, seedQuests, seedRules } from './seed-content';
import { seedGames, seedProducts } from './seed-games';
import { seedBuilds } from './seed-builds';

/** Local demo data. Safe to run at every start: it updates what exists and adds what is missing. */
export async function seedLocalData(db: Db, config: Config): Promise<void> {
  const gameRows = seedGames(config);
  for (const g of gameRows) {
    await db
      .insert(games)
      .values(g)
      .onConflictDoUpdate({
        target: games.systemName,
        set: { title: g.title, url: g.url, config: g.config, serverSecret: g.serverSecret },
      });
  }
  for (const p of seedProducts) {
    await db
      .insert(products)
      .values(p)
      .onConflictDoUpdate({ target: [products.game, products.sku], set: p });
  }
  const { documents: docs, versions } = seedDocuments(gameRows.map((g) => g.systemName));
  await db.insert(documents).values(docs).onConflictDoNothing();
  await db.insert(documentVersions).values(versions).onConflictDoNothing();
  await db.insert(crossplayQuests).values(seedQuests).onConflictDoNothing();
  const [rules] = await db.select({ n: sql<number>`count(*)::int` }).from(crossplayRules);
  if (!rules?.n) await db.insert(crossplayRules).values(seedRules);
  const [newsCount] = await db.select({ n: sql<number>`count(*)::int` }).from(news);
  if (!newsCount?.n) {
    for (const item of seedNews) {
      const { messages, ...row } = item;
      const [inserted] = await db.insert(news).values(row).returning({ id: news.id });
      await db.insert(newsMessages).values(messages.map((m) => ({ ...m, newsId: inserted!.id })));
    }
  }
  // Artifacts follow the seed, so an older data directory gets the real download hashes.
  await db
    .insert(launcherBuilds)
    .values(seedBuilds(config))
    .onConflictDoUpdate({ target: launcherBuilds.id, set: { artifacts: sql`excluded.artifacts` } });
  await db
    .insert(launcherKeys)
    .values({ keyHash: sha256Hex('PLAYPORT-BETA-KEY'), game: 'hello-game', branch: 'beta' })
    .onConflictDoNothing();
}
