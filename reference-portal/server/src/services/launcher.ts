import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { launcherDownloads, launcherKeys } from '../db/schema';
import { sha256Hex } from '../crypto/tokens';
import { buildsOf } from './builds';

/** The launcher's builds of a game, newest first. */
export const launcherBuildsOf = (db: Db, game: string) => buildsOf(db, game, 'Windows');

/** The branches this account's launcher keys unlock for a game. */
export async function unlockedBranches(db: Db, game: string, accountId: string): Promise<Set<string>> {
  const keys = await db
    .select()
    .from(launcherKeys)
    .where(and(eq(launcherKeys.game, game), eq(launcherKeys.accountId, accountId)));
  return new Set(keys.map((k) => k.branch));
}

/**
 * Gives an unused key of the game to the account (keys are compared trimmed and upper-cased, by their
 * hash); undefined when the key is unknown, of another game or used already.
 */
export async function activateLauncherKey(db: Db, game: string, key: string, accountId: string, now: Date) {
  const [row] = await db
    .update(launcherKeys)
    .set({ accountId, activatedAt: now })
    .where(
      and(
        eq(launcherKeys.keyHash, sha256Hex(key.trim().toUpperCase())),
        eq(launcherKeys.game, game),
        isNull(launcherKeys.accountId),
      ),
    )
    .returning();
  return row;
}

/** Records a download session of a branch of the game. */
export async function recordLauncherDownload(
  db: Db,
  download: { id: string; game: string; branch: string; platform: string },
): Promise<void> {
  await db.insert(launcherDownloads).values(download);
}

/** Marks a download session of the game as downloaded; undefined when there is no such session. */
export async function markLauncherDownloaded(db: Db, game: string, sessionId: string, now: Date) {
  const [session] = await db
    .update(launcherDownloads)
    .set({ downloadedAt: now })
    .where(and(eq(launcherDownloads.id, sessionId), eq(launcherDownloads.game, game)))
    .returning();
  return session;
}
