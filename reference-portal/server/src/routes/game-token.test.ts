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
  ['POST', '/api/v1/profile/fetch_fxid_game_connection', { Game: 'hello-game' }],
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
  ['GET', `/api/v1/play/${game}`, undefined, 200],
  ['POST', '/api/v1/friends/get', { Game: game }, 200],
  ['POST', '/api/v1/friends/status', { Name: 'Hero', Priority: 0, Status: 'in the menu', Game: game }, 204],
  ['POST', '/api/v1/cross-play/events/send', { GameSystemName: game, EventCode: 'level_done' }, 204],
  ['GET', `/api/v1/cross-play/events/rules?game=${game}`, undefined, 200],
  ['POST', '/api/v1/games/documents/list-latest-unaccepted-documents', { GameSystemName: game }, 200],
  ['POST', '/api/v1/store/check-buy-products', { Game: game, Skus: ['gems_100'] }, 200],
  ['POST', '/api/v1/store/get_purchases', { Game: game }, 200],
  ['POST', '/api/v1/support/send-message', { Game: game, Message: 'Stuck on level 3' }, 200],
  ['POST', '/api/v1/storage/get', { Game: game, Keys: ['progress'] }, 200],
  ['POST', '/api/v1/storage/set', { Game: game, Values: [{ Key: 'progress', Value: '3' }] }, 200],
  ['POST', '/api/v1/storage/delete', { Game: game, Keys: ['progress'] }, 200],
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

  it('is refused everywhere once expired (401), and renewed through the session', async () => {
    const fresh = await json<{ ConnectedGame: { GameJwt: string } }>(
      await t().post('/api/v1/profile/fetch_fxid_game_connection', { Game: 'hello-game' }, player.session),
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

describe('a game token dies with the session that minted it', () => {
  const ended = { Code: 'Unauthorized', Message: 'The session this game token belongs to has ended' };

  it('is not renewed by itself: fetch_fxid_game_connection answers a game token as every account-level route does', async () => {
    const player = await playerOfHelloGame();
    const res = await t().post('/api/v1/profile/fetch_fxid_game_connection', { Game: 'hello-game' }, player.gameToken);
    expect(res.status).toBe(403);
    const body = await json(res);
    expect(body).toMatchObject({
      Code: 'GameTokenScope',
      Message: 'A game token cannot be used for account-level calls',
    });
    expect(body).not.toHaveProperty('ConnectedGame');
  });

  it('is refused on every route that accepts game tokens once its session logged out; another session keeps its own', async () => {
    const player = await playerOfHelloGame();
    const renewed = await json<{ ConnectedGame: { GameJwt: string } }>(
      await t().post('/api/v1/profile/fetch_fxid_game_connection', { Game: 'hello-game' }, player.session),
    );
    // The same account signed in on a second device: its own session and game token.
    const second = await json<{ Token: string }>(
      await t().post('/api/v1/auth/authenticate_from_temp_token', {
        TempToken: (
          await json<{ TempToken: string }>(
            await t().post('/api/v1/auth/create_temp_token', { RedirectUri: 'http://localhost:8787/' }, player.session),
          )
        ).TempToken,
      }),
    );
    const secondGameToken = (
      await json<{ ConnectedGames: { Game: string; GameJwt: string }[] }>(
        await t().post('/api/v1/profile', { Game: 'hello-game' }, second.Token),
      )
    ).ConnectedGames.find((g) => g.Game === 'hello-game')!.GameJwt;
    expect((await t().request('GET', '/api/v1/auth/logout', { token: player.session })).status).toBe(204);

    for (const token of [player.gameToken, renewed.ConnectedGame.GameJwt]) {
      for (const [method, path, body] of gameRoutes('hello-game')) {
        const res = await send([method, path, body], token);
        expect(res.status, path).toBe(401);
        expect(await json(res), path).toMatchObject(ended);
      }
      const validated = await json(
        await t().post('/api/v1/auth/validate-external-id-auth-game-access-token', {
          Game: 'hello-game',
          GameJwtAccessTokenJwtString: token,
        }),
      );
      expect(validated).toMatchObject({ Success: false, Error: { ErrorCode: 'InvalidToken' } });
      const userInfo = await t().request('GET', '/api/v1/auth/oauth/userinfo/hello-game', { token });
      expect(userInfo.status).toBe(401);
      expect(await json(userInfo)).toMatchObject({ ErrorCode: 'InvalidGameToken' });
      const joined = await t().post(
        '/api/v1/auth/authenticate_to_fxid',
        { AuthenticationType: 'ExternalGameToken', Game: 'hello-game', ExternalGameToken: { Token: token } },
        second.Token,
      );
      expect(joined.status).toBe(401);
      expect(await json(joined)).toMatchObject({ Code: 'InvalidSignature' });
    }
    for (const [method, path, body, status] of gameRoutes('hello-game'))
      expect((await send([method, path, body], secondGameToken)).status, path).toBe(status);
  });

  it('is refused once its session expires, though the token itself is still within its hour', async () => {
    const { session, gameToken } = await playerOfHelloGame();
    t().advance(30 * 86_400_000 - 10 * 60_000);
    const late = (
      await json<{ ConnectedGames: { Game: string; GameJwt: string }[] }>(
        await t().post('/api/v1/profile', { Game: 'hello-game' }, session),
      )
    ).ConnectedGames.find((g) => g.Game === 'hello-game')!.GameJwt;
    expect((await t().post('/api/v1/friends/get', { Game: 'hello-game' }, late)).status).toBe(200);
    t().advance(20 * 60_000);
    const res = await t().post('/api/v1/friends/get', { Game: 'hello-game' }, late);
    expect(res.status).toBe(401);
    expect(await json(res)).toMatchObject(ended);
    expect((await t().post('/api/v1/friends/get', { Game: 'hello-game' }, gameToken)).status).toBe(401);
  });
});
