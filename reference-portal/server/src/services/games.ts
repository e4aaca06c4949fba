import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { games } from '../db/schema';
import { ApiError, ErrorCode } from '../http/api-error';

export type GameRow = typeof games.$inferSelect;

/** The 404 of a game that does not exist. */
export const unknownGame = (name: string) => new ApiError(404, ErrorCode.UnknownGame, `Unknown game ${name}`);

/** The game by system name, or a 404 naming it. */
export async function requireGame(db: Db, name: string): Promise<GameRow> {
  const [row] = await db.select().from(games).where(eq(games.systemName, name)).limit(1);
  if (!row) throw unknownGame(name);
  return row;
}

/** Every game by system name, the order of the games lists (test games included: `isListed` filters them). */
export function gamesBySystemName(db: Db): Promise<GameRow[]> {
  return db.select().from(games).orderBy(asc(games.systemName));
}
