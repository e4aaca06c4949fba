import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import {
  type SocialIdentifierType,
  dataConnectionsContract,
  pushTokensContract,
  supportContract,
} from '@playport/api-contract';
import { accounts, pushTokens, socialIdentifiers, supportMessages } from '../db/schema';
import { ApiError, ErrorCode } from '../http/api-error';
import { implement } from '../http/implement';
import type { AppEnv } from '../http/app-env';
import { requireAuth, requireGameScope, requireSessionOrGameToken } from '../http/require-auth';
import { parsePushSubscription } from '../push/push-subscription';
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
    const saved = await db
      .insert(pushTokens)
      .values({ token: body.Token, ...values })
      .onConflictDoUpdate({ target: pushTokens.token, set: values, setWhere: eq(pushTokens.accountId, accountId) })
      .returning({ token: pushTokens.token });
    if (!saved.length) throw new ApiError(409, ErrorCode.Conflict, 'This push subscription belongs to another account');
  });

  implement(app, sendMessage, { use: [requireSessionOrGameToken] }, async (c, { body }) => {
    const { db, clock } = c.get('deps');
    requireGameScope(c, body.Game);
    const accountId = c.get('account').id;
    await hitRateLimit(db, `support:${accountId}`, RATE_RULES.supportPerAccount, clock());
    await requireGame(db, body.Game);
    const [row] = await db
      .insert(supportMessages)
      .values({
        accountId,
        game: body.Game,
        email: body.Email ?? null,
        message: body.Message,
        context: { Adapter: body.Adapter ?? null },
        createdAt: clock(),
      })
      .returning({ id: supportMessages.id });
    return { TicketId: String(row!.id) };
  });

  implement(app, dataConnections, { use: [requireAuth] }, async (c) => {
    const { db } = c.get('deps');
    const accountId = c.get('account').id;
    const [rows, [account]] = await Promise.all([
      db.select().from(socialIdentifiers).where(eq(socialIdentifiers.accountId, accountId)),
      db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId)),
    ]);
    const Connections = rows.map((r) => ({
      Type: r.type as SocialIdentifierType,
      Id: r.externalId,
      Name: account?.name || null,
      ConnectedAt: r.createdAt.toISOString(),
    }));
    return { Connections };
  });

  return app;
}
