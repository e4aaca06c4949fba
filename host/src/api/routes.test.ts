import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from './create-api-client.js';
import { API_ROUTES } from '@playport/api-contract/routes';
import { fakeContext, fakeFetch } from '../testing/fake-context.js';

const B = {} as never;

// Every operation of section 7 of both specs, written out from the spec: operation, method and path,
// and a call. A typo in a route, a missing client method or a method calling the wrong route fails here.
const TABLE: [string, string, (api: ApiClient) => unknown][] = [
  [
    'auth.authenticateFromEmailInvite',
    'POST /auth/authenticate_from_email_invite',
    (a) => a.auth.authenticateFromEmailInvite(B),
  ],
  [
    'auth.authenticateFromFacebookGames',
    'POST /auth/authenticate_from_facebook_games/{Game}',
    (a) => a.auth.authenticateFromFacebookGames('g', { SignedRequest: 's' }),
  ],
  ['auth.authenticateFromFirebase', 'POST /auth/authenticate_from_firebase', (a) => a.auth.authenticateFromFirebase(B)],
  ['auth.authenticateFromGame', 'POST /auth/authenticate_from_game', (a) => a.auth.authenticateFromGame(B)],
  ['auth.authenticateFromImport', 'POST /auth/authenticate_from_import', (a) => a.auth.authenticateFromImport(B)],
  ['auth.authenticateFromSocial', 'POST /auth/authenticate_from_social', (a) => a.auth.authenticateFromSocial(B)],
  [
    'auth.authenticateFromTempToken',
    'POST /auth/authenticate_from_temp_token',
    (a) => a.auth.authenticateFromTempToken(B),
  ],
  [
    'auth.authenticateFromVkontakteComOpenApi',
    'POST /auth/authenticate_from_vkontaktecom_openapi',
    (a) => a.auth.authenticateFromVkontakteComOpenApi(B),
  ],
  [
    'auth.authenticateToFxIdAdapterForExternalId',
    'POST /auth/authenticate_to_fxid_adapter_for_external_id',
    (a) => a.auth.authenticateToFxIdAdapterForExternalId(B),
  ],
  ['auth.authenticateToFxId', 'POST /auth/authenticate_to_fxid', (a) => a.auth.authenticateToFxId(B)],
  [
    'auth.authenticateWithExternalId',
    'POST /auth/authenticate_with_external_id/{Game}',
    (a) => a.auth.authenticateWithExternalId('g', B),
  ],
  ['auth.createTempToken', 'POST /auth/create_temp_token', (a) => a.auth.createTempToken(B)],
  ['auth.logout', 'GET /auth/logout', (a) => a.auth.logout()],
  ['auth.myGamesInfo', 'POST /auth/oauth/mygames/info', (a) => a.auth.myGamesInfo(B)],
  ['auth.myGamesTransfer', 'POST /auth/oauth/mygames/transfer', (a) => a.auth.myGamesTransfer(B)],
  ['auth.twitchConnect', 'POST /auth/twitch/connect', (a) => a.auth.twitchConnect(B)],
  ['auth.twitchRefreshToken', 'POST /auth/twitch/refresh_token', (a) => a.auth.twitchRefreshToken(B)],
  [
    'auth.validateExternalIdAuthGameAccessToken',
    'POST /auth/validate-external-id-auth-game-access-token',
    (a) => a.auth.validateExternalIdAuthGameAccessToken(B),
  ],
  ['auth.oauthUserInfo', 'GET /auth/oauth/userinfo/{Game}', (a) => a.auth.oauthUserInfo('g', 'at')],
  ['auth.oauthUserInfoPost', 'POST /auth/oauth/userinfo/{Game}', (a) => a.auth.oauthUserInfoPost('g', 'at')],
  ['store.createPayment', 'POST /store/create_payment', (a) => a.store.createPayment(B)],
  [
    'store.createPaymentWithRedirectUrl',
    'GET /store/create_payment_with_redirect/{Game}/{Sku}',
    (a) => a.store.createPaymentWithRedirectUrl('g', 'sku1', { Token: 't' }),
  ],
  ['store.updateOrderPersonalInfo', 'POST /store/update-order-pi', (a) => a.store.updateOrderPersonalInfo(B)],
  [
    'store.continueRedirectWithPersonalInfo',
    'POST /store/continue_redirect_with_pi',
    (a) => a.store.continueRedirectWithPersonalInfo(B),
  ],
  [
    'store.setOptimisticOrderStatus',
    'POST /store/set-optimistic-order-status',
    (a) => a.store.setOptimisticOrderStatus(B),
  ],
  ['store.getPaymentStatus', 'POST /store/get_payment_status', (a) => a.store.getPaymentStatus(B)],
  [
    'store.merchantPaymentCompleted',
    'POST /store/merchant_payment_completed',
    (a) => a.store.merchantPaymentCompleted(B),
  ],
  ['store.checkBuyProducts', 'POST /store/check-buy-products', (a) => a.store.checkBuyProducts(B)],
  ['store.storeAvailability', 'POST /store/store_availability', (a) => a.store.storeAvailability(B)],
  ['store.storeData', 'POST /store/store_data', (a) => a.store.storeData(B)],
  ['store.getPurchases', 'POST /store/get_purchases', (a) => a.store.getPurchases(B)],
  ['store.consumePurchase', 'POST /store/consume_purchase', (a) => a.store.consumePurchase(B)],
  ['storage.get', 'POST /storage/get', (a) => a.storage.get(B)],
  ['storage.set', 'POST /storage/set', (a) => a.storage.set(B)],
  ['storage.delete', 'POST /storage/delete', (a) => a.storage.delete(B)],
  ['store.aghanimPaymentStatus', 'GET /store/aghanim/payment/status', (a) => a.store.aghanimPaymentStatus('o1')],
  ['bank131.paymentForm', 'GET /bank131/payment_form/{Token}', (a) => a.bank131.paymentForm('tok', 'p1')],
  ['bank131.payWithCard', 'POST /bank131/pay_with_card/{Token}', (a) => a.bank131.payWithCard('tok', 'p1')],
  ['bank131.checkPayment', 'POST /bank131/check_payment/{Token}', (a) => a.bank131.checkPayment('tok', 'p1')],
  ['bank131.payWithSbp', 'POST /bank131/pay_with_sbp', (a) => a.bank131.payWithSbp('p1')],
  ['native.validateInApp', 'POST /native/inapp/validate/{Game}', (a) => a.native.validateInApp('g', B)],
  ['native.status', 'GET /native/status', (a) => a.native.status({ Game: 'g', Token: 't' })],
  ['yandexGames.purchase', 'POST /yandexgames/purchase/{Game}', (a) => a.yandexGames.purchase('g', B)],
  ['yandexGames.redeemBonus', 'POST /yandexgames/redeem-bonus', (a) => a.yandexGames.redeemBonus(B)],
  ['fbInstant.purchase', 'POST /fbinstant/purchase', (a) => a.fbInstant.purchase(B)],
  ['fbGames.purchase', 'POST /fbgames/purchase', (a) => a.fbGames.purchase(B)],
  ['play.chooseGame', 'POST /play/choose_game', (a) => a.play.chooseGame(B)],
  ['play.indexHtml', 'GET /play/index_html', (a) => a.play.indexHtml()],
  ['play.game', 'GET /play/{Game}', (a) => a.play.game('g', '1.0', 7, 'FxId')],
  ['play.list', 'GET /play/{Game}/list', (a) => a.play.list('g', '1.0')],
  ['games.publicGameConfig', 'GET /public_game_config/{Game}', (a) => a.games.publicGameConfig('g', 'FxId')],
  ['games.list', 'POST /games/list', (a) => a.games.list()],
  ['games.listWithConfigs', 'POST /games/list_with_configs', (a) => a.games.listWithConfigs()],
  ['games.manifest', 'GET /manifest/{Game}', (a) => a.games.manifest('g')],
  ['info.news', 'POST /info/news', (a) => a.info.news(B)],
  [
    'info.checkAccountExistsBySocialIdentifier',
    'GET /info/check_account_exists_by_social_identifier/{Game}/{SocialIdentifierType}/{SocialIdentifier}',
    (a) => a.info.checkAccountExistsBySocialIdentifier('g', 'Google', 'id1'),
  ],
  ['info.goUrl', 'GET /go', (a) => a.info.goUrl('https://example.com/')],
  ['info.go', 'POST /go', (a) => a.info.go('https://example.com/')],
  ['documents.listWithVersions', 'POST /games/documents/list-with-versions', (a) => a.documents.listWithVersions(B)],
  ['documents.accept', 'POST /games/documents/accept', (a) => a.documents.accept(B)],
  ['documents.accepted', 'POST /games/documents/accepted', (a) => a.documents.accepted()],
  [
    'documents.listLatestUnacceptedDocuments',
    'POST /games/documents/list-latest-unaccepted-documents',
    (a) => a.documents.listLatestUnacceptedDocuments(B),
  ],
  ['profile.get', 'POST /profile', (a) => a.profile.get(B)],
  ['profile.update', 'POST /profile/update', (a) => a.profile.update(B)],
  ['profile.marketing', 'POST /profile/marketing', (a) => a.profile.marketing(B)],
  [
    'profile.fetchFxIdGameConnection',
    'POST /profile/fetch_fxid_game_connection',
    (a) => a.profile.fetchFxIdGameConnection(B),
  ],
  ['friends.get', 'POST /friends/get', (a) => a.friends.get(B)],
  [
    'friends.sendInviteNotification',
    'POST /friends/send_invite_notification',
    (a) => a.friends.sendInviteNotification(B),
  ],
  ['friends.status', 'POST /friends/status', (a) => a.friends.status(B)],
  ['friends.createInvite', 'POST /friends/create_invite', (a) => a.friends.createInvite(B)],
  ['invite.connectFromGame', 'POST /invite/connect_from_game', (a) => a.invite.connectFromGame(B)],
  ['invite.emailInvite', 'POST /invite/email_invite', (a) => a.invite.emailInvite(B)],
  ['invite.status', 'POST /invite/status', (a) => a.invite.status(B)],
  [
    'invite.updateConnectGameInvite',
    'POST /invite/update_connect_game_invite',
    (a) => a.invite.updateConnectGameInvite(B),
  ],
  ['invite.friendInvite', 'POST /invite/friend_invite', (a) => a.invite.friendInvite(B)],
  ['invite.acceptFriendInvite', 'POST /invite/accept_friend_invite', (a) => a.invite.acceptFriendInvite(B)],
  ['pushTokens.save', 'POST /push_tokens/save', (a) => a.pushTokens.save(B)],
  ['support.sendMessage', 'POST /support/send-message', (a) => a.support.sendMessage(B)],
  ['crossPlay.rules', 'GET /cross-play/events/rules', (a) => a.crossPlay.rules('g')],
  ['crossPlay.myQuests', 'GET /cross-play/quests/my', (a) => a.crossPlay.myQuests()],
  ['crossPlay.sendEvent', 'POST /cross-play/events/send', (a) => a.crossPlay.sendEvent(B)],
  ['dataConnections.get', 'POST /data-connections/get', (a) => a.dataConnections.get(B)],
  ['wizq.proxyRequest', 'POST /wizq/proxyRequestHandler/{Game}', (a) => a.wizq.proxyRequest('g', '{}')],
  ['launcher.activateKey', 'POST /ftl_integration/{Game}/launcher/activate_key', (a) => a.launcher.activateKey('g', B)],
  [
    'launcher.availableBranches',
    'GET /ftl_integration/{Game}/launcher/available_branches',
    (a) => a.launcher.availableBranches('g'),
  ],
  [
    'launcher.downloadDirectUrl',
    'GET /ftl_integration/{Game}/launcher/download_direct',
    (a) => a.launcher.downloadDirectUrl('g'),
  ],
  [
    'launcher.downloadUrl',
    'GET /ftl_integration/{Game}/launcher/download/{SessionId}',
    (a) => a.launcher.downloadUrl('g', 'sess'),
  ],
  [
    'launcher.requestDownload',
    'POST /ftl_integration/{Game}/launcher/request_download',
    (a) => a.launcher.requestDownload('g', B),
  ],
  [
    'launcher.manifest',
    'GET /ftl_integration/{Game}/launcher/manifest/{Branch}',
    (a) => a.launcher.manifest('g', 'main'),
  ],
  [
    'analytics.track',
    'POST /analytics/track',
    (a) => a.analytics.track({ SessionId: 's', Platform: 24, BuildId: 1047, Events: [] }),
  ],
];

