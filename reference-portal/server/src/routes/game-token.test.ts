import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../test/test-app';

const t = useTestApp();

/** A signed-in player and the game token the portal hands `hello-game` (`fxId.token`). */
async function playerOfHelloGame() {
  const { token, accountId } = await t().signIn();
  const profile = await json<{ ConnectedGames: { Game: string; GameJwt: string }[] }>(
    await t().post('/api/v1/profile', { Game: 'hello-game' }, token),
  );
  const gameToken = profile.ConnectedGames.find((g) => g.Game === 'hello-game')!.GameJwt;
  return { session: token, accountId, gameToken };
}

type Call = readonly [method: 'GET' | 'POST', path: string, body?: unknown];

const ACCOUNT_LEVEL: readonly Call[] = [
  ['POST', '/api/v1/profile', { Game: 'hello-game' }],
  ['POST', '/api/v1/profile/update', { Language: 'de' }],
  ['POST', '/api/v1/profile/marketing', { MarketingEnabled: true }],
  ['POST', '/api/v1/invite/update_connect_game_invite', { InviteId: 'x'.repeat(32), Accept: true }],
  ['POST', '/api/v1/auth/create_temp_token', { RedirectUri: 'http://localhost:8787/' }],
  ['POST', '/api/v1/auth/twitch/connect', { Code: 'code' }],
  ['POST', '/api/v1/auth/twitch/refresh_token', {}],
  ['POST', '/api/v1/ftl_integration/hello-game/launcher/activate_key', { Key: 'KEY-1' }],
  ['GET', '/api/v1/ftl_integration/hello-game/launcher/available_branches'],
  ['GET', '/api/v1/ftl_integration/hello-game/launcher/manifest/main'],
  ['GET', '/api/v1/auth/logout'],
  ['POST', '/api/v1/data-connections/get', { Game: 'hello-game' }],
  ['GET', '/api/v1/cross-play/quests/my'],
  ['POST', '/api/v1/store/create_payment', { Game: 'hello-game', Sku: 'gems_100', WebPublishingPlatform: 'FxId' }],
  ['POST', '/api/v1/games/documents/accepted', {}],
  ['POST', '/api/v1/games/documents/accept', { DocumentId: 'd', DocumentVersionId: 'v' }],
  ['POST', '/api/v1/yandexgames/purchase/hello-game', {}],
  ['POST', '/api/v1/fbinstant/purchase', {}],
  ['POST', '/api/v1/bank131/pay_with_card/0123456789abcdef', {}],
];

/** The routes of one game a game token may call, for `game`, with the status a session also gets. */
const gameRoutes = (game: string): readonly (readonly [...Call, number])[] => [
  ['POST', '/api/v1/profile/fetch_fxid_game_connection', { Game: game }, 200],
  ['GET', `/api/v1/play/${game}`, undefined, 200],
  ['POST', '/api/v1/friends/get', { Game: game }, 200],
  ['POST', '/api/v1/friends/status', { Name: 'Hero', Priority: 0, Status: 'in the menu', Game: game }, 204],
  ['POST', '/api/v1/cross-play/events/send', { GameSystemName: game, EventCode: 'level_done' }, 204],
  ['GET', `/api/v1/cross-play/events/rules?game=${game}`, undefined, 200],
  ['POST', '/api/v1/games/documents/list-latest-unaccepted-documents', { GameSystemName: game }, 200],
  ['POST', '/api/v1/store/check-buy-products', { Game: game, Skus: ['gems_100'] }, 200],
  ['POST', '/api/v1/support/send-message', { Game: game, Message: 'Stuck on level 3' }, 200],
];

const send = ([method, path, body]: Call, token: string) =>
  t().request(method, path, { token, ...(body === undefined ? {} : { body }) });

