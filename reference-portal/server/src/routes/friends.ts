import { Hono } from 'hono';
import { friendsContract } from '@playport/api-contract';
import { implement } from '../http/implement';
import type { AppEnv } from '../http/app-env';
import { requireGameScope, requireSessionOrGameToken } from '../http/require-auth';
import { createFriendInvite } from '../services/friend-invites';
import { friendIdsOf, friendsDetails, saveFriendStatus, sendFriendInviteNotifications } from '../services/friends';
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
    const friendIds = (await friendIdsOf(db, me)).filter(
      (id) => !body.FriendsIds.length || body.FriendsIds.includes(id),
    );
    if (!friendIds.length) return { Friends: [] };
    const since = new Date(clock().getTime() - YEAR_MS);
    const { people, statuses, plays } = await friendsDetails(db, friendIds, since, body.Game);
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
    await saveFriendStatus(db, c.get('account').id, body.Game ?? '', values);
  });

  implement(app, sendInviteNotification, async (c, { body }) => {
    const { db } = c.get('deps');
    requireGameScope(c, body.Game);
    await requireGame(db, body.Game);
    const me = c.get('account').id;
    const Sent = await sendFriendInviteNotifications(db, me, body.Game, body.FriendAccountIds, body.Message ?? null);
    return { Sent };
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
