import type { GameConfigReply } from '@playport/host/api';

/**
 * A full public game config for adapter tests, shaped like the reference server's seed; `edit`
 * changes it in place before it is returned.
 */
export function testGameConfig(edit: (config: GameConfigReply) => void = () => {}): GameConfigReply {
  const adapterUi = { IframeType: 'Fullscreen', DisableHeaderUi: false, PersonalInformationForm: { Compact: false } };
  const docs = { TosUrl: null, TosUrlOpenMethod: 'Unspecified', PpUrl: null, PpUrlOpenMethod: 'Unspecified' } as const;
  const store = { XsollaEnabled: true, YookassaEnabled: false };
  const config: GameConfigReply = {
    GameSystemName: 'space',
    PortalConfig: {
      GameSystemName: 'space',
      Title: 'Space',
      DefaultAdapter: 'fxid',
      DefaultLanguage: 'en',
      WebPublishingPlatform: 'FxId',
    },
    PublicGameData: {
      GameSystemName: 'space',
      PlayGameType: 'Iframe',
      PlatformData: {
        FacebookGames: { AppId: 'fb-config-app', StoreUrl: null },
        VkontaktePlay: { AppId: 'vkp-config-app', StoreUrl: null },
      },
      GameOrientation: 'Horizontal',
      MobileGameOrientation: 'Horizontal',
      Presentation: null,
      SupportedLanguages: ['en'],
      Support: null,
      Store: store,
      Turnstile: { SiteKey: 'turnstile-site' },
      CompanyName: 'Playport',
      ...docs,
      NamespacedProductsL10N: null,
    },
    PublicWebClientConfig: {
      Images: {},
      Logos: null,
      AuthProviders: ['email'],
      Firebase: null,
      VkLogin: null,
      Advertisement: { Yandex: { Rewarded: { DesktopBlockId: 'R-A-config-1', MobileBlockId: 'R-A-config-2' } } },
      Analytics: null,
      Unity: null,
      StorePage: null,
      Adapters: { fxid: adapterUi },
      Turnstile: { SiteKey: 'turnstile-site' },
      ...docs,
    },
    Store: store,
    GameOrientation: 'Horizontal',
    CompanyBranding: {
      CompanyName: 'Playport',
      BrandName: 'Playport',
      Logos: { Light: null, Dark: null, Square: null },
      HeaderElementType: null,
      ThemeType: 'Dark',
      Firebase: null,
      AuthProviders: ['email'],
      Adapters: { fxid: adapterUi },
    },
  };
  edit(config);
  return config;
}
