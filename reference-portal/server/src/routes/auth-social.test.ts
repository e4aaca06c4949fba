import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TURNSTILE_TEST_TOKEN } from '../services/turnstile';
import { LOCAL_PLATFORM_SECRETS as S } from '../platforms/local-secrets';
import { agAuthKey } from '../platforms/sign-ag';
import { signCrazyGamesToken } from '../platforms/sign-crazygames';
import { signFacebookRequest } from '../platforms/sign-facebook';
import { signFirebaseIdToken } from '../platforms/sign-firebase';
import { signGameAccountToken } from '../platforms/sign-game-account';
import { kongregateGameAuthToken } from '../platforms/sign-kongregate';
import { signLocalIdpToken } from '../platforms/sign-local-idp';
import { signOkLaunchParams } from '../platforms/sign-ok';
import { steamTicket } from '../platforms/sign-steam';
import { signTelegramInitData } from '../platforms/sign-telegram';
import { signVkLaunchParams } from '../platforms/sign-vk';
import { vkOpenApiSig } from '../platforms/sign-vk-openapi';
import { signVkPlayLaunchParams } from '../platforms/sign-vkplay';
import { signWizqAccessToken } from '../platforms/sign-wizq';
import { signYandexData } from '../platforms/sign-yandex';
import { json, useTestApp } from '../test/test-app';

const t = useTestApp();
const social = (block: Record<string, unknown>, Social?: string) =>
  t().post('/api/v1/auth/authenticate_from_social', {
    Game: 'hello-game',
    Locale: 'en',
    SessionId: 'session-0123456789abcdef',
    ...(Social ? { Social } : {}),
    ...block,
  });

