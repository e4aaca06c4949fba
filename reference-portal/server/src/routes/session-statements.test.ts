import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectedGames, orders } from '../db/schema';
import { json, useTestApp } from '../test/test-app';

const t = useTestApp();

const gamesOf = async (accountId: string) =>
  (
    await t()
      .database.db.select({ game: connectedGames.game })
      .from(connectedGames)
      .where(eq(connectedGames.accountId, accountId))
  )
    .map((r) => r.game)
    .sort();

// POST profile finds the session in the statement that reads (and connects) the account.
describe('POST profile', () => {
  it('connects the game and answers the account for a live session', async () => {
    const { token, accountId } = await t().signIn();
    const res = await t().post('/api/v1/profile', { Game: 'conformance-game' }, token);
    expect(res.status).toBe(200);
    const account = await json<{ AccountId: string; ConnectedGames: { Game: string }[] }>(res);
    expect(account.AccountId).toBe(accountId);
    expect(account.ConnectedGames.map((g) => g.Game).sort()).toEqual(['conformance-game', 'hello-game']);
    expect(await gamesOf(accountId)).toEqual(['conformance-game', 'hello-game']);
  });

  it('refuses an expired session with 401 and connects nothing', async () => {
    const { token, accountId } = await t().signIn();
    t().advance(31 * 86_400_000);
    try {
      const res = await t().post('/api/v1/profile', { Game: 'conformance-game' }, token);
      expect(res.status).toBe(401);
      expect(await json(res)).toMatchObject({ Code: 'Unauthorized', detail: 'The bearer token is invalid or expired' });
      expect(await gamesOf(accountId)).toEqual(['hello-game']);
    } finally {
      t().advance(-31 * 86_400_000);
    }
  });

  it('judges the token before the body: 401 for a bad token with a bad body, 400 for a live session with one', async () => {
    const bad = await t().post('/api/v1/profile', { Game: 5 }, 'not-a-token');
    expect(bad.status).toBe(401);
    expect(await json(bad)).toMatchObject({ Code: 'Unauthorized' });
    const { token } = await t().signIn();
    const invalid = await t().post('/api/v1/profile', { Game: 5 }, token);
    expect(invalid.status).toBe(400);
    expect(await json(invalid)).toMatchObject({ Code: 'ValidationFailed' });
  });
});

// POST store/create_payment finds the session in the statement that reads the account, game and product.
describe('POST store/create_payment', () => {
  const body = { Game: 'conformance-game', Sku: 'test_item', WebPublishingPlatform: 'FxId' };

  it('refuses an expired session with 401 and makes no order', async () => {
    const { token, accountId } = await t().signIn();
    t().advance(31 * 86_400_000);
    try {
      const res = await t().post('/api/v1/store/create_payment', body, token);
      expect(res.status).toBe(401);
      expect(await json(res)).toMatchObject({ Code: 'Unauthorized', detail: 'The bearer token is invalid or expired' });
      expect(await t().database.db.select().from(orders).where(eq(orders.accountId, accountId))).toEqual([]);
    } finally {
      t().advance(-31 * 86_400_000);
    }
  });

  it('judges the token before the body, and names an unknown product for a live session', async () => {
    const bad = await t().post('/api/v1/store/create_payment', { ...body, Sku: 5 }, 'not-a-token');
    expect(bad.status).toBe(401);
    const { token } = await t().signIn();
    const invalid = await t().post('/api/v1/store/create_payment', { ...body, Sku: 5 }, token);
    expect(invalid.status).toBe(400);
    const unknown = await t().post('/api/v1/store/create_payment', { ...body, Sku: 'no_such_item' }, token);
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toMatchObject({ Code: 'UnknownProduct', detail: 'Unknown product no_such_item' });
  });

  it('refuses a redirect order for a token that is no live session, and makes none', async () => {
    const { token, accountId } = await t().signIn();
    t().advance(31 * 86_400_000);
    try {
      const res = await t().request(
        'GET',
        `/api/v1/store/create_payment_with_redirect/conformance-game/test_item?Token=${token}&WebPublishingPlatform=FxId`,
      );
      expect(res.status).toBe(401);
      expect(await json(res)).toMatchObject({ Code: 'Unauthorized', detail: 'The token is invalid or expired' });
      expect(await t().database.db.select().from(orders).where(eq(orders.accountId, accountId))).toEqual([]);
    } finally {
      t().advance(-31 * 86_400_000);
    }
  });
});
