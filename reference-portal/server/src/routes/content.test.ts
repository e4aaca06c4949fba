import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games } from '../db/schema';
import { signInWithSocial } from '../services/accounts';
import { json, useTestApp } from '../test/test-app';

const t = useTestApp();

describe('games and config', () => {
  it('serves the public game config per platform', async () => {
    const res = await t().request('GET', '/api/v1/public_game_config/hello-game?WebPublishingPlatform=YandexGames');
    const body = await json<Record<string, unknown>>(res);
    expect(body.PortalConfig).toMatchObject({ GameSystemName: 'hello-game', WebPublishingPlatform: 'YandexGames' });
    expect(body.PublicWebClientConfig).toMatchObject({ Turnstile: { SiteKey: '1x00000000000000000000AA' } });
    expect((body.PublicWebClientConfig as { Adapters: Record<string, unknown> }).Adapters.fxid).toEqual({
      IframeType: 'Fullscreen',
      DisableHeaderUi: false,
      PersonalInformationForm: { Compact: false },
    });
    expect(body.Store).toEqual({ XsollaEnabled: false, YookassaEnabled: false, StripeEnabled: false });
    expect((await t().request('GET', '/api/v1/public_game_config/nope')).status).toBe(404);
    expect(
      (await t().request('GET', '/api/v1/public_game_config/hello-game?WebPublishingPlatform=Myspace')).status,
    ).toBe(400);
  });

  it('choose_game, games list, list with configs, manifest', async () => {
    const chosen = await json(
      await t().post('/api/v1/play/choose_game', {
        GameSystemName: 'conformance-game',
        OriginUrl: 'http://localhost:5173/',
        WebPublishingPlatform: 'FxId',
      }),
    );
    expect(Object.keys(chosen)).toEqual(['PortalConfig', 'PublicGameData']);
    const list = await json<{ Games: { GameSystemName: string; Description: string }[] }>(
      await t().post('/api/v1/games/list', { Locale: 'ru' }),
    );
    // The conformance game is a test game: not listed, still served by name.
    expect(list.Games.map((g) => g.GameSystemName)).toEqual(['hello-game']);
    expect(list.Games[0]!.Description).toBe(
      'Небольшой пример игры Playport: поздоровайтесь с весёлым другом на рассвете и узнайте, когда он помашет в ответ.',
    );
    const withConfigs = await json<{ Games: { GameSystemName: string }[] }>(
      await t().post('/api/v1/games/list_with_configs', {}),
    );
    expect(withConfigs.Games.map((g) => g.GameSystemName)).toEqual(['hello-game']);
    expect((await t().request('GET', '/api/v1/public_game_config/conformance-game')).status).toBe(200);
    const manifest = await t().request('GET', '/api/v1/manifest/conformance-game');
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(await json(manifest)).toMatchObject({
      name: 'Conformance Game',
      start_url: '/play/conformance-game',
      orientation: 'portrait',
      display: 'fullscreen',
    });
  });

  it('play: build selection needs a session', async () => {
    expect((await t().request('GET', '/api/v1/play/hello-game')).status).toBe(401);
    const { token } = await t().signIn();
    const play = await json(
      await t().request('GET', '/api/v1/play/hello-game?OtaVersion=1&BuildNumber=1&WebPublishingPlatform=FxId', {
        token,
      }),
    );
    expect(play).toMatchObject({
      Game: 'hello-game',
      PlayGameType: 'Iframe',
      Url: 'http://localhost:8788/hello-game/',
      Build: { BuildNumber: 2 },
    });
    const list = await json<{ Builds: { BuildNumber: number }[] }>(
      await t().request('GET', '/api/v1/play/hello-game/list?OtaVersion=1', { token }),
    );
    expect(list.Builds.map((b) => b.BuildNumber)).toEqual([2]);
    const html = await t().request('GET', '/api/v1/play/index_html?Game=hello-game');
    expect(await html.text()).toContain('<iframe src="http://localhost:8788/hello-game/"');
  });
});