describe('authenticate_from_social', () => {
  const cases: [string, () => Promise<Record<string, unknown>>, string, string][] = [
    [
      'VkontakteCom',
      async () => ({ VkontakteCom: { LaunchParams: signVkLaunchParams({ vk_user_id: '501', vk_app_id: '1' }, S.vk) } }),
      'VkontakteCom',
      '501',
    ],
    [
      'Odnoklassniki',
      async () => ({
        Odnoklassniki: { LaunchParams: signOkLaunchParams({ logged_user_id: '502', session_key: 'x' }, S.ok) },
      }),
      'Odnoklassniki',
      '502',
    ],
    [
      'VkontaktePlay',
      async () => ({
        VkontaktePlay: { Uid: '503', LaunchParams: signVkPlayLaunchParams({ uid: '503', appid: '1' }, S.vkPlay) },
      }),
      'VkontaktePlay',
      '503',
    ],
    [
      'Telegram',
      async () => ({
        Telegram: {
          InitData: signTelegramInitData(
            { user: { id: 504, first_name: 'T' }, auth_date: Math.floor(Date.now() / 1000) },
            S.telegramBotToken,
          ),
        },
      }),
      'Telegram',
      '504',
    ],
    [
      'YandexGames',
      async () => ({ YandexGames: { UniqueId: 'y505', Signature: signYandexData({ uniqueID: 'y505' }, S.yandex) } }),
      'YandexGames',
      'y505',
    ],
    [
      'FacebookGames',
      async () => ({ FacebookGames: { SignedRequest: signFacebookRequest({ user_id: '506' }, S.facebook) } }),
      'FacebookGames',
      '506',
    ],
    [
      'FacebookInstantGames',
      async () => ({
        FacebookInstantGames: {
          PlayerId: '507',
          SignedPlayerInfo: signFacebookRequest({ player_id: '507' }, S.facebook),
        },
      }),
      'FacebookNamespaced',
      '507',
    ],
    [
      'CrazyGames',
      async () => ({ CrazyGames: { UserToken: await signCrazyGamesToken({ userId: 'cg508' }, S.crazyGames) } }),
      'CrazyGames',
      'cg508',
    ],
    [
      'Kongregate',
      async () => ({
        Kongregate: { UserId: '509', GameAuthToken: kongregateGameAuthToken('509', S.kongregate), Guest: false },
      }),
      'Kongregate',
      '509',
    ],
    [
      'AbsoluteGames',
      async () => ({
        AbsoluteGames: {
          AppId: '1',
          PlayerId: '510',
          AuthKey: agAuthKey('1', '510', S.ag),
          GameSid: 's',
          Guest: false,
        },
      }),
      'AbsoluteGames',
      '510',
    ],
    [
      'WizQ',
      async () => ({ WizQ: { AccessToken: await signWizqAccessToken({ userId: 'w511' }, S.wizq) } }),
      'WizQ',
      'w511',
    ],
    [
      'Steam',
      async () => ({ Steam: { Ticket: steamTicket('76561198000000512', S.steam) } }),
      'Steam',
      '76561198000000512',
    ],
  ];
  for (const [platform, block, type, id] of cases) {
    it(`signs in with verified ${platform} data, and again into the same account`, async () => {
      const first = await social(await block(), platform);
      expect(first.status).toBe(200);
      const body = await json<{ Token: string; AccountId: string; SocialIdentifier: unknown }>(first);
      expect(body.SocialIdentifier).toEqual({ Type: type, Id: id });
      const second = await json<{ AccountId: string }>(await social(await block(), platform));
      expect(second.AccountId).toBe(body.AccountId);
    });
  }

  it('in production refuses Absolute Games and WizQ sign-in: neither documents what it signs (501)', async () => {
    const prod = t().withEnv({
      MODE: 'production',
      PUBLIC_URL: 'https://portal.test',
      JWT_SECRET: 'p'.repeat(48),
      TURNSTILE_SECRET: '0x4AAAAAAAproductionSecretValue000000',
      AG_APP_SECRET: 'real-ag',
      WIZQ_APP_SECRET: 'real-wizq',
    });
    const blocks: [string, Record<string, unknown>][] = [
      [
        'AbsoluteGames',
        {
          AbsoluteGames: {
            AppId: '1',
            PlayerId: '510',
            AuthKey: agAuthKey('1', '510', 'real-ag'),
            GameSid: 's',
            Guest: false,
          },
        },
      ],
      ['WizQ', { WizQ: { AccessToken: await signWizqAccessToken({ userId: 'w511' }, 'real-wizq') } }],
    ];
    for (const [platform, block] of blocks) {
      const res = await prod.request('/api/v1/auth/authenticate_from_social', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          Game: 'hello-game',
          Locale: 'en',
          SessionId: 'session-0123456789abcdef',
          Social: platform,
          ...block,
        }),
      });
      expect(res.status).toBe(501);
      expect(await json(res)).toMatchObject({
        Code: 'NotConfigured',
        detail: `${platform} sign-in is not available: the platform publishes no documentation of what it signs`,
      });
    }
  });

  it('refuses data signed with another secret', async () => {
    const res = await social(
      { VkontakteCom: { LaunchParams: signVkLaunchParams({ vk_user_id: '1' }, 'wrong') } },
      'VkontakteCom',
    );
    expect(res.status).toBe(401);
    expect(await json(res)).toMatchObject({ Code: 'InvalidSignature', ErrorCode: 'InvalidSignature' });
  });

  it('refuses a claimed id that differs from the signed one', async () => {
    const res = await social(
      { VkontaktePlay: { Uid: '999', LaunchParams: signVkPlayLaunchParams({ uid: '503' }, S.vkPlay) } },
      'VkontaktePlay',
    );
    expect(res.status).toBe(401);
  });

  it('signs guests in by their device or session ids', async () => {
    const cg = await json(
      await social({ CrazyGames: { UserToken: null, DeviceId: 'device-0123456789abcdef' } }, 'CrazyGames'),
    );
    expect(cg.SocialIdentifier).toEqual({ Type: 'CrazyGamesGuest', Id: 'device-0123456789abcdef' });
    const kg = await json(
      await social({ Kongregate: { UserId: null, GameAuthToken: null, Guest: true } }, 'Kongregate'),
    );
    expect(kg.SocialIdentifier).toEqual({ Type: 'KongregateGuest', Id: 'session-0123456789abcdef' });
    const profile = await json(await t().post('/api/v1/profile', { Game: 'hello-game' }, kg.Token as string));
    expect(profile.Guest).toBe(true);
  });

  it('signs an unsigned Yandex guest in only by a long random device id', async () => {
    const ok = await social(
      { YandexGames: { UniqueId: '9f86d081884c7d659a2feaa0c55ad015', Signature: null } },
      'YandexGames',
    );
    expect(ok.status).toBe(200);
    expect((await json(ok)).SocialIdentifier).toEqual({
      Type: 'YandexGamesGuest',
      Id: '9f86d081884c7d659a2feaa0c55ad015',
    });
    const message =
      'A Yandex Games guest sign-in needs signed data or a random device id of 16 to 128 URL-safe characters';
    for (const UniqueId of ['ya-player-1', 'aaaaaaaaaaaaaaaaaaaa', '12121212121212121212', 'player 0123456789abcdef']) {
      const res = await social({ YandexGames: { UniqueId, Signature: null } }, 'YandexGames');
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ Code: 'BadRequest', Message: message });
    }
  });

  it('refuses an unknown provider and an unknown game', async () => {
    expect((await social({}, 'Nope')).status).toBe(400);
    const res = await t().post('/api/v1/auth/authenticate_from_social', {
      Game: 'no-such-game',
      Social: 'Telegram',
      Telegram: { InitData: 'x' },
    });
    expect(res.status).toBe(404);
  });

  it('spends an FxId login code (a temp token) once', async () => {
    const { token, accountId } = await t().signIn();
    const { TempToken } = await json<{ TempToken: string }>(
      await t().post('/api/v1/auth/create_temp_token', { RedirectUri: '/play/hello-game' }, token),
    );
    const res = await json(await social({ FxId: { LoginCode: TempToken } }, 'FxId'));
    expect(res.AccountId).toBe(accountId);
    expect((await social({ FxId: { LoginCode: TempToken } }, 'FxId')).status).toBe(401);
  });
});

