// @vitest-environment happy-dom
import { getInfoReplySchema, type FxIdInfo, type SocialInfo } from '@playport/sdk/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGetInfo } from './get-info.js';
import { SAFE_AREA_VARIABLES } from './read-environment.js';
import { createUserInfoSource } from './user-info.js';

const account: FxIdInfo = {
  userId: 'u1',
  marketingEnabled: false,
  locale: 'en',
  geoCountry: 'DE',
  token: 't',
  gameToken: null,
  gameUid: null,
  guest: false,
  hasEmail: true,
  emailValidated: true,
  hasCompletedOrder: false,
};

const social: SocialInfo = {
  social: 'vkcom',
  paymentsAvailable: true,
  userId: '42',
  displayName: 'Ann',
  firstName: 'Ann',
  lastName: null,
  photo: null,
  gender: 'female',
  capabilities: ['FriendsList'],
  socialLocale: 'ru',
  socialFlavor: null,
  vkcom: null,
};

function getInfo(deps: Partial<Parameters<typeof createUserInfoSource>[0]> = {}) {
  const userInfo = createUserInfoSource({ getSocialInfo: async () => null, log: vi.fn(), ...deps });
  return createGetInfo({ game: 'space', window, userInfo });
}

afterEach(() => {
  for (const name of Object.values(SAFE_AREA_VARIABLES)) document.documentElement.style.removeProperty(name);
});

describe('GetInfo', () => {
  it('answers a reply the schema accepts, with safe-area defaults 0 and no identities', async () => {
    const reply = await getInfo()();
    expect(getInfoReplySchema.safeParse(reply).success).toBe(true);
    expect(reply).toMatchObject({
      game: 'space',
      sdk: { version: { major: 1, minor: 5 }, buildNumber: 1047 },
      environment: { safeArea: { top: 0, right: 0, bottom: 0, left: 0 } },
      fxId: null,
      social: null,
    });
  });

  it('reads the safe area from the CSS variables on the root element', async () => {
    const root = document.documentElement.style;
    root.setProperty(SAFE_AREA_VARIABLES.top, '47px');
    root.setProperty(SAFE_AREA_VARIABLES.bottom, '34px');
    root.setProperty(SAFE_AREA_VARIABLES.left, 'garbage');
    const reply = await getInfo()();
    expect(reply.environment.safeArea).toEqual({ top: 47, right: 0, bottom: 34, left: 0 });
    expect(getInfoReplySchema.safeParse(reply).success).toBe(true);
  });

  it('reports the account and the social identity', async () => {
    const reply = await getInfo({ getAccount: () => account, getSocialInfo: async () => social })();
    expect(reply.fxId).toEqual(account);
    expect(reply.social).toEqual(social);
    expect(getInfoReplySchema.safeParse(reply).success).toBe(true);
  });

  it('never hands the game the portal session: a token equal to it is removed and logged', async () => {
    const log = vi.fn();
    const leaky = { ...account, token: 'portal-session', gameToken: 'game-jwt' };
    const reply = await getInfo({ getAccount: () => leaky, sessionToken: () => 'portal-session', log })();
    expect(reply.fxId).toEqual({ ...leaky, token: null, gameToken: 'game-jwt' });
    expect(log).toHaveBeenCalledWith('warn', 'Account source handed out the portal session; the game gets no token');
    const scoped = await getInfo({ getAccount: () => account, sessionToken: () => 'portal-session' })();
    expect(scoped.fxId).toEqual(account);
  });

  it('still answers when the account or the adapter fails, logging why', async () => {
    const log = vi.fn();
    const reply = await getInfo({
      getAccount: async () => {
        throw new Error('profile 500');
      },
      getSocialInfo: async () => {
        throw new Error('adapter down');
      },
      log,
    })();
    expect(reply).toMatchObject({ fxId: null, social: null });
    expect(log).toHaveBeenCalledWith('warn', 'Account unavailable:', 'profile 500');
    expect(log).toHaveBeenCalledWith('warn', 'Social info unavailable:', 'adapter down');
  });
});