describe('news, account look-up and /go', () => {
  it('returns news in the locale, falling back to English, by priority', async () => {
    const ru = await json<{ News: { Priority: string; Messages: { Locale: string }[] }[] }>(
      await t().post('/api/v1/info/news', { GameSystemName: 'hello-game', Locale: 'ru' }),
    );
    expect(ru.News.map((n) => n.Priority)).toEqual(['Critical', 'News', 'Low']);
    expect(ru.News.map((n) => n.Messages[0]!.Locale)).toEqual(['ru', 'ru', 'en']);
    const other = await json<{ News: unknown[] }>(
      await t().post('/api/v1/info/news', { GameSystemName: 'conformance-game', Locale: 'en' }),
    );
    expect(other.News).toHaveLength(1);
  });

  it('answers personal identifier look-ups only for the caller’s own identifiers', async () => {
    const { token } = await t().signIn('exists@example.com');
    await t().signIn('someone-else@example.com');
    const ask = (type: string, id: string) =>
      t().request('GET', `/api/v1/info/check_account_exists_by_social_identifier/hello-game/${type}/${id}`, { token });
    expect(await json(await ask('Email', 'exists@example.com'))).toEqual({ Exists: true, Type: 'Email' });
    for (const [type, id] of [
      ['Email', 'someone-else@example.com'],
      ['Email', 'none@example.com'],
      ['Phone', '+15550100'],
    ] as const) {
      const res = await ask(type, id);
      expect(res.status).toBe(403);
      expect(await json(res)).toMatchObject({
        Code: 'Forbidden',
        detail: 'Personal identifiers (e-mail, phone) are looked up only for your own account',
      });
    }
    // The caller's own address in any letter case, under the type in any letter case.
    expect(await json(await ask('email', 'Exists@Example.com'))).toEqual({ Exists: true, Type: 'email' });
  });

  it('answers platform identifier look-ups for any account, to a signed-in caller', async () => {
    const { token } = await t().signIn('platform-asker@example.com');
    await signInWithSocial(t().database.db, { type: 'VkontaktePlay', id: 'vkp-4242' });
    const ask = (id: string) =>
      t().request('GET', `/api/v1/info/check_account_exists_by_social_identifier/hello-game/VkontaktePlay/${id}`, {
        token,
      });
    expect(await json(await ask('vkp-4242'))).toEqual({ Exists: true, Type: 'VkontaktePlay' });
    expect(await json(await ask('vkp-4243'))).toEqual({ Exists: false, Type: 'VkontaktePlay' });
  });

  it('refuses personal identifier types to anonymous callers, and rate-limits the look-up', async () => {
    for (const type of ['Email', 'email', 'Phone']) {
      const res = await t().request(
        'GET',
        `/api/v1/info/check_account_exists_by_social_identifier/hello-game/${type}/exists@example.com`,
      );
      expect(res.status).toBe(401);
      expect(await json(res)).toMatchObject({ Code: 'Unauthorized' });
    }
    const guest = (i: number) =>
      t().request(
        'GET',
        `/api/v1/info/check_account_exists_by_social_identifier/hello-game/FxIdGuest/guest-id-${i}-0123456789`,
        { headers: { 'X-Forwarded-For': '10.8.0.1' } },
      );
    const codes = [];
    for (let i = 0; i < 31; i++) codes.push((await guest(i)).status);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('/go redirects only to allowed targets', async () => {
    const res = await t().request('GET', '/api/v1/go?url=%2Fplay%2Fhello-game&fxref=friend-1&type=share');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost:8787/play/hello-game');
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      'javascript:alert(1)',
      '/\\evil.example',
      'data:text/html,x',
    ]) {
      const refused = await t().request('GET', `/api/v1/go?url=${encodeURIComponent(bad)}`);
      expect(refused.status, bad).toBe(400);
    }
    const post = await json(
      await t().request('POST', '/api/v1/go?url=http%3A%2F%2Flocalhost%3A5173%2FStore%2Fhello-game'),
    );
    expect(post).toEqual({ RedirectUri: 'http://localhost:5173/Store/hello-game' });
  });
});

