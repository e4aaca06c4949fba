import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { connectedGames } from '../db/schema';
import { ensureConnectedGame } from './accounts';

export type ConnectionResult =
  | 'Success'
  | 'FailedGameOfThisTypeAlreadyConnectedToYourAccount'
  | 'FailedThisGameAccountAlreadyConnectedToAnotherAccount';

/** The portal account a game account is connected to, if any. */
export async function accountOfGameAccount(db: Db, game: string, gameAccountId: string): Promise<string | null> {
  const [row] = await db
    .select({ accountId: connectedGames.accountId })
    .from(connectedGames)
    .where(and(eq(connectedGames.game, game), eq(connectedGames.externalAccountId, gameAccountId)))
    .limit(1);
  return row?.accountId ?? null;
}

/** Links a game's own account to a portal account, refusing the two conflicts the spec names. */
export async function connectGameAccount(
  db: Db,
  accountId: string,
  game: string,
  gameAccountId: string,
): Promise<ConnectionResult> {
  const owner = await accountOfGameAccount(db, game, gameAccountId);
  if (owner === accountId) return 'Success';
  if (owner) return 'FailedThisGameAccountAlreadyConnectedToAnotherAccount';
  const { row } = await ensureConnectedGame(db, accountId, game);
  if (row.externalAccountId && row.externalAccountId !== gameAccountId)
    return 'FailedGameOfThisTypeAlreadyConnectedToYourAccount';
  await db
    .update(connectedGames)
    .set({ externalAccountId: gameAccountId })
    .where(and(eq(connectedGames.accountId, accountId), eq(connectedGames.game, game)));
  return 'Success';
}
