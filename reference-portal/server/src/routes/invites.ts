import { Hono } from 'hono';
import { inviteContract } from '@playport/api-contract';
import { ApiError, ErrorCode, notFound } from '../http/api-error';
import { implement } from '../http/implement';
import type { AppEnv } from '../http/app-env';
import { requireAuth } from '../http/require-auth';
import { verifyGameAccountToken } from '../platforms/verify-game-account';
import { connectGameAccount } from '../services/game-connections';
import { acceptFriendInvite, describeFriendInvite, unknownFriendInvite } from '../services/friend-invites';
import {
  claimGameInvite,
  createGameInvite,
  findGameInvite,
  gameInviteAnswer,
  setGameInviteStatus,
} from '../services/game-invites';
import { requireGame } from '../services/games';
import { randomToken } from '../crypto/tokens';

const TTL_MS = 30 * 60_000;
const { connectFromGame, status, updateConnectGameInvite, friendInvite } = inviteContract;
const acceptOp = inviteContract.acceptFriendInvite;

/**
 * Game-connection invites: a game asks, the signed-in player accepts, the game polls the status.
 * Friend invites: anyone with the link sees who invites; a signed-in player accepts and both become friends.
 */
export function invitesRoutes() {
  const app = new Hono<AppEnv>();

  implement(app, connectFromGame, async (c, { body }) => {
    const deps = c.get('deps');
    const game = await requireGame(deps.db, body.Game);
    const now = deps.clock();
    const gameAccount = await verifyGameAccountToken(body.Token, body.Game, game.serverSecret, now);
    const id = randomToken(24);
    const expiresAt = new Date(now.getTime() + TTL_MS);
    await createGameInvite(deps.db, id, {
      game: body.Game,
      gameAccountId: gameAccount.id,
      gameAccountName: gameAccount.name ?? '',
      status: 'Created',
      createdAt: now,
      expiresAt,
    });
    const url = new URL(`/LoginFromGame/${encodeURIComponent(body.Game)}/${id}`, deps.config.PUBLIC_URL);
    return { InviteId: id, InviteUrl: url.href, ExpiresAt: expiresAt.toISOString() };
  });

  implement(app, status, async (c, input) => {
    const deps = c.get('deps');
    const { InviteId } = input.body;
    const row = await findGameInvite(deps.db, InviteId);
    if (!row) throw notFound('Unknown invite');
    const expired = row.status === 'Created' && row.expiresAt <= deps.clock();
    return { Status: expired ? 'FailedTimeout' : row.status, GameAccountName: row.gameAccountName || null };
  });

  implement(app, updateConnectGameInvite, { use: [requireAuth] }, async (c, { body }) => {
    const deps = c.get('deps');
    const row = await findGameInvite(deps.db, body.InviteId);
    if (!row) throw notFound('Unknown invite');
    const accountId = c.get('account').id;
    // An answered invite tells its answer only to the account that answered it.
    if (row.status !== 'Created') {
      if (row.accountId === accountId) return { Status: row.status };
      throw new ApiError(409, ErrorCode.Conflict, 'This invite was already answered');
    }
    if (row.expiresAt <= deps.clock()) return { Status: 'FailedTimeout' };
    // One answer per invite: the first caller claims it in one guarded UPDATE; a concurrent one finds it taken.
    if (!(await claimGameInvite(deps.db, row.idHash, accountId))) {
      const now = await gameInviteAnswer(deps.db, row.idHash);
      if (now && now.status !== 'Created' && now.accountId === accountId) return { Status: now.status };
      throw new ApiError(409, ErrorCode.Conflict, 'This invite is already being answered');
    }
    const Status = body.Accept
      ? await connectGameAccount(deps.db, accountId, row.game, row.gameAccountId)
      : 'FailedUnknownReason';
    await setGameInviteStatus(deps.db, row.idHash, Status);
    return { Status };
  });

  implement(app, friendInvite, async (c, input) => {
    const deps = c.get('deps');
    const { InviteId } = input.body;
    const invite = await describeFriendInvite(deps.db, InviteId, deps.clock());
    if (!invite) throw unknownFriendInvite();
    return {
      Status: invite.status,
      InviterName: invite.inviterName,
      Game: invite.game,
      GameTitle: invite.gameTitle,
      ExpiresAt: invite.expiresAt.toISOString(),
    };
  });

  implement(app, acceptOp, { use: [requireAuth] }, async (c, input) => {
    const deps = c.get('deps');
    const { InviteId } = input.body;
    const accepted = await acceptFriendInvite(deps.db, InviteId, c.get('account').id, deps.clock());
    return {
      Status: 'Accepted',
      FriendAccountId: accepted.friendAccountId,
      FriendName: accepted.friendName,
      Game: accepted.game,
    };
  });

  return app;
}