describe('documents', () => {
  it('lists documents with versions, accepts, and lists what is left', async () => {
    const { token, accountId } = await t().signIn();
    const list = await json<{
      Documents: { Id: string; DocumentType: string; Versions: { Id: string; Content: { ContentType: string } }[] }[];
    }>(await t().post('/api/v1/games/documents/list-with-versions', { GameSystemName: 'hello-game' }));
    expect(list.Documents.map((d) => d.DocumentType).sort()).toEqual(['PP', 'TOS']);
    expect(list.Documents[0]!.Versions).toHaveLength(2);
    expect(list.Documents[0]!.Versions[0]!.Content.ContentType).toBe('Markdown');
    const before = await json<{ Documents: unknown[] }>(
      await t().post(
        '/api/v1/games/documents/list-latest-unaccepted-documents',
        { GameSystemName: 'hello-game' },
        token,
      ),
    );
    expect(before.Documents).toHaveLength(2);
    const tos = list.Documents.find((d) => d.DocumentType === 'TOS')!;
    const accepted = await json(
      await t().post(
        '/api/v1/games/documents/accept',
        { DocumentId: tos.Id, DocumentVersionId: tos.Versions[1]!.Id },
        token,
      ),
    );
    expect(accepted).toMatchObject({ DocumentVersionId: tos.Versions[1]!.Id, AccountId: accountId });
    const again = await json(
      await t().post(
        '/api/v1/games/documents/accept',
        { DocumentId: tos.Id, DocumentVersionId: tos.Versions[1]!.Id },
        token,
      ),
    );
    expect(again.Id).toBe(accepted.Id);
    const after = await json<{ Documents: { DocumentType: string }[] }>(
      await t().post(
        '/api/v1/games/documents/list-latest-unaccepted-documents',
        { GameSystemName: 'hello-game' },
        token,
      ),
    );
    expect(after.Documents.map((d) => d.DocumentType)).toEqual(['PP']);
    const mine = await json<{ Acceptances: unknown[] }>(await t().post('/api/v1/games/documents/accepted', {}, token));
    expect(mine.Acceptances).toHaveLength(1);
    expect(
      (
        await t().post(
          '/api/v1/games/documents/accept',
          { DocumentId: tos.Id, DocumentVersionId: 'hello-game-pp-v1' },
          token,
        )
      ).status,
    ).toBe(404);
    const withAccepts = await json<{ Documents: { Id: string; Versions: { Accepts: unknown[] }[] }[] }>(
      await t().post('/api/v1/games/documents/list-with-versions', { GameSystemName: 'hello-game' }, token),
    );
    expect(withAccepts.Documents.find((d) => d.Id === tos.Id)!.Versions[1]!.Accepts).toHaveLength(1);
  });
});

describe('profile', () => {
  it('gets, updates language and marketing, and reports the game connection', async () => {
    const { token, accountId } = await t().signIn('profile@example.com');
    const before = await json(
      await t().post('/api/v1/profile/fetch_fxid_game_connection', { Game: 'conformance-game' }, token),
    );
    expect(before).toEqual({ Connected: false, ConnectedGame: null });
    const me = await json<Record<string, unknown>>(
      await t().post('/api/v1/profile', { Game: 'conformance-game' }, token),
    );
    expect(me).toMatchObject({
      AccountId: accountId,
      Email: 'profile@example.com',
      Locale: 'en',
      Guest: false,
      SocialIdentifiers: [{ Type: 'Email', Id: 'profile@example.com' }],
    });
    expect((me.ConnectedGames as { Game: string }[]).map((g) => g.Game).sort()).toEqual([
      'conformance-game',
      'hello-game',
    ]);
    expect(
      (await json(await t().post('/api/v1/profile/update', { Language: 'pt-BR', DUMMY: 'x' }, token))).Locale,
    ).toBe('pt-br');
    expect((await json(await t().post('/api/v1/profile/update', { Language: 'xx' }, token))).Locale).toBe('en');
    expect(
      (await json(await t().post('/api/v1/profile/marketing', { MarketingEnabled: true }, token))).MarketingEnabled,
    ).toBe(true);
    const after = await json(
      await t().post('/api/v1/profile/fetch_fxid_game_connection', { Game: 'conformance-game' }, token),
    );
    expect(after).toMatchObject({ Connected: true, ConnectedGame: { Game: 'conformance-game' } });
    expect((await t().post('/api/v1/profile', { Game: 'nope' }, token)).status).toBe(404);
  });
});

describe('the local game copy', () => {
  it('dates the copy by the server clock', async () => {
    t().advance(30 * 24 * 3600_000);
    const res = await t().post('/dev/games/conformance-game/copy', { Tag: 'clock', Store: { Provider: 'Sandbox' } });
    expect(res.status).toBe(201);
    const [row] = await t().database.db.select().from(games).where(eq(games.systemName, 'conformance-game--clock'));
    expect(Math.abs(row!.createdAt.getTime() - t().now().getTime())).toBeLessThan(60_000);
  });

  it('is framed under its own name: its GameUrl is its folder on the games origin', async () => {
    expect((await t().post('/dev/games/conformance-game/copy', { Tag: 'own', Store: {} })).status).toBe(201);
    const [source] = await t().database.db.select().from(games).where(eq(games.systemName, 'conformance-game'));
    const res = await t().request('GET', '/api/v1/public_game_config/conformance-game--own?WebPublishingPlatform=FxId');
    expect(res.status).toBe(200);
    const config = (await res.json()) as { PortalConfig: { GameUrl?: string } };
    expect(config.PortalConfig.GameUrl).toBe(source!.url.replace(/\/conformance-game\/$/, '/conformance-game--own/'));
    expect(config.PortalConfig.GameUrl).toMatch(/\/conformance-game--own\/$/);
  });
});
