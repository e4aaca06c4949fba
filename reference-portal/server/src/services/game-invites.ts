import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { gameInvites } from '../db/schema';
import { sha256Hex } from '../crypto/tokens';

type NewGameInvite = typeof gameInvites.$inferInsert;
type GameInviteStatus = NonNullable<NewGameInvite['status']>;

/** Stores a game-connection invite; only the hash of its id is kept. */
export async function createGameInvite(db: Db, id: string, invite: Omit<NewGameInvite, 'idHash'>): Promise<void> {
  await db.insert(gameInvites).values({ idHash: sha256Hex(id), ...invite });
}

/** The game-connection invite of this id, or undefined. */
export async function findGameInvite(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(gameInvites)
    .where(eq(gameInvites.idHash, sha256Hex(id)))
    .limit(1);
  return row;
}

/**
 * Claims an unanswered invite for the account in one guarded UPDATE, so one caller of concurrent ones
 * wins; false when another caller has it.
 */
export async function claimGameInvite(db: Db, idHash: string, accountId: string): Promise<boolean> {
  const [claimed] = await db
    .update(gameInvites)
    .set({ accountId })
    .where(and(eq(gameInvites.idHash, idHash), eq(gameInvites.status, 'Created'), isNull(gameInvites.accountId)))
    .returning({ idHash: gameInvites.idHash });
  return claimed !== undefined;
}

/** The invite's status and the account that answered it, read again. */
export async function gameInviteAnswer(db: Db, idHash: string) {
  const [now] = await db
    .select({ status: gameInvites.status, accountId: gameInvites.accountId })
    .from(gameInvites)
    .where(eq(gameInvites.idHash, idHash))
    .limit(1);
  return now;
}

/** Sets the answer of a claimed invite. */
export async function setGameInviteStatus(db: Db, idHash: string, status: GameInviteStatus): Promise<void> {
  await db.update(gameInvites).set({ status }).where(eq(gameInvites.idHash, idHash));
}
