import { Hono } from 'hono';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { friendsContract } from '@playport/api-contract';
import { accounts, connectedGames, friendNotifications, friendStatuses, friendships } from '../db/schema';
import { implement } from '../http/implement';
import type { AppEnv } from '../http/app-env';
import { requireGameScope, requireSessionOrGameToken } from '../http/require-auth';
import { createFriendInvite } from '../services/friend-invites';
import { requireGame } from '../services/games';

const YEAR_MS = 365 * 86_400_000;
const { get, status, sendInviteNotification, createInvite } = friendsContract;

/**
 * Friends are mutual: an invite notification from A to B and one from B to A make them friends.
 * So do an accepted invite link (`/friends/create_invite`, see invites.ts) and a platform's friends
 * list at sign-in (services/platform-friends.ts). Status updates older than a year are not shown.
 */
export function friendsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/friends/*', requireSessionOrGameToken);

  implement(app, get, async (c, { body }) => {
    const { db, clock } = c.get('deps');
    requireGameScope(c, body.Game);
    const me = c.get('account').id;
    const links = await db.select().from(friendships).where(eq(friendships.accountId, me));
    const friendIds = links
      .map((l) => l.friendAccountId)
      .filter((id) => !body.FriendsIds.length || body.FriendsIds.includes(id));
    if (!friendIds.length) return { Friends: [] };
    const since = new Date(clock().getTime() - YEAR_MS);
    const [people, statuses, plays] = await Promise.all([
      db.select().from(accounts).where(inArray(accounts.id, friendIds)),
      db
        .select()
        .from(friendStatuses)
        .where(and(inArray(friendStatuses.accountId, friendIds), gt(friendStatuses.updatedAt, since))),
      body.Game
        ? db
            .select()
            .from(connectedGames)
            .where(and(inArray(connectedGames.accountId, friendIds), eq(connectedGames.game, body.Game)))
        : Promise.resolve([]),
    ]);
    const Friends = people.map((p) => {
      const own = statuses.filter((s) => s.accountId === p.id && (!body.Game || s.game === body.Game));
      const latest = own.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
      return {
        FriendAccountId: p.id,
        GameId: latest?.game ?? body.Game ?? null,
        Game: latest?.game ?? body.Game ?? null,
        InThisGame: plays.some((g) => g.accountId === p.id),
        LastUpdatedAt: (latest?.updatedAt ?? p.createdAt).toISOString(),
        Name: latest?.name || p.name || null,
        Status: latest?.status ?? null,
      };
    });
    return { Friends };
  });

  implement(app, status, async (c, { body }) => {
    const { db, clock } = c.get('deps');
    requireGameScope(c, body.Game);
    const values = { name: body.Name, priority: body.Priority, status: body.Status, updatedAt: clock() };
    await db
      .insert(friendStatuses)
      .values({ accountId: c.get('account').id, game: body.Game ?? '', ...values })
      .onConflictDoUpdate({ target: [friendStatuses.accountId, friendStatuses.game], set: values });
  });

  implement(app, sendInviteNotification, async (c, { body }) => {
    const { db } = c.get('deps');
    requireGameScope(c, body.Game);
    await requireGame(db, body.Game);
    const me = c.get('account').id;
    const targets = (
      await db.select({ id: accounts.id }).from(accounts).where(inArray(accounts.id, body.FriendAccountIds))
    )
      .map((a) => a.id)
      .filter((id) => id !== me);
    for (const to of targets) {
      await db
        .insert(friendNotifications)
        .values({ fromAccountId: me, toAccountId: to, game: body.Game, message: body.Message ?? null });
      const back = await db
        .select({ id: friendNotifications.id })
        .from(friendNotifications)
        .where(and(eq(friendNotifications.fromAccountId, to), eq(friendNotifications.toAccountId, me)))
        .limit(1);
      if (back.length) {
        await db
          .insert(friendships)
          .values([
            { accountId: me, friendAccountId: to },
            { accountId: to, friendAccountId: me },
          ])
          .onConflictDoNothing();
      }
    }
    return { Sent: targets.length };
  });

  implement(app, createInvite, async (c, { body }) => {
    const { db, clock, config } = c.get('deps');
    requireGameScope(c, body.Game);
    if (body.Game) await requireGame(db, body.Game);
    const invite = await createFriendInvite(db, c.get('account').id, body.Game ?? null, clock(), config.PUBLIC_URL);
    return { InviteId: invite.id, InviteUrl: invite.url, ExpiresAt: invite.expiresAt.toISOString() };
  });

  return app;
}
