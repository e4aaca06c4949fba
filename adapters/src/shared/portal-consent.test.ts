import { AUTH_TOKEN_KEY } from '@playport/host/api';
import type { FxIdInfo } from '@playport/sdk/protocol';
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_ANSWERS, problem } from '../testing/fake-api.js';
import { fakeHost, type FakeHostOptions } from '../testing/fake-host.js';
import { createPortalConsent } from './portal-consent.js';
import { portalApi } from './portal-api.js';

const PROFILE = DEFAULT_API_ANSWERS['/profile'] as Record<string, unknown>;

function start(options: { signedIn?: boolean; api?: FakeHostOptions['api'] } = {}) {
  const fake = fakeHost({ api: options.api });
  if (options.signedIn ?? true) fake.storage.set(AUTH_TOKEN_KEY, 'portal-token');
  const consent = createPortalConsent(fake.host, portalApi(fake.host));
  const status = () => consent.ConsentManagerStatus(undefined, { game: 'space', emit: () => {} });
  const pushed = () => fake.events.filter((e) => e.name === 'ConsentStatus').map((e) => e.payload);
  return { fake, consent, status, pushed };
}

const account = (marketingEnabled: boolean): FxIdInfo => ({
  userId: 'acc-1',
  marketingEnabled,
  locale: null,
  geoCountry: null,
  token: null,
  gameToken: null,
  gameUid: null,
  guest: false,
  hasEmail: false,
  emailValidated: false,
  hasCompletedOrder: false,
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the portal account consent', () => {
  it('a visitor: unknown, read from nowhere, and nothing pushed', async () => {
    const { fake, status, pushed } = start({ signedIn: false });
    expect(await status()).toEqual({ status: 'unknown' });
    expect(fake.api.of('/profile')).toHaveLength(0);
    expect(pushed()).toEqual([]);
  });

  it('MarketingEnabled true: granted, from POST /profile for the game, pushed once however often it is asked', async () => {
    const { fake, status, pushed } = start();
    expect(await status()).toEqual({ status: 'granted' });
    expect(await status()).toEqual({ status: 'granted' });
    expect(fake.api.of('/profile')[0]!.body).toEqual({ Game: 'space' });
    expect(pushed()).toEqual([{ status: 'granted' }]);
  });

  it('MarketingEnabled false: denied, pushed once', async () => {
    const { status, pushed } = start({ api: { '/profile': { ...PROFILE, MarketingEnabled: false } } });
    expect(await status()).toEqual({ status: 'denied' });
    expect(pushed()).toEqual([{ status: 'denied' }]);
  });

  it('a failed read is the API error; an account without the flag is Unknown; neither pushes', async () => {
    const failing = start({ api: { '/profile': () => problem(503, 'Unavailable') } });
    await expect(failing.status()).rejects.toMatchObject({ code: 'ApiError', message: 'Unavailable' });
    expect(failing.pushed()).toEqual([]);
    const odd = start({ api: { '/profile': { AccountId: 'acc-1' } } });
    await expect(odd.status()).rejects.toMatchObject({
      code: 'Unknown',
      message: 'ConsentManagerStatus: the portal answered /profile with an unexpected shape',
    });
    expect(odd.pushed()).toEqual([]);
  });

  it('follows the account the host pushes: once when known, once per change, unknown after sign-out', async () => {
    const { fake, pushed } = start();
    fake.pushUserInfo({ fxId: account(true), social: null });
    fake.pushUserInfo({ fxId: account(true), social: null });
    expect(pushed()).toEqual([{ status: 'granted' }]);
    fake.pushUserInfo({ fxId: account(false), social: null });
    fake.pushUserInfo({ fxId: account(false), social: null });
    expect(pushed()).toEqual([{ status: 'granted' }, { status: 'denied' }]);
    // Signed out: the host reads no account and the page holds no session.
    fake.storage.delete(AUTH_TOKEN_KEY);
    fake.pushUserInfo({ fxId: null, social: null });
    await settle();
    expect(pushed()).toEqual([{ status: 'granted' }, { status: 'denied' }, { status: 'unknown' }]);
    expect(fake.api.of('/profile')).toHaveLength(0);
  });

  it('a signed-in player the host pushes without an account is read from the portal', async () => {
    const { fake, pushed } = start({ api: { '/profile': { ...PROFILE, MarketingEnabled: false } } });
    fake.pushUserInfo({ fxId: null, social: null });
    await settle();
    expect(fake.api.of('/profile')).toHaveLength(1);
    expect(pushed()).toEqual([{ status: 'denied' }]);
  });

  it('stops listening when destroyed', () => {
    const { fake, consent, pushed } = start();
    expect(fake.userInfoListeners).toBe(1);
    consent.destroy();
    expect(fake.userInfoListeners).toBe(0);
    fake.pushUserInfo({ fxId: account(true), social: null });
    expect(pushed()).toEqual([]);
  });
});