describe('other sign-in calls', () => {
  it('VK OpenAPI session signature', async () => {
    const User = { Mid: '600', Sid: 'sid', Secret: 'sec', Expire: Math.floor(Date.now() / 1000) + 600 };
    const Sig = vkOpenApiSig({ expire: String(User.Expire), mid: User.Mid, secret: User.Secret, sid: User.Sid }, S.vk);
    const ok = await t().post('/api/v1/auth/authenticate_from_vkontaktecom_openapi', {
      Game: 'hello-game',
      User: { ...User, Sig },
    });
    expect(ok.status).toBe(200);
    const bad = await t().post('/api/v1/auth/authenticate_from_vkontaktecom_openapi', {
      Game: 'hello-game',
      User: { ...User, Sig: '0'.repeat(32) },
    });
    expect(bad.status).toBe(401);
  });

  it('Firebase ID token sets marketing consent', async () => {
    const token = await signFirebaseIdToken({ uid: 'fb-1', name: 'Fire' }, S.firebaseProjectId, S.firebase);
    const res = await json<{ Token: string }>(
      await t().post('/api/v1/auth/authenticate_from_firebase', {
        GameSystemName: 'hello-game',
        Token: token,
        MarketingEnabled: true,
      }),
    );
    const profile = await json(await t().post('/api/v1/profile', { Game: 'hello-game' }, res.Token));
    expect(profile).toMatchObject({ MarketingEnabled: true, Name: 'Fire' });
    expect(
      (
        await t().post('/api/v1/auth/authenticate_from_firebase', {
          GameSystemName: 'hello-game',
          Token: 'x.y.z',
          MarketingEnabled: false,
        })
      ).status,
    ).toBe(401);
  });

  it('a Firebase sign-in grants marketing consent but never withdraws it', async () => {
    const token = await signFirebaseIdToken({ uid: 'fb-keep', name: 'Keeper' }, S.firebaseProjectId, S.firebase);
    const signIn = (MarketingEnabled: boolean) =>
      t().post('/api/v1/auth/authenticate_from_firebase', {
        GameSystemName: 'hello-game',
        Token: token,
        MarketingEnabled,
      });
    await signIn(true);
    const again = await json<{ Token: string }>(await signIn(false));
    expect(await json(await t().post('/api/v1/profile', { Game: 'hello-game' }, again.Token))).toMatchObject({
      MarketingEnabled: true,
    });
  });

  it('Facebook canvas POST (form) redirects to the player with a login code', async () => {
    const form = new URLSearchParams({
      SignedRequest: signFacebookRequest({ user_id: '700' }, S.facebook),
      FbLocale: 'de_DE',
    });
    const res = await t().request('POST', '/api/v1/auth/authenticate_from_facebook_games/hello-game', {
      body: form.toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/\/play\/hello-game\/iframe\/fbgames\?loginCode=/);
  });

  it('temp tokens: redirect checked, single use, data returned', async () => {
    const { token, accountId } = await t().signIn();
    expect(
      (await t().post('/api/v1/auth/create_temp_token', { RedirectUri: 'javascript:alert(1)' }, token)).status,
    ).toBe(400);
    expect((await t().post('/api/v1/auth/create_temp_token', { RedirectUri: '/x' })).status).toBe(401);
    const { TempToken } = await json<{ TempToken: string }>(
      await t().post(
        '/api/v1/auth/create_temp_token',
        { RedirectUri: 'http://localhost:5173/Store/hello-game' },
        token,
      ),
    );
    const res = await json(await t().post('/api/v1/auth/authenticate_from_temp_token', { TempToken }));
    expect(res).toMatchObject({
      AccountId: accountId,
      TempTokenData: { RedirectUri: 'http://localhost:5173/Store/hello-game', OrderPublicId: null },
    });
    expect((await t().post('/api/v1/auth/authenticate_from_temp_token', { TempToken })).status).toBe(401);
  });

  it('logout revokes the token', async () => {
    const { token } = await t().signIn();
    expect((await t().request('GET', '/api/v1/auth/logout', { token })).status).toBe(204);
    expect((await t().post('/api/v1/profile', { Game: 'hello-game' }, token)).status).toBe(401);
  });

  it('game JWTs: validation, user info, no hand-over from the game', async () => {
    const { token, accountId } = await t().signIn();
    const profile = await json<{ ConnectedGames: { Game: string; GameJwt: string; GameUid: string }[] }>(
      await t().post('/api/v1/profile', { Game: 'hello-game' }, token),
    );
    const game = profile.ConnectedGames.find((g) => g.Game === 'hello-game')!;
    const valid = await json(
      await t().post('/api/v1/auth/validate-external-id-auth-game-access-token', {
        Game: 'hello-game',
        GameJwtAccessTokenJwtString: game.GameJwt,
      }),
    );
    expect(valid).toMatchObject({ Success: true, Data: { AccountId: accountId, GameUid: game.GameUid } });
    const other = await json(
      await t().post('/api/v1/auth/validate-external-id-auth-game-access-token', {
        Game: 'conformance-game',
        GameJwtAccessTokenJwtString: game.GameJwt,
      }),
    );
    expect(other.Success).toBe(false);
    const info = await json(
      await t().request('GET', '/api/v1/auth/oauth/userinfo/hello-game', { token: game.GameJwt }),
    );
    expect(info).toMatchObject({ Sub: game.GameUid });
    expect((await t().request('GET', '/api/v1/auth/oauth/userinfo/hello-game', { token })).status).toBe(401);
    const longName = await t().request('GET', `/api/v1/auth/oauth/userinfo/${'g'.repeat(129)}`, {
      token: game.GameJwt,
    });
    expect(longName.status).toBe(400);
    expect(await json(longName)).toMatchObject({ Code: 'ValidationFailed' });
    const handed = await t().post('/api/v1/auth/authenticate_from_game', {
      Token: game.GameJwt,
      Game: 'hello-game',
      Platform: 'FxId',
      Standalone: false,
      DeviceId: null,
      Locale: 'en',
    });
    expect(handed.status).toBe(403);
    expect(await json(handed)).toMatchObject({ Code: 'GameTokenScope', ErrorCode: 'GameTokenNotASignIn' });
  });

  it("concurrent accepts of one invite: one connects, the others get the invite's answer or 409, none a 500", async () => {
    const gameToken = await signGameAccountToken(
      { id: 'ga-race', name: 'Racer' },
      'hello-game',
      'local-hello-game-server-secret',
    );
    const invite = await json<{ InviteId: string }>(
      await t().post('/api/v1/invite/connect_from_game', { Game: 'hello-game', Token: gameToken }),
    );
    const players = await Promise.all(Array.from({ length: 4 }, () => t().signIn()));
    const callers = [players[0]!, players[0]!, ...players.slice(1)];
    const answers = await Promise.all(
      callers.map((p) =>
        t().post('/api/v1/invite/update_connect_game_invite', { InviteId: invite.InviteId, Accept: true }, p.token),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const bodies = await Promise.all(answers.map((r) => json<{ Status?: string; Code?: string }>(r)));
    expect(bodies.filter((b) => b.Code !== undefined).every((b) => b.Code === 'Conflict')).toBe(true);
    // Only the account that connected hears Success (the same player may have sent twice); everyone else 409.
    const winners = new Set(callers.filter((_, i) => bodies[i]!.Status === 'Success').map((p) => p.accountId));
    expect(winners.size).toBe(1);
    expect(bodies.filter((b) => b.Code === 'Conflict').length).toBeGreaterThanOrEqual(3);
    const winner = { accountId: [...winners][0] };
    expect(await json(await t().post('/api/v1/invite/status', { InviteId: invite.InviteId }))).toEqual({
      Status: 'Success',
      GameAccountName: 'Racer',
    });
    const signedIn = await json<{ ConnectedData: { Token: string } }>(
      await t().post('/api/v1/auth/authenticate_from_game', { Token: gameToken, Game: 'hello-game', Platform: 'FxId' }),
    );
    expect(
      (await json(await t().post('/api/v1/profile', { Game: 'hello-game' }, signedIn.ConnectedData.Token))).AccountId,
    ).toBe(winner.accountId);
  });

  it('a game account token: not connected, then connected through an invite', async () => {
    const gameToken = await signGameAccountToken(
      { id: 'ga-1', name: 'Hero' },
      'hello-game',
      'local-hello-game-server-secret',
    );
    const before = await json(
      await t().post('/api/v1/auth/authenticate_from_game', { Token: gameToken, Game: 'hello-game', Platform: 'FxId' }),
    );
    expect(before).toEqual({ IsConnected: false, ConnectedData: null, NotConnectedData: { GameAccountName: 'Hero' } });
    const invite = await json<{ InviteId: string; InviteUrl: string }>(
      await t().post('/api/v1/invite/connect_from_game', { Game: 'hello-game', Token: gameToken }),
    );
    expect(invite.InviteUrl).toContain(`/LoginFromGame/hello-game/${invite.InviteId}`);
    expect(await json(await t().post('/api/v1/invite/status', { InviteId: invite.InviteId }))).toEqual({
      Status: 'Created',
      GameAccountName: 'Hero',
    });
    const { token, accountId } = await t().signIn();
    expect(
      await json(
        await t().post('/api/v1/invite/update_connect_game_invite', { InviteId: invite.InviteId, Accept: true }, token),
      ),
    ).toEqual({ Status: 'Success' });
    const after = await json<{ ConnectedData: { Token: string } }>(
      await t().post('/api/v1/auth/authenticate_from_game', { Token: gameToken, Game: 'hello-game', Platform: 'FxId' }),
    );
    const me = await json(await t().post('/api/v1/profile', { Game: 'hello-game' }, after.ConnectedData.Token));
    expect(me.AccountId).toBe(accountId);
    const second = await json<{ InviteId: string }>(
      await t().post('/api/v1/invite/connect_from_game', { Game: 'hello-game', Token: gameToken }),
    );
    const other = await t().signIn();
    expect(
      await json(
        await t().post(
          '/api/v1/invite/update_connect_game_invite',
          { InviteId: second.InviteId, Accept: true },
          other.token,
        ),
      ),
    ).toEqual({ Status: 'FailedThisGameAccountAlreadyConnectedToAnotherAccount' });
    const forged = await signGameAccountToken({ id: 'ga-2' }, 'hello-game', 'wrong-secret');
    expect((await t().post('/api/v1/invite/connect_from_game', { Game: 'hello-game', Token: forged })).status).toBe(
      401,
    );
  });

  it('imports guest identities only, and only into accounts that play the source game', async () => {
    const body = {
      GameSystemName: 'hello-game',
      Game: 'conformance-game',
      SocialIdentifierType: 'FxIdGuest',
      SocialIdentifier: 'guest-0123456789abcdef',
    };
    const first = await json(await t().post('/api/v1/auth/authenticate_from_import', body));
    const again = await json(await t().post('/api/v1/auth/authenticate_from_import', body));
    expect(again.AccountId).toBe(first.AccountId);
    expect(
      (
        await t().post('/api/v1/auth/authenticate_from_import', {
          ...body,
          SocialIdentifierType: 'Email',
          SocialIdentifier: 'someone@example.com-xx',
        })
      ).status,
    ).toBe(400);
    const wrongSource = await t().post('/api/v1/auth/authenticate_from_import', {
      ...body,
      GameSystemName: 'conformance-game',
      Game: 'hello-game',
      SocialIdentifier: 'guest-0123456789abcdef',
    });
    expect(wrongSource.status).toBe(200);
  });

  it('external id: adapter sign-in, refresh rotation, joining to the main account', async () => {
    const google = await signLocalIdpToken('Google', { id: 'g-1', email: 'g@example.com' }, S.localIdp);
    const res = await json<{ State: string; Tokens: { Token: string; RefreshToken: string; AccountId: string } }>(
      await t().post('/api/v1/auth/authenticate_to_fxid_adapter_for_external_id', {
        AuthenticationType: 'Google',
        Game: 'hello-game',
        Google: { IdToken: google },
      }),
    );
    expect(res.State).toBe('Authenticated');
    const refreshed = await json(
      await t().post('/api/v1/auth/authenticate_with_external_id/hello-game', {
        RefreshToken: res.Tokens.RefreshToken,
      }),
    );
    expect(refreshed).toMatchObject({ State: 'Authenticated', Tokens: { AccountId: res.Tokens.AccountId } });
    expect(
      (
        await t().post('/api/v1/auth/authenticate_with_external_id/hello-game', {
          RefreshToken: res.Tokens.RefreshToken,
        })
      ).status,
    ).toBe(401);
    const verifier = 'v'.repeat(43);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const code = await signLocalIdpToken('VkId', { id: 'vk-1', codeChallenge: challenge }, S.localIdp);
    const main = await t().signIn();
    const joined = await json(
      await t().post(
        '/api/v1/auth/authenticate_to_fxid',
        {
          AuthenticationType: 'VkId',
          Game: 'hello-game',
          VkIdLogin: { Code: code, CodeVerifier: verifier, DeviceId: 'd' },
        },
        main.token,
      ),
    );
    expect(joined).toMatchObject({ Success: true, Data: { AccountId: main.accountId } });
    const stolen = await json(
      await t().post(
        '/api/v1/auth/authenticate_to_fxid',
        { AuthenticationType: 'Google', Game: 'hello-game', Google: { IdToken: google } },
        main.token,
      ),
    );
    expect(stolen).toMatchObject({
      Success: false,
      Error: { ErrorCode: 'FailedThisGameAccountAlreadyConnectedToAnotherAccount' },
    });
    const badPkce = await t().post(
      '/api/v1/auth/authenticate_to_fxid',
      {
        AuthenticationType: 'VkId',
        Game: 'hello-game',
        VkIdLogin: { Code: code, CodeVerifier: 'w'.repeat(43), DeviceId: 'd' },
      },
      main.token,
    );
    expect(badPkce.status).toBe(401);
  });

  it('external id by e-mail code', async () => {
    const url = '/api/v1/auth/authenticate_with_external_id/hello-game';
    expect((await json(await t().post(url, {}))).State).toBe('EmailRequired');
    const sent = await json(
      await t().post(url, { EmailCredentials: { Email: 'launcher@example.com', CaptchaResult: TURNSTILE_TEST_TOKEN } }),
    );
    expect(sent).toMatchObject({ State: 'EmailCodeSent', Email: 'l***@example.com' });
    const code = /(\d{6})/.exec(t().mails.at(-1)!.text)![1]!;
    expect(
      (
        await t().post(url, {
          EmailCredentials: { Email: 'launcher@example.com', EmailCode: code === '000000' ? '111111' : '000000' },
        })
      ).status,
    ).toBe(401);
    const done = await json(
      await t().post(url, {
        EmailCredentials: { Email: 'launcher@example.com', EmailCode: code },
        ExternalSocialIdentifier: { Type: 'Egs', Id: 'egs-1' },
      }),
    );
    expect(done.State).toBe('Authenticated');
  });

  it('Twitch connect and refresh, MyGames info and transfer', async () => {
    const { token } = await t().signIn();
    const code = await signLocalIdpToken('Twitch', { id: 'tw-1' }, S.localIdp);
    const connected = await json(
      await t().post('/api/v1/auth/twitch/connect', { Game: 'hello-game', Code: code }, token),
    );
    expect(connected).toMatchObject({ Success: true, Error: null });
    const refreshed = await json(await t().post('/api/v1/auth/twitch/refresh_token', { Game: 'hello-game' }, token));
    expect(refreshed.Success).toBe(true);
    expect(
      (await json(await t().post('/api/v1/auth/twitch/connect', { Game: 'hello-game', Code: 'bogus' }, token))).Success,
    ).toBe(false);
    const mg = await signLocalIdpToken('MyGames', { id: 'mg-1' }, S.localIdp);
    const info = await json(
      await t().post('/api/v1/auth/oauth/mygames/info', {
        GameSystemName: 'hello-game',
        Game: 'hello-game',
        Url: `/cb?code=${mg}`,
      }),
    );
    expect(info).toMatchObject({ Error: null, Data: { TransferState: 'NotNeeded' } });
    const mg2 = await signLocalIdpToken('MyGames', { id: 'mg-2' }, S.localIdp);
    const transfer = await json(
      await t().post('/api/v1/auth/oauth/mygames/transfer', {
        GameSystemName: 'hello-game',
        Game: 'hello-game',
        Token: token,
        MyGamesToken: mg2,
      }),
    );
    expect(transfer).toMatchObject({ Success: true, Error: null });
  });
});
