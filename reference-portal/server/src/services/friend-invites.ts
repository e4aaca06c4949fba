import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, friendInvites, friendships, games } from '../db/schema';
import { ApiError, ErrorCode } from '../http/api-error';
import { randomToken, sha256Hex } from '../crypto/tokens';

/** How long a friend invite link works. */
export const FRIEND_INVITE_TTL_MS = 7 * 86_400_000;

/** The portal page of a friend invite. */
export const friendInviteUrl = (publicUrl: string, id: string) =>
  new URL(`/FriendInvite/${encodeURIComponent(id)}`, publicUrl).href;

export interface CreatedFriendInvite {
  readonly id: string;
  readonly url: string;
  readonly expiresAt: Date;
}

/** Makes a single-use invite link of `accountId`, optionally naming the game it was made in. */
export async function createFriendInvite(
  db: Db,
  accountId: string,
  game: string | null,
  now: Date,
  publicUrl: string,
): Promise<CreatedFriendInvite> {
  const id = randomToken(24);
  const expiresAt = new Date(now.getTime() + FRIEND_INVITE_TTL_MS);
  await db
    .insert(friendInvites)
    .values({ idHash: sha256Hex(id), fromAccountId: accountId, game, createdAt: now, expiresAt });
  return { id, url: friendInviteUrl(publicUrl, id), expiresAt };
}

export type FriendInviteStatus = 'Open' | 'Expired' | 'Used';

/** Who invites, to which game, and whether the link still works; null for an unknown id. */
export async function describeFriendInvite(db: Db, id: string, now: Date) {
  const [row] = await db
    .select({ invite: friendInvites, name: accounts.name, gameTitle: games.title })
    .from(friendInvites)
    .innerJoin(accounts, eq(accounts.id, friendInvites.fromAccountId))
    .leftJoin(games, eq(games.systemName, friendInvites.game))
    .where(eq(friendInvites.idHash, sha256Hex(id)))
    .limit(1);
  if (!row) return null;
  const status: FriendInviteStatus = row.invite.acceptedBy ? 'Used' : row.invite.expiresAt <= now ? 'Expired' : 'Open';
  return {
    status,
    inviterName: row.name || null,
    game: row.invite.game,
    gameTitle: row.gameTitle ?? null,
    expiresAt: row.invite.expiresAt,
  };
}

/** True when `a` lists `b` as a friend. */
export async function areFriends(db: Db, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ id: friendships.friendAccountId })
    .from(friendships)
    .where(and(eq(friendships.accountId, a), eq(friendships.friendAccountId, b)))
    .limit(1);
  return rows.length > 0;
}

/** Makes two accounts friends of each other; already friends stay as they are. */
export async function makeFriends(db: Db, a: string, b: string): Promise<void> {
  if (a === b) return;
  await db
    .insert(friendships)
    .values([
      { accountId: a, friendAccountId: b },
      { accountId: b, friendAccountId: a },
    ])
    .onConflictDoNothing();
}

export const unknownFriendInvite = () => new ApiError(404, ErrorCode.NotFound, 'Unknown friend invite');
const expired = () => new ApiError(410, ErrorCode.InviteExpired, 'This friend invite has expired');
const used = () => new ApiError(410, ErrorCode.InviteUsed, 'This friend invite was already accepted');
const own = () => new ApiError(409, ErrorCode.OwnInvite, 'This is your own friend invite; send it to a friend');
const alreadyFriends = () => new ApiError(409, ErrorCode.AlreadyFriends, 'You are already friends');

/**
 * Accepts an invite as `accountId`: the two become friends and the link is spent. One's own link,
 * an expired or spent one and a link of someone who is already a friend each fail with their own
 * code; a link of a friend stays unspent, for someone else.
 */
export async function acceptFriendInvite(db: Db, id: string, accountId: string, now: Date) {
  const idHash = sha256Hex(id);
  const [row] = await db.select().from(friendInvites).where(eq(friendInvites.idHash, idHash)).limit(1);
  if (!row) throw unknownFriendInvite();
  if (row.fromAccountId === accountId) throw own();
  if (row.acceptedBy) throw used();
  if (row.expiresAt <= now) throw expired();
  if (await areFriends(db, accountId, row.fromAccountId)) throw alreadyFriends();
  return db.transaction(async (tx) => {
    // The first of two concurrent answers claims the link in one guarded UPDATE; the other finds it spent.
    const [claimed] = await tx
      .update(friendInvites)
      .set({ acceptedBy: accountId, acceptedAt: now })
      .where(and(eq(friendInvites.idHash, idHash), isNull(friendInvites.acceptedBy), gt(friendInvites.expiresAt, now)))
      .returning({ from: friendInvites.fromAccountId, game: friendInvites.game });
    if (!claimed) throw used();
    await makeFriends(tx, accountId, claimed.from);
    const [friend] = await tx
      .select({ name: accounts.name })
      .from(accounts)
      .where(eq(accounts.id, claimed.from))
      .limit(1);
    return { friendAccountId: claimed.from, friendName: friend?.name || null, game: claimed.game };
  });
}
