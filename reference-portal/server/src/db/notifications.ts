import type pg from 'pg';

/** The channel on which the database announces every change of a game (migration 0004, a trigger on `games`). */
export const GAMES_CHANNEL = 'playport_games';

/**
 * Makes a new pooled PostgreSQL connection listen for the database's announcements before its first
 * use, so a change made on a connection is heard there before its statement returns.
 */
export async function listenForChanges(connection: pg.ClientBase): Promise<void> {
  await connection.query(`LISTEN ${GAMES_CHANNEL}`);
}
