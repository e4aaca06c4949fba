import { describe, expect, it } from 'vitest';
import { createApiClient } from './create-api-client.js';
import { fakeContext, fakeFetch, jsonResponse, type RecordedRequest } from '../testing/fake-context.js';

const BASE = 'https://api.test';

function setup(respond?: (r: RecordedRequest) => Response | Promise<Response>, token: string | null = 'tok-1') {
  const fake = fakeFetch(respond);
  const { context } = fakeContext({ fetch: fake.fetch });
  if (token) context.storage.setItem('AuthToken', token);
  const api = createApiClient({ baseUrl: BASE, context });
  const last = () => fake.calls.at(-1)!;
  const json = () => JSON.parse(last().body as string) as unknown;
  const form = () => Object.fromEntries(last().body as URLSearchParams);
  return { api, fake, context, last, json, form };
}

describe('createApiClient: one call per area', () => {
  it('auth: posts the invite token as JSON and returns the parsed answer', async () => {
    const answer = { Success: true, Error: null, Token: 't', RedirectUri: '/play/g' };
    const { api, last, json } = setup(() => jsonResponse(answer));
    await expect(api.auth.authenticateFromEmailInvite({ InviteToken: 'inv' })).resolves.toEqual(answer);
    expect(last()).toMatchObject({ url: `${BASE}/api/v1/auth/authenticate_from_email_invite`, method: 'POST' });
    expect(last().headers['Content-Type']).toBe('application/json');
    expect(last().headers.Accept).toBe('application/json');
    expect(json()).toEqual({ InviteToken: 'inv' });
  });

  it('auth: sends the Facebook Games sign-in as a form', async () => {
    const { api, last, form } = setup();
    await api.auth.authenticateFromFacebookGames('g', { FbLocale: 'en_US', SignedRequest: 'sig.payload' });
    expect(last().url).toBe(`${BASE}/api/v1/auth/authenticate_from_facebook_games/g`);
    expect(last().headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(form()).toEqual({ FbLocale: 'en_US', SignedRequest: 'sig.payload' });
  });

  it('auth: sends the game access token, not the session token, to userinfo', async () => {
    const { api, last } = setup();
    await api.auth.oauthUserInfo('g', 'game-access');
    expect(last().headers.Authorization).toBe('Bearer game-access');
  });

  it('store: creates a payment with the bearer token', async () => {
    const { api, last, json } = setup();
    const body = { Game: 'g', Sku: 'gems', WebPublishingPlatform: 'FxId', EmbeddingType: 'Embed' } as const;
    await api.store.createPayment(body);
    expect(last()).toMatchObject({ url: `${BASE}/api/v1/store/create_payment`, method: 'POST' });
    expect(last().headers.Authorization).toBe('Bearer tok-1');
    expect(json()).toEqual(body);
  });

  it('store: builds the redirect-payment URL with its query and makes no request', () => {
    const { api, fake } = setup();
    const url = api.store.createPaymentWithRedirectUrl('my game', 'gems/100', {
      Token: 't',
      Currency: 'EUR',
      Country: undefined,
    });
    expect(url).toBe(`${BASE}/api/v1/store/create_payment_with_redirect/my%20game/gems%2F100?Token=t&Currency=EUR`);
    expect(fake.calls).toHaveLength(0);
  });

  it('store: asks the Aghanim status by PublicOrderId', async () => {
    const { api, last } = setup(() => jsonResponse({ Status: 'Payed' }));
    await expect(api.store.aghanimPaymentStatus('o-1')).resolves.toEqual({ Status: 'Payed' });
    expect(last()).toMatchObject({
      method: 'GET',
      url: `${BASE}/api/v1/store/aghanim/payment/status?PublicOrderId=o-1`,
    });
  });

  it('bank131: reads the form by token and PublicId and pays by card with the PublicId body', async () => {
    const { api, fake, json } = setup();
    await api.bank131.paymentForm('tk', 'pub');
    expect(fake.calls[0]!.url).toBe(`${BASE}/api/v1/bank131/payment_form/tk?PublicId=pub`);
    await api.bank131.payWithCard('tk', 'pub');
    expect(fake.calls[1]!.headers.Authorization).toBe('Bearer tok-1');
    expect(json()).toEqual({ PublicId: 'pub' });
  });

  it('native, yandexGames, fbInstant: paths, query and bodies', async () => {
    const { api, fake } = setup();
    await api.native.status({ Game: 'g', Token: 't', ClientCountryAlpha3: 'DEU' });
    await api.yandexGames.purchase('g', { YandexSignedData: 'sd', YandexGetPurchasesRequest: false });
    await api.fbInstant.purchase({ Game: 'g', FbInstantPurchaseSignedData: 'x' });
    expect(fake.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET ${BASE}/api/v1/native/status?Game=g&Token=t&ClientCountryAlpha3=DEU`,
      `POST ${BASE}/api/v1/yandexgames/purchase/g`,
      `POST ${BASE}/api/v1/fbinstant/purchase`,
    ]);
    expect(JSON.parse(fake.calls[1]!.body as string)).toEqual({
      YandexSignedData: 'sd',
      YandexGetPurchasesRequest: false,
    });
  });

  it('play and games: query strings from URLSearchParams', async () => {
    const { api, fake } = setup();
    await api.play.game('g', '1.2.0', 42, 'YandexGames');
    await api.games.publicGameConfig('g', 'FxId');
    expect(fake.calls[0]!.url).toBe(
      `${BASE}/api/v1/play/g?OtaVersion=1.2.0&BuildNumber=42&WebPublishingPlatform=YandexGames`,
    );
    expect(fake.calls[0]!.headers.Authorization).toBe('Bearer tok-1');
    expect(fake.calls[1]!.url).toBe(`${BASE}/api/v1/public_game_config/g?WebPublishingPlatform=FxId`);
  });

  it('play: returns the index page as text', async () => {
    const { api } = setup(() => new Response('<html></html>', { headers: { 'content-type': 'text/html' } }));
    await expect(api.play.indexHtml()).resolves.toBe('<html></html>');
  });

  it('info: news body, and the /go URL builder on the client root', async () => {
    const { api, json } = setup(() => jsonResponse({ News: [] }));
    await expect(api.info.news({ GameSystemName: 'g', Locale: 'de' })).resolves.toEqual({ News: [] });
    expect(json()).toEqual({ GameSystemName: 'g', Locale: 'de' });
    expect(api.go('https://x.test/a?b=1', 'ref', 'banner')).toBe(
      `${BASE}/api/v1/go?url=https%3A%2F%2Fx.test%2Fa%3Fb%3D1&fxref=ref&type=banner`,
    );
    expect(api.go).toBe(api.info.goUrl);
  });

  it('documents: accept sends both ids; accepted sends an empty object when given nothing', async () => {
    const { api, fake } = setup();
    await api.documents.accept({ DocumentId: 'd', DocumentVersionId: 'v' });
    await api.documents.accepted();
    expect(JSON.parse(fake.calls[0]!.body as string)).toEqual({ DocumentId: 'd', DocumentVersionId: 'v' });
    expect(fake.calls[1]!.body).toBe('{}');
    expect(fake.calls.every((c) => c.headers.Authorization === 'Bearer tok-1')).toBe(true);
  });

  it('profile and friends: auth calls with their bodies', async () => {
    const { api, fake } = setup();
    await api.profile.get({ Game: 'g' });
    await api.friends.get({ FriendsIds: ['1', '2'] });
    expect(fake.calls.map((c) => [c.url, c.headers.Authorization, c.body])).toEqual([
      [`${BASE}/api/v1/profile`, 'Bearer tok-1', '{"Game":"g"}'],
      [`${BASE}/api/v1/friends/get`, 'Bearer tok-1', '{"FriendsIds":["1","2"]}'],
    ]);
  });

  it('friends.status, crossPlay.sendEvent, pushTokens.save and analytics.track resolve void without reading the answer', async () => {
    const { api } = setup(() => jsonResponse({ ignored: true }));
    await expect(api.friends.status({ Name: 'n', Priority: 1, Status: 'hi' })).resolves.toBeUndefined();
    await expect(api.crossPlay.sendEvent({ GameSystemName: 'g', EventCode: 'win' })).resolves.toBeUndefined();
    await expect(api.pushTokens.save({ Game: 'g', Platform: 'web', Token: 'p' })).resolves.toBeUndefined();
    await expect(
      api.analytics.track({ SessionId: 's', Platform: 24, BuildId: 1047, Events: [] }),
    ).resolves.toBeUndefined();
  });

  it('invite and support: the e-mail invite and the support message carry the session (a friend invite mail needs its sender)', async () => {
    const { api, fake } = setup(() => jsonResponse({ Token: null }));
    await expect(
      api.invite.emailInvite({ CaptchaResult: 'c', Email: 'a@b.test', GameSystemName: 'g', InviteFriend: true }),
    ).resolves.toEqual({ Token: null });
    await api.support.sendMessage({ Game: 'g', Message: 'help' });
    expect(fake.calls[0]!.headers.Authorization).toBe('Bearer tok-1');
    expect(JSON.parse(String(fake.calls[0]!.body))).toEqual({
      CaptchaResult: 'c',
      Email: 'a@b.test',
      GameSystemName: 'g',
      InviteFriend: true,
    });
    expect(fake.calls[1]!.headers.Authorization).toBe('Bearer tok-1');
  });

  it('crossPlay: rules by the game query', async () => {
    const rules = [{ Code: 'win', Filter1: '', Filter2: null, Filter3: '/^a/' }];
    const { api, last } = setup(() => jsonResponse(rules));
    await expect(api.crossPlay.rules('g')).resolves.toEqual(rules);
    expect(last()).toMatchObject({ method: 'GET', url: `${BASE}/api/v1/cross-play/events/rules?game=g` });
  });

  it('dataConnections: auth POST', async () => {
    const { api, last } = setup();
    await api.dataConnections.get({ Game: 'g' });
    expect(last()).toMatchObject({ method: 'POST', url: `${BASE}/api/v1/data-connections/get` });
  });

  it('wizq: posts JsonData as a form field, serialising a command object', async () => {
    const { api, form } = setup();
    await api.wizq.proxyRequest('g', { Command: 'getUser', RequestNumber: 3 });
    expect(form()).toEqual({ JsonData: '{"Command":"getUser","RequestNumber":3}' });
  });

  it('launcher: manifest by branch (auth) and the download URL builder', async () => {
    const { api, last } = setup();
    await api.launcher.manifest('g', 'beta/2');
    expect(last()).toMatchObject({ method: 'GET', url: `${BASE}/api/v1/ftl_integration/g/launcher/manifest/beta%2F2` });
    expect(last().headers.Authorization).toBe('Bearer tok-1');
    expect(api.launcher.downloadUrl('g', 's 1')).toBe(`${BASE}/api/v1/ftl_integration/g/launcher/download/s%201`);
  });

  it('analytics: drops null fields of each event before sending', async () => {
    const { api, json } = setup();
    const event = {
      EventId: 781965163,
      UserId: null,
      CreatedAt: '2025-01-01T00:00:00Z',
      Build: 1047,
      Platform: 24,
      I1: 5,
      S1: null,
    };
    await api.analytics.track({ SessionId: 's', Platform: 24, BuildId: 1047, Events: [event] });
    expect(json()).toEqual({
      SessionId: 's',
      Platform: 24,
      BuildId: 1047,
      Events: [{ EventId: 781965163, CreatedAt: '2025-01-01T00:00:00Z', Build: 1047, Platform: 24, I1: 5 }],
    });
  });
});

describe('createApiClient: base URL, token and answers', () => {
  it("calls the page's own origin when no base URL is configured", async () => {
    const fake = fakeFetch();
    const api = createApiClient({ context: fakeContext({ fetch: fake.fetch }).context });
    await api.games.list();
    expect(fake.calls[0]!.url).toBe('/api/v1/games/list');
  });

  it('trims a trailing slash of the base URL and allows a same-origin base', async () => {
    const fake = fakeFetch();
    const { context } = fakeContext({ fetch: fake.fetch });
    await createApiClient({ baseUrl: 'https://api.test/', context }).games.manifest('g');
    await createApiClient({ baseUrl: '', context }).games.manifest('g');
    expect(fake.calls.map((c) => c.url)).toEqual(['https://api.test/api/v1/manifest/g', '/api/v1/manifest/g']);
  });

  it('sends no Authorization header when there is no token', async () => {
    const { api, last } = setup(undefined, null);
    await api.profile.get({ Game: 'g' });
    expect(last().headers.Authorization).toBeUndefined();
  });

  it('does not send the token on calls the spec does not mark auth', async () => {
    const { api, last } = setup();
    await api.games.publicGameConfig('g', 'FxId');
    expect(last().headers.Authorization).toBeUndefined();
  });

  it('takes the token from getToken when given, and awaits it', async () => {
    const fake = fakeFetch();
    const api = createApiClient({
      context: fakeContext({ fetch: fake.fetch }).context,
      getToken: async () => 'from-getter',
    });
    await api.crossPlay.myQuests();
    expect(fake.calls[0]!.headers.Authorization).toBe('Bearer from-getter');
  });

  it('encodes every path part with encodeURIComponent', async () => {
    const { api, last } = setup();
    await api.info.checkAccountExistsBySocialIdentifier('a/b?c', 'Email', 'me+1@x.test#y');
    expect(last().url).toBe(
      `${BASE}/api/v1/info/check_account_exists_by_social_identifier/a%2Fb%3Fc/Email/me%2B1%40x.test%23y`,
    );
  });

  it('resolves undefined for an empty body and for 204', async () => {
    const { api } = setup(() => new Response('', { status: 200, headers: { 'content-type': 'application/json' } }));
    await expect(api.profile.get({ Game: 'g' })).resolves.toBeUndefined();
    const other = setup(() => new Response(null, { status: 204 }));
    await expect(
      other.api.store.updateOrderPersonalInfo({
        PublicOrderId: 'o',
        OrderPersonalInfo: { Email: 'a@b.test', PhoneNumber: null, IsAutoConfirm: false },
      }),
    ).resolves.toBeUndefined();
  });

  it('parses +json content types', async () => {
    const { api } = setup(() => jsonResponse({ Exists: true }, 200, 'application/vnd.playport+json; charset=utf-8'));
    await expect(api.info.checkAccountExistsBySocialIdentifier('g', 'Google', '1')).resolves.toEqual({ Exists: true });
  });

  it("joins the caller's abort signal to the request's", async () => {
    const signals: AbortSignal[] = [];
    const { context } = fakeContext({
      fetch: ((_: unknown, init: RequestInit) => {
        signals.push(init.signal!);
        return new Promise<Response>((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason as Error)),
        );
      }) as typeof fetch,
    });
    const controller = new AbortController();
    const call = createApiClient({ context })
      .games.manifest('g', { signal: controller.signal })
      .catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(signals[0]?.aborted).toBe(false);
    controller.abort('left the page');
    expect([signals[0]!.aborted, signals[0]!.reason]).toEqual([true, 'left the page']);
    expect(await call).toMatchObject({ problem: { title: 'Network Error', status: 0, detail: 'left the page' } });
    expect(signals).toHaveLength(1);
  });
});