describe('a game token (fxId.token) on the portal API', () => {
  let player: Awaited<ReturnType<typeof playerOfHelloGame>>;
  beforeAll(async () => {
    player = await playerOfHelloGame();
  });

  it.each(ACCOUNT_LEVEL.map((call) => [`${call[0]} ${call[1]}`, call] as const))(
    'is refused on the account-level route %s',
    async (_, call) => {
      const res = await send(call, player.gameToken);
      expect(res.status).toBe(403);
      expect(await json(res)).toMatchObject({
        Code: 'GameTokenScope',
        Message: 'A game token cannot be used for account-level calls',
      });
    },
  );

  it('cannot read the e-mail, change marketing consent or log the player out', async () => {
    await send(['POST', '/api/v1/profile/marketing', { MarketingEnabled: true }], player.gameToken);
    await send(['GET', '/api/v1/auth/logout'], player.gameToken);
    const me = await json<{ Email: string | null; MarketingEnabled: boolean }>(
      await t().post('/api/v1/profile', { Game: 'hello-game' }, player.session),
    );
    expect(me.Email).toMatch(/@example\.com$/);
    expect(me.MarketingEnabled).toBe(false);
  });

  it.each(gameRoutes('hello-game').map((call) => [`${call[0]} ${call[1]}`, call] as const))(
    'is accepted for its own game on %s',
    async (_, [method, path, body, status]) => {
      const res = await send([method, path, body], player.gameToken);
      expect(res.status).toBe(status);
    },
  );

  it('reads its own game connection, with no e-mail in it', async () => {
    const reply = await json<{ Connected: boolean; ConnectedGame: { Game: string; GameJwt: string } }>(
      await t().post('/api/v1/profile/fetch_fxid_game_connection', { Game: 'hello-game' }, player.gameToken),
    );
    expect(reply).toMatchObject({ Connected: true, ConnectedGame: { Game: 'hello-game' } });
    expect(JSON.stringify(reply)).not.toContain('@example.com');
  });

  it.each(gameRoutes('conformance-game').map((call) => [`${call[0]} ${call[1]}`, call] as const))(
    'is refused for another game on %s',
    async (_, [method, path, body]) => {
      const res = await send([method, path, body], player.gameToken);
      expect(res.status).toBe(403);
      expect(await json(res)).toMatchObject({
        Code: 'GameTokenScope',
        Message: 'This game token belongs to another game',
      });
    },
  );

  it('is refused on a game route that names no game', async () => {
    const res = await t().post('/api/v1/friends/get', {}, player.gameToken);
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ Code: 'GameTokenScope' });
  });

  it("reads the status of its own game's orders only", async () => {
    const order = await json<{ TransactionId: string }>(
      await t().post(
        '/api/v1/store/create_payment',
        { Game: 'conformance-game', Sku: 'test_item', WebPublishingPlatform: 'FxId' },
        player.session,
      ),
    );
    const res = await t().post(
      '/api/v1/store/get_payment_status',
      { PublicOrderId: order.TransactionId },
      player.gameToken,
    );
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({
      Code: 'GameTokenScope',
      Message: 'This game token belongs to another game',
    });
    const own = await json<{ TransactionId: string }>(
      await t().post(
        '/api/v1/store/create_payment',
        { Game: 'hello-game', Sku: 'gems_100', WebPublishingPlatform: 'FxId' },
        player.session,
      ),
    );
    const mine = await t().post(
      '/api/v1/store/get_payment_status',
      { PublicOrderId: own.TransactionId },
      player.gameToken,
    );
    expect(mine.status).toBe(200);
    expect(await json(mine)).toMatchObject({ Status: 'Created', Game: 'hello-game' });
  });

  it('a portal session still passes every game route', async () => {
    for (const [method, path, body, status] of gameRoutes('conformance-game')) {
      expect((await send([method, path, body], player.session)).status, path).toBe(status);
    }
  });

  it('does not open a full portal session through authenticate_from_game', async () => {
    const res = await t().post('/api/v1/auth/authenticate_from_game', {
      Token: player.gameToken,
      Game: 'hello-game',
      Platform: 'FxId',
      Standalone: false,
      DeviceId: null,
      Locale: 'en',
    });
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({
      Code: 'GameTokenScope',
      Message: 'A game token cannot open a portal session',
      ErrorCode: 'GameTokenNotASignIn',
    });
    const elsewhere = await t().post('/api/v1/auth/authenticate_from_game', {
      Token: player.gameToken,
      Game: 'conformance-game',
      Platform: 'FxId',
    });
    expect(elsewhere.status).toBe(403);
  });

  it('does not open a portal session as an external game token either', async () => {
    const body = {
      AuthenticationType: 'ExternalGameToken',
      Game: 'hello-game',
      ExternalGameToken: { Token: player.gameToken },
    };
    for (const path of [
      '/api/v1/auth/authenticate_to_fxid_adapter_for_external_id',
      '/api/v1/auth/authenticate_to_fxid',
    ]) {
      const res = await t().post(path, body);
      expect(res.status, path).toBe(403);
      expect(await json(res), path).toMatchObject({ Code: 'GameTokenScope', ErrorCode: 'GameTokenNotASignIn' });
      const asBearer = await t().post(path, body, player.gameToken);
      expect(asBearer.status, path).toBe(403);
    }
    const signedIn = await json(await t().post('/api/v1/auth/authenticate_to_fxid', body, player.session));
    expect(signedIn).toMatchObject({ Success: true, Data: { AccountId: player.accountId } });
  });

  it('is refused everywhere once expired (401), and refreshed through its own game connection', async () => {
    const fresh = await json<{ ConnectedGame: { GameJwt: string } }>(
      await t().post('/api/v1/profile/fetch_fxid_game_connection', { Game: 'hello-game' }, player.gameToken),
    );
    t().advance(3601_000);
    for (const token of [player.gameToken, fresh.ConnectedGame.GameJwt]) {
      const game = await t().post('/api/v1/friends/get', { Game: 'hello-game' }, token);
      expect(game.status).toBe(401);
      expect(await json(game)).toMatchObject({
        Code: 'Unauthorized',
        Message: 'The bearer token is invalid or expired',
      });
      expect((await t().post('/api/v1/profile', { Game: 'hello-game' }, token)).status).toBe(401);
    }
    const renewed = await json<{ ConnectedGame: { GameJwt: string } }>(
      await t().post('/api/v1/profile/fetch_fxid_game_connection', { Game: 'hello-game' }, player.session),
    );
    expect((await t().post('/api/v1/friends/get', { Game: 'hello-game' }, renewed.ConnectedGame.GameJwt)).status).toBe(
      200,
    );
  });
});