const SAMPLE: Record<string, string> = {
  Game: 'g',
  Sku: 'sku1',
  Token: 'tok',
  SessionId: 'sess',
  Branch: 'main',
  SocialIdentifierType: 'Google',
  SocialIdentifier: 'id1',
};
const concrete = (path: string) => path.replace(/\{(\w+)\}/g, (_, n: string) => SAMPLE[n] ?? '?');
const allRoutes = Object.values(API_ROUTES).flatMap((area) => Object.values(area));

describe('route table', () => {
  it('maps every operation to a unique method and path', () => {
    const keys = allRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const ops = allRoutes.map((r) => r.operation);
    expect(new Set(ops).size).toBe(ops.length);
  });

  it('lists the same operations as the spec table below, and the client has a method for each', () => {
    const api = createApiClient({ context: fakeContext().context });
    expect(allRoutes.map((r) => r.operation).sort()).toEqual(TABLE.map(([op]) => op).sort());
    const clientOps = Object.entries(api).flatMap(([area, methods]) =>
      typeof methods === 'function' ? [] : Object.keys(methods).map((name) => `${area}.${name}`),
    );
    // `analytics.beacon` is the other way to deliver `analytics.track` (beacon.test.ts), not an operation of its own.
    expect(clientOps.filter((op) => op !== 'analytics.beacon').sort()).toEqual(TABLE.map(([op]) => op).sort());
    expect(clientOps).toContain('analytics.beacon');
  });

  it.each(TABLE)('%s calls %s', async (operation, expected, invoke) => {
    const [method, path] = expected.split(' ') as [string, string];
    const fake = fakeFetch();
    const api = createApiClient({ baseUrl: 'https://api.test', context: fakeContext({ fetch: fake.fetch }).context });
    const [area, name] = operation.split('.') as [keyof typeof API_ROUTES, string];
    const route = (API_ROUTES[area] as Record<string, { method: string; path: string; response: string }>)[name]!;
    expect(`${route.method} ${route.path}`).toBe(expected);

    const result = await invoke(api);
    if (route.response === 'url') {
      expect(method).toBe('GET');
      expect(new URL(result as string).pathname).toBe(`/api/v1${concrete(path)}`);
      expect(fake.calls).toHaveLength(0);
    } else {
      expect(fake.calls).toHaveLength(1);
      expect(fake.calls[0]!.method).toBe(method);
      expect(new URL(fake.calls[0]!.url).pathname).toBe(`/api/v1${concrete(path)}`);
    }
  });
});
