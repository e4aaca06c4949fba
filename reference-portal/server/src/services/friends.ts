import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, connectedGames, friendNotifications, friendStatuses, friendships } from '../db/schema';
import { makeFriends } from './friend-invites';

/** The ids of the account's friends. */
export async function friendIdsOf(db: Db, accountId: string): Promise<string[]> {
  const links = await db.select().from(friendships).where(eq(friendships.accountId, accountId));
  return links.map((l) => l.friendAccountId);
}

/**
 * The friends' accounts, their status updates since `since`, and, with a game, which of them have
 * connected it: read together.
 */
export async function friendsDetails(db: Db, friendIds: string[], since: Date, game: string | null | undefined) {
  const [people, statuses, plays] = await Promise.all([
    db.select().from(accounts).where(inArray(accounts.id, friendIds)),
    db
      .select()
      .from(friendStatuses)
      .where(and(inArray(friendStatuses.accountId, friendIds), gt(friendStatuses.updatedAt, since))),
    game
      ? db
          .select()
          .from(connectedGames)
          .where(and(inArray(connectedGames.accountId, friendIds), eq(connectedGames.game, game)))
      : Promise.resolve([]),
  ]);
  return { people, statuses, plays };
}

/** A status update as a game sets it. */
export type FriendStatusValues = Omit<typeof friendStatuses.$inferInsert, 'accountId' | 'game'>;

/** Sets the account's status in a game ('' for none), one row per account and game. */
export async function saveFriendStatus(db: Db, accountId: string, game: string, values: FriendStatusValues) {
  await db
    .insert(friendStatuses)
    .values({ accountId, game, ...values })
    .onConflictDoUpdate({ target: [friendStatuses.accountId, friendStatuses.game], set: values });
}

/**
 * Sends an invite notification from the account to each of these accounts that exists (not to
 * itself); where the other has sent one back, the two become friends. Answers how many were sent.
 */
export async function sendFriendInviteNotifications(
  db: Db,
  from: string,
  game: string,
  to: readonly string[],
  message: string | null,
): Promise<number> {
  const targets = (
    await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(inArray(accounts.id, [...to]))
  )
    .map((a) => a.id)
    .filter((id) => id !== from);
  for (const target of targets) {
    await db.insert(friendNotifications).values({ fromAccountId: from, toAccountId: target, game, message });
    const back = await db
      .select({ id: friendNotifications.id })
      .from(friendNotifications)
      .where(and(eq(friendNotifications.fromAccountId, target), eq(friendNotifications.toAccountId, from)))
      .limit(1);
    if (back.length) await makeFriends(db, from, target);
  }
  return targets.length;
}
