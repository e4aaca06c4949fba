import { describe, expect, it } from 'vitest';
import { HostError, HostErrorCode } from '../errors.js';
import { createApiClient, type ApiClient } from './create-api-client.js';
import { fakeContext, fakeFetch } from '../testing/fake-context.js';

const none = undefined as never;
const nul = null as never;

const CASES: [string, string, (api: ApiClient) => unknown][] = [
  ['auth.authenticateFromEmailInvite', 'body', (a) => a.auth.authenticateFromEmailInvite(none)],
  ['auth.authenticateWithExternalId', 'game', (a) => a.auth.authenticateWithExternalId('', {})],
  ['auth.authenticateFromFacebookGames', 'body', (a) => a.auth.authenticateFromFacebookGames('g', nul)],
  ['auth.oauthUserInfo', 'accessToken', (a) => a.auth.oauthUserInfo('g', '')],
  ['store.createPayment', 'body', (a) => a.store.createPayment(nul)],
  ['store.createPaymentWithRedirectUrl', 'sku', (a) => a.store.createPaymentWithRedirectUrl('g', '', { Token: 't' })],
  ['store.createPaymentWithRedirectUrl', 'token', (a) => a.store.createPaymentWithRedirectUrl('g', 's', { Token: '' })],
  ['store.aghanimPaymentStatus', 'publicOrderId', (a) => a.store.aghanimPaymentStatus(none)],
  ['bank131.paymentForm', 'token', (a) => a.bank131.paymentForm(nul, 'p')],
  ['bank131.payWithSbp', 'publicId', (a) => a.bank131.payWithSbp('')],
  ['native.status', 'game', (a) => a.native.status(none)],
  ['play.game', 'otaVersion', (a) => a.play.game('g', nul, 1, 'FxId')],
  ['play.game', 'buildNumber', (a) => a.play.game('g', '1', none, 'FxId')],
  ['play.game', 'webPublishingPlatform', (a) => a.play.game('g', '1', 1, none)],
  ['games.publicGameConfig', 'game', (a) => a.games.publicGameConfig(nul, 'FxId')],
  ['games.publicGameConfig', 'webPublishingPlatform', (a) => a.games.publicGameConfig('g', '' as never)],
  [
    'info.checkAccountExistsBySocialIdentifier',
    'socialIdentifier',
    (a) => a.info.checkAccountExistsBySocialIdentifier('g', 'Email', ''),
  ],
  ['info.go', 'url', (a) => a.info.go('')],
  ['info.goUrl', 'url', (a) => a.go(none)],
  ['documents.accept', 'body', (a) => a.documents.accept(none)],
  ['friends.get', 'body', (a) => a.friends.get(nul)],
  ['crossPlay.rules', 'game', (a) => a.crossPlay.rules('')],
  ['wizq.proxyRequest', 'jsonData', (a) => a.wizq.proxyRequest('g', '')],
  ['launcher.manifest', 'branch', (a) => a.launcher.manifest('g', nul)],
  ['launcher.downloadUrl', 'sessionId', (a) => a.launcher.downloadUrl('g', '')],
  ['analytics.track', 'batch', (a) => a.analytics.track(nul)],
];

describe('required parameters', () => {
  it.each(CASES)('%s without %s throws before any request', async (operation, name, invoke) => {
    const fake = fakeFetch();
    const api = createApiClient({ context: fakeContext({ fetch: fake.fetch }).context });
    let thrown: unknown;
    try {
      await invoke(api);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HostError);
    expect((thrown as HostError).code).toBe(HostErrorCode.RequiredParameter);
    expect((thrown as HostError).message).toBe(
      `Required parameter '${name}' was null or undefined when calling ${operation}.`,
    );
    expect(fake.calls).toHaveLength(0);
  });

  it('throws synchronously, so a caller that forgets to await still sees it', () => {
    const api = createApiClient({ context: fakeContext().context });
    expect(() => api.games.manifest('')).toThrow(
      "Required parameter 'game' was null or undefined when calling games.manifest.",
    );
  });

  it('accepts 0 and false as present', async () => {
    const fake = fakeFetch();
    const api = createApiClient({ context: fakeContext({ fetch: fake.fetch }).context });
    await api.play.game('g', '0', 0, 'FxId');
    expect(fake.calls[0]!.url).toContain('BuildNumber=0');
  });
});
