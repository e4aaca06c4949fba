import { describe, expect, it } from 'vitest';
import type { ApiTypes } from '../../../shared/api/api-types';
import { resolveAuthConfig, TURNSTILE_TEST_SITE_KEY } from './auth-config';

type Config = ApiTypes['GameConfig'];
const firebase = {
  ApiKey: 'k',
  AuthDomain: 'a',
  DatabaseUrl: null,
  ProjectId: 'p',
  StorageBucket: null,
  MessagingSenderId: null,
  AppId: 'app',
  MeasurementId: null,
};
const config = (
  web: Record<string, unknown>,
  branding: Record<string, unknown> = {},
  data: Record<string, unknown> = {},
) =>
  ({
    GameSystemName: 'g',
    PublicWebClientConfig: {
      AuthProviders: [],
      Firebase: null,
      VkLogin: null,
      Turnstile: null,
      TosUrl: null,
      PpUrl: null,
      ...web,
    },
    CompanyBranding: { AuthProviders: [], Firebase: null, ...branding },
    PublicGameData: { Turnstile: null, TosUrl: null, PpUrl: null, ...data },
  }) as unknown as Config;

describe('resolveAuthConfig', () => {
  it('takes the providers of the game config first, then of the branding, else all', () => {
    expect(
      resolveAuthConfig('g', config({ AuthProviders: ['vk', 'Google'] }, { AuthProviders: ['apple'] }))
        .AllowedAuthProviders,
    ).toEqual(['google', 'vk']);
    expect(resolveAuthConfig('g', config({}, { AuthProviders: ['apple', 'email'] })).AllowedAuthProviders).toEqual([
      'email',
      'apple',
    ]);
    expect(resolveAuthConfig('g', config({}, {})).AllowedAuthProviders).toEqual([
      'email',
      'google',
      'apple',
      'facebook',
      'vk',
    ]);
    expect(resolveAuthConfig('g', config({ AuthProviders: ['github'] })).AllowedAuthProviders).toEqual([]);
  });

  it('reads Firebase options from the game config, else the branding', () => {
    expect(resolveAuthConfig('g', config({ Firebase: firebase })).Firebase).toBe(firebase);
    expect(resolveAuthConfig('g', config({}, { Firebase: { ...firebase, ProjectId: 'b' } })).Firebase?.ProjectId).toBe(
      'b',
    );
    expect(resolveAuthConfig('g', config({})).Firebase).toBeNull();
  });

  it('defaults the legal links and the captcha key, and prefers what the game names', () => {
    expect(resolveAuthConfig('g', undefined)).toMatchObject({
      ExternalTosUrl: '/docs/tos',
      ExternalPpUrl: '/docs/pp',
      CaptchaSiteKey: TURNSTILE_TEST_SITE_KEY,
      GameSystemName: 'g',
      VkLogin: null,
    });
    expect(TURNSTILE_TEST_SITE_KEY).toBe('1x00000000000000000000AA');
    const named = resolveAuthConfig(
      'g',
      config({ TosUrl: 'https://x.example/tos', Turnstile: { SiteKey: '0x1' } }, {}, { PpUrl: 'https://x.example/pp' }),
    );
    expect(named).toMatchObject({
      ExternalTosUrl: 'https://x.example/tos',
      ExternalPpUrl: 'https://x.example/pp',
      CaptchaSiteKey: '0x1',
    });
  });

  it('reads the open method of each legal link from the config that named the link, else Unspecified', () => {
    const pick = (c: ReturnType<typeof config> | undefined) => {
      const { TosOpenMethod, PpOpenMethod } = resolveAuthConfig('g', c);
      return { TosOpenMethod, PpOpenMethod };
    };
    expect(pick(undefined)).toEqual({ TosOpenMethod: 'Unspecified', PpOpenMethod: 'Unspecified' });
    expect(
      pick(
        config(
          { TosUrl: 'https://x.example/tos', TosUrlOpenMethod: 'NewPage', PpUrlOpenMethod: 'NewPage' },
          {},
          { TosUrlOpenMethod: 'Modal', PpUrl: '/docs/pp', PpUrlOpenMethod: 'Modal' },
        ),
      ),
    ).toEqual({ TosOpenMethod: 'NewPage', PpOpenMethod: 'Modal' });
    expect(pick(config({ TosUrlOpenMethod: 'Modal' }, {}, { TosUrlOpenMethod: 'NewPage' }))).toEqual({
      TosOpenMethod: 'Unspecified',
      PpOpenMethod: 'Unspecified',
    });
  });
});
