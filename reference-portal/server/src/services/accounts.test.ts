import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { accounts } from '../db/schema';
import { createTestDatabase } from '../test/test-db';
import { ensureConnectedGame } from './accounts';

let database: Database;
// A migrated database takes a while on a busy machine, as for every other database test file.
beforeAll(async () => {
  database = await createTestDatabase();
}, 300_000);
afterAll(async () => {
  await database.close();
});

describe('ensureConnectedGame', () => {
  it('reports one creation when two requests connect the same game at once', async () => {
    await database.db.insert(accounts).values({ id: 'acc-parallel' });
    const results = await Promise.all([
      ensureConnectedGame(database.db, 'acc-parallel', 'hello-game'),
      ensureConnectedGame(database.db, 'acc-parallel', 'hello-game'),
    ]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(results[0].row.gameUid).toBe(results[1].row.gameUid);
    expect((await ensureConnectedGame(database.db, 'acc-parallel', 'hello-game')).created).toBe(false);
  });
});
