import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@playport/api-contract';
import { ApiError, createApiClient } from '@playport/host/api';
import { fakeContext, fakeStorage } from '@playport/host/testing';
import { LOCAL_PLATFORM_SECRETS as S } from '../platforms/local-secrets';
import { signTelegramInitData } from '../platforms/sign-telegram';
import { useTestApp } from './test-app';

const t = useTestApp();
const BASE = 'http://localhost:8787';

/** The host's own API client, its fetch served by the app in memory. */
function client(token?: string) {
  const storage = fakeStorage();
  if (token) storage.setItem('AuthToken', token);
  const { context } = fakeContext({
    storage,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) =>
      t().app.request(input instanceof Request ? input.url : String(input), init),
  });
  return createApiClient({ baseUrl: BASE, context });
}

describe('contract with the host API client', () => {
  it('serves every route of API_ROUTES (no route-level 404)', async () => {
    for (const area of Object.values(API_ROUTES)) {
      for (const route of Object.values(area)) {
        const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
          name === 'Game' ? 'hello-game' : `x${name}0123456789abcdef`,
        );
        const res = await t().app.request(`/api/v1${path}`, {
          method: route.method,
          ...(route.method === 'POST' ? { body: '{}', headers: { 'Content-Type': 'application/json' } } : {}),
        });
        const body = res.status === 404 ? await res.text() : '';
        expect(body, `${route.method} ${route.path}`).not.toContain('No route for');
      }
    }
  });

  it('auth and profile', async () => {
    const api = client();
    await api.invite.emailInvite({
      CaptchaResult: 'XXXX.DUMMY.TOKEN.XXXX',
      Email: 'contract@example.com',
      GameSystemName: 'hello-game',
    });
    const inviteToken = new URL(t().mails.at(-1)!.link!).searchParams.get('inviteToken')!;
    const signedIn = await api.auth.authenticateFromEmailInvite({ InviteToken: inviteToken });
    expect(signedIn.Success).toBe(true);
    const me = client(signedIn.Token!);
    const profile = await me.profile.get({ Game: 'hello-game' });
    expect(profile.Email).toBe('contract@example.com');
    expect((await me.profile.update({ Language: 'de' })).Locale).toBe('de');
    const { TempToken } = await me.auth.createTempToken({ RedirectUri: '/play/hello-game' });
    expect((await api.auth.authenticateFromTempToken({ TempToken })).AccountId).toBe(profile.AccountId);
    const tg = await api.auth.authenticateFromSocial({
      Social: 'Telegram',
      Game: 'hello-game',
      Telegram: {
        InitData: signTelegramInitData(
          { user: { id: 9001 }, auth_date: Math.floor(Date.now() / 1000) },
          S.telegramBotToken,
        ),
      },
    });
    expect(tg.SocialIdentifier).toEqual({ Type: 'Telegram', Id: '9001' });
    await me.auth.logout();
    const failure = await me.profile.get({ Game: 'hello-game' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
  });

  it('games, content and documents', async () => {
    const api = client();
    const config = await api.games.publicGameConfig('hello-game', 'FxId');
    expect(config.PublicWebClientConfig.Turnstile?.SiteKey).toBe('1x00000000000000000000AA');
    // The conformance game is a test game: playable by its link, not listed.
    expect((await api.games.list({})).Games.map((g) => g.GameSystemName)).toEqual(['hello-game']);
    expect((await api.games.manifest('hello-game')).name).toBe('Hello Game');
    expect((await api.info.news({ GameSystemName: 'hello-game', Locale: 'en' })).News.length).toBeGreaterThan(0);
    expect((await api.info.go('/play/hello-game')).RedirectUri).toBe('http://localhost:8787/play/hello-game');
    const docs = await api.documents.listWithVersions({ GameSystemName: 'hello-game' });
    expect(docs.Documents.length).toBe(2);
    const { token } = await t().signIn();
    const me = client(token);
    const doc = docs.Documents[0]!;
    await me.documents.accept({ DocumentId: doc.Id, DocumentVersionId: doc.Versions.at(-1)!.Id });
    expect((await me.documents.accepted({})).Acceptances).toHaveLength(1);
    const bad = await api.games.publicGameConfig('missing-game', 'FxId').catch((e: unknown) => e as ApiError);
    expect(bad).toBeInstanceOf(ApiError);
    expect((bad as ApiError).problem).toMatchObject({
      status: 404,
      instance: '/api/v1/public_game_config/missing-game',
    });
  });

  it('store and analytics', async () => {
    const { token } = await t().signIn();
    const me = client(token);
    const pay = await me.store.createPayment({
      Game: 'conformance-game',
      Sku: 'test_item',
      WebPublishingPlatform: 'FxId',
      EmbeddingType: 'Embed',
    });
    expect(pay.Aghanim?.CheckoutUrl).toContain(pay.TransactionId);
    await me.store.setOptimisticOrderStatus({ PublicOrderId: pay.TransactionId, Status: 'Completed' });
    expect((await me.store.getPaymentStatus({ PublicOrderId: pay.TransactionId })).Status).toBe('WaitingForPayment');
    expect((await me.store.aghanimPaymentStatus(pay.TransactionId)).Status).toBe('Created');
    const data = await me.store.storeData({ Game: 'hello-game', WebPublishingPlatform: 'FxId' });
    expect(data.Products.length).toBe(2);
    await me.analytics.track({
      SessionId: 's',
      Platform: 24,
      BuildId: 1047,
      Events: [{ EventId: 781965170, UserId: null, CreatedAt: new Date().toISOString(), Build: 1047, Platform: 24 }],
    });
    await me.friends.status({ Name: 'C', Priority: 0, Status: 'online' });
    const subscription = {
      endpoint: 'https://push.example/1',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    };
    await me.pushTokens.save({ Game: 'hello-game', Platform: 'web', Token: JSON.stringify(subscription) });
    await me.crossPlay.sendEvent({ GameSystemName: 'hello-game', EventCode: 'level_complete' });
    expect((await me.crossPlay.myQuests()).length).toBe(2);
  });
});
