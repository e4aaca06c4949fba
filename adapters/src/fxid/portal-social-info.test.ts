import { describe, expect, it } from 'vitest';
import { problem, startPortal } from './portal-test-kit.js';

const account = {
  AccountId: 'acc-1',
  Name: 'Ann Lee',
  Locale: 'de',
  Email: 'ann@example.com',
  ConnectedGames: [],
  MarketingEnabled: false,
};

describe('portal social info', () => {
  it('a signed-in player is the portal account by name, so a game can greet them', async () => {
    const { adapter, fake } = await startPortal({ api: { '/profile': account } });
    expect(await adapter.getSocialInfo()).toEqual({
      social: 'FxId',
      paymentsAvailable: false,
      userId: 'acc-1',
      displayName: 'Ann Lee',
      firstName: null,
      lastName: null,
      photo: null,
      gender: 'unspecified',
      capabilities: [],
      socialLocale: 'de',
      socialFlavor: null,
      vkcom: null,
    });
    expect(fake.api.of('/profile')[0]!.body).toEqual({ Game: 'space' });
  });

  it('an account without a name has no display name; a visitor has no social info and asks nothing', async () => {
    const nameless = await startPortal({ api: { '/profile': { ...account, Name: '' } } });
    expect(await nameless.adapter.getSocialInfo()).toMatchObject({ userId: 'acc-1', displayName: null });
    const visitor = await startPortal({ signedIn: false, api: { '/profile': account } });
    expect(await visitor.adapter.getSocialInfo()).toBeNull();
    expect(visitor.fake.api.of('/profile')).toHaveLength(0);
  });

  it('a failing profile call rejects with the API error', async () => {
    const failing = await startPortal({ api: { '/profile': problem(503) } });
    await expect(failing.adapter.getSocialInfo()).rejects.toMatchObject({ code: 'ApiError', problem: { status: 503 } });
  });
});
