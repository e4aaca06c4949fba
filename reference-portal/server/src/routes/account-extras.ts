import { Hono } from 'hono';
import {
  type SocialIdentifierType,
  dataConnectionsContract,
  pushTokensContract,
  supportContract,
} from '@playport/api-contract';
import { ApiError, ErrorCode } from '../http/api-error';
import { implement } from '../http/implement';
import type { AppEnv } from '../http/app-env';
import { requireAuth, requireGameScope, requireSessionOrGameToken } from '../http/require-auth';
import { parsePushSubscription } from '../push/push-subscription';
import { dataConnectionsOf, recordSupportMessage, savePushToken } from '../services/account-extras';
import { requireGame } from '../services/games';
import { RATE_RULES, hitRateLimit } from '../services/rate-limit';

const { save } = pushTokensContract;
const { sendMessage } = supportContract;
const dataConnections = dataConnectionsContract.get;

/** Push tokens, support messages and data connections of the signed-in account. */
export function accountExtrasRoutes() {
  const app = new Hono<AppEnv>();

  implement(app, save, { use: [requireSessionOrGameToken] }, async (c, { body }) => {
    const { db, clock } = c.get('deps');
    requireGameScope(c, body.Game);
    parsePushSubscription(body.Token, c.get('deps').config.MODE);
    await requireGame(db, body.Game);
    const accountId = c.get('account').id;
    const values = { accountId, game: body.Game, platform: body.Platform, updatedAt: clock() };
    // A subscription keeps its owner: another account saving the same one changes nothing and is told so.
    const saved = await savePushToken(db, body.Token, values);
    if (!saved) throw new ApiError(409, ErrorCode.Conflict, 'This push subscription belongs to another account');
  });

  implement(app, sendMessage, { use: [requireSessionOrGameToken] }, async (c, { body }) => {
    const { db, clock } = c.get('deps');
    requireGameScope(c, body.Game);
    const accountId = c.get('account').id;
    await hitRateLimit(db, `support:${accountId}`, RATE_RULES.supportPerAccount, clock());
    await requireGame(db, body.Game);
    const id = await recordSupportMessage(db, {
      accountId,
      game: body.Game,
      email: body.Email ?? null,
      message: body.Message,
      context: { Adapter: body.Adapter ?? null },
      createdAt: clock(),
    });
    return { TicketId: String(id) };
  });

  implement(app, dataConnections, { use: [requireAuth] }, async (c) => {
    const { db } = c.get('deps');
    const accountId = c.get('account').id;
    const { identifiers, accountName } = await dataConnectionsOf(db, accountId);
    const Connections = identifiers.map((r) => ({
      Type: r.type as SocialIdentifierType,
      Id: r.externalId,
      Name: accountName || null,
      ConnectedAt: r.createdAt.toISOString(),
    }));
    return { Connections };
  });

  return app;
}
