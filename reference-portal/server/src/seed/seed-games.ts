import { LANGUAGES } from '@playport/sdk/protocol';
import type { Config } from '../config';
import { localGameServerSecret } from '../local/local-defaults';

const TURNSTILE_TEST_SITE_KEY = '1x00000000000000000000AA';
const adapterUi = { IframeType: 'Fullscreen', DisableHeaderUi: false, PersonalInformationForm: { Compact: false } };

/** Firebase web options for local mode: the project the local Firebase simulator signs ID tokens for. */
function localFirebaseOptions(cfg: Config) {
  return {
    ApiKey: 'local-firebase-api-key',
    AuthDomain: new URL(cfg.PUBLIC_URL).host,
    DatabaseUrl: null,
    ProjectId: cfg.FIREBASE_PROJECT_ID,
    StorageBucket: null,
    MessagingSenderId: null,
    AppId: '1:000000000000:web:playport-local',
    MeasurementId: null,
  };
}

/** The URL path of a file `routes/media.ts` serves from `media/` (`mediaPath('games', 'hello-game', 'icon.svg')`). */
function mediaPath(...segments: string[]): string {
  return `/media/${segments.map(encodeURIComponent).join('/')}`;
}

/** The games whose artwork the server ships under `media/games/{game}/`. */
const ARTWORK_GAMES = new Set(['hello-game', 'conformance-game']);

/** The game's artwork the server ships: a square icon and a 16:9 cover; none for other games. */
function artwork(cfg: Config, game: string) {
  if (!ARTWORK_GAMES.has(game)) return { icon: null, cover: null };
  const url = (file: string) => new URL(mediaPath('games', game, file), cfg.PUBLIC_URL).href;
  return { icon: url('icon.svg'), cover: url('cover.svg') };
}

/** The short descriptions of the games list, by locale. */
const DESCRIPTIONS: Record<string, Record<string, string>> = {
  'hello-game': {
    en: 'A small Playport example game: say hello to a cheerful sunrise friend and get notified when it waves back.',
    de: 'Ein kleines Playport-Beispielspiel: Begrüße einen fröhlichen Freund im Morgenrot und erfahre, wenn er zurückwinkt.',
    ru: 'Небольшой пример игры Playport: поздоровайтесь с весёлым другом на рассвете и узнайте, когда он помашет в ответ.',
  },
  'conformance-game': {
    en: 'Every call of the Playport SDK, run one after another with its result shown: the platform check-up.',
    de: 'Jeder Aufruf des Playport-SDK nacheinander, mit seinem Ergebnis: der Plattform-Check.',
    ru: 'Все вызовы Playport SDK по очереди, с результатом каждого: проверка платформы.',
  },
};

/** A local game's config as the seed gives the example games (the CLI registers a developer's game with it). */
export function localGameConfig(
  cfg: Config,
  game: string,
  title: string,
  store: Record<string, unknown>,
  orientation: 'Horizontal' | 'Vertical',
) {
  const art = artwork(cfg, game);
  const branding = {
    CompanyName: 'Playport Demo',
    BrandName: 'Playport',
    Logos: { Light: null, Dark: null, Square: null },
    HeaderElementType: 'Logo',
    ThemeType: 'Dark',
    Firebase: localFirebaseOptions(cfg),
    AuthProviders: ['email', 'google', 'apple', 'facebook', 'vk'],
    Adapters: { fxid: adapterUi },
  };
  return {
    PortalConfig: { DefaultAdapter: 'fxid', DefaultLanguage: 'en' },
    PublicGameData: {
      PlayGameType: 'Iframe',
      PlatformData: {
        FxId: { AppId: game, StoreUrl: null },
        Web: { AppId: game, StoreUrl: null },
        FacebookGames: { AppId: '100000000000001', StoreUrl: null },
      },
      GameOrientation: orientation,
      MobileGameOrientation: orientation,
      Presentation: {
        Ratio: orientation === 'Horizontal' ? 16 / 9 : 9 / 16,
        MinWidth: 320,
        MaxWidth: null,
        MinHeight: 180,
        MaxHeight: null,
      },
      SupportedLanguages: [...LANGUAGES],
      Support: { Key: `${game}-support` },
      Turnstile: { SiteKey: TURNSTILE_TEST_SITE_KEY },
      CompanyName: 'Playport Demo',
      TosUrl: '/docs/tos',
      TosUrlOpenMethod: 'Modal',
      PpUrl: '/docs/pp',
      PpUrlOpenMethod: 'Modal',
      NamespacedProductsL10N: null,
    },
    PublicWebClientConfig: {
      Images: { Icon: art.icon, Cover: art.cover },
      Logos: null,
      AuthProviders: ['email', 'google', 'apple', 'facebook', 'vk'],
      Firebase: null,
      VkLogin: { ClientId: '51234567', Scope: null, ShowOkLogin: true, ShowMailRuLogin: false },
      Advertisement: { Yandex: { Rewarded: { DesktopBlockId: 'R-A-000000-1', MobileBlockId: 'R-A-000000-2' } } },
      Analytics: {
        Sections: [
          { Matcher: '/^sdk_/', SendTo: ['gtag'], Mapper: null },
          { Matcher: '/^(?!sdk_)/', SendTo: ['fxidsdk'], Mapper: null },
        ],
        SendAllToGtag: false,
      },
      Unity: null,
      StorePage: { Title: title, BannerUrl: art.cover },
      Adapters: {
        fxid: adapterUi,
        vkcom: { ...adapterUi, DisableHeaderUi: true },
        yandex: { ...adapterUi, DisableHeaderUi: true },
        telegram: { ...adapterUi, PersonalInformationForm: { Compact: true } },
      },
      Turnstile: { SiteKey: TURNSTILE_TEST_SITE_KEY },
      TosUrl: '/docs/tos',
      TosUrlOpenMethod: 'Modal',
      PpUrl: '/docs/pp',
      PpUrlOpenMethod: 'Modal',
      ChatCommunityUrl: 'https://discord.com/invite/playport-demo',
    },
    CompanyBranding: branding,
    Store: store,
    Listing: {
      Description: DESCRIPTIONS[game] ?? { en: `${title}: an example game of Playport.` },
      IconUrl: art.icon,
      ImageUrl: art.cover,
    },
  };
}

/**
 * The Unity stand-in build (`examples/unity-stand-in/`, not a Unity build: it keeps the Unity loader's
 * contract) as a Unity game: the portal plays it in its Unity player with these Gzip-compressed files.
 */
function unityStandInConfig(cfg: Config) {
  const base = localGameConfig(
    cfg,
    'unity-stand-in',
    'Unity Stand-in',
    { Provider: 'Sandbox', RequireEmail: false, Enabled: false },
    'Horizontal',
  );
  const build = `${cfg.gamesOrigin}/unity-stand-in/Build/stand-in`;
  return {
    ...base,
    PublicGameData: { ...base.PublicGameData, PlayGameType: 'Unity' },
    PublicWebClientConfig: {
      ...base.PublicWebClientConfig,
      Unity: {
        LoaderUrl: `${build}.loader.js`,
        FrameworkUrl: `${build}.framework.js.gz`,
        DataUrl: `${build}.data.gz`,
        CodeUrl: `${build}.wasm.gz`,
        Compression: 'Gzip',
      },
    },
    TestGame: true,
  };
}

/** The example games with configs; their pages come from the games origin. */
export function seedGames(cfg: Config) {
  return [
    {
      systemName: 'hello-game',
      title: 'Hello Game',
      url: `${cfg.gamesOrigin}/hello-game/`,
      serverSecret: localGameServerSecret('hello-game'),
      config: localGameConfig(
        cfg,
        'hello-game',
        'Hello Game',
        { Provider: 'Sandbox', RequireEmail: true, Enabled: true },
        'Horizontal',
      ),
    },
    {
      systemName: 'conformance-game',
      title: 'Conformance Game',
      url: `${cfg.gamesOrigin}/conformance-game/`,
      serverSecret: localGameServerSecret('conformance-game'),
      config: {
        ...localGameConfig(
          cfg,
          'conformance-game',
          'Conformance Game',
          { Provider: 'Sandbox', RequireEmail: false, Enabled: true },
          'Vertical',
        ),
        TestGame: true,
      },
    },
    {
      systemName: 'unity-stand-in',
      title: 'Unity Stand-in',
      url: `${cfg.gamesOrigin}/unity-stand-in/`,
      serverSecret: localGameServerSecret('unity-stand-in'),
      config: unityStandInConfig(cfg),
    },
  ];
}

type SeedProduct = {
  game: string;
  sku: string;
  names: Record<string, string>;
  descriptions: Record<string, string>;
  price: string;
  currency: string;
  usdPrice: string;
  showInWebStore: boolean;
  labels: string[];
  /** VK votes, OK's OK, Telegram Stars and Kongregate Kreds. */
  platformPrices: Record<string, { Price: number; Currency: string }>;
};

const own = (votes: number, ok: number, stars: number, kreds: number) => ({
  VkontakteCom: { Price: votes, Currency: 'VOTE' },
  Odnoklassniki: { Price: ok, Currency: 'OK' },
  Telegram: { Price: stars, Currency: 'XTR' },
  Kongregate: { Price: kreds, Currency: 'KRED' },
});
/** VK Play charges roubles: the RUB price of a product priced in another currency. */
const vkPlayRub = (rub: number) => ({ VkontaktePlay: { Price: rub, Currency: 'RUB' } });

export const seedProducts: SeedProduct[] = [
  {
    game: 'hello-game',
    sku: 'gems_100',
    names: { en: '100 gems', ru: '100 кристаллов', de: '100 Edelsteine' },
    descriptions: { en: 'A pouch of gems', ru: 'Мешочек кристаллов' },
    price: '99.00',
    currency: 'RUB',
    usdPrice: '0.99',
    showInWebStore: true,
    labels: [],
    platformPrices: own(2, 15, 50, 10),
  },
  {
    game: 'hello-game',
    sku: 'gems_500',
    names: { en: '500 gems', ru: '500 кристаллов' },
    descriptions: { en: 'A chest of gems', ru: 'Сундук кристаллов' },
    price: '449.00',
    currency: 'RUB',
    usdPrice: '4.49',
    showInWebStore: true,
    labels: ['popular'],
    platformPrices: own(9, 65, 225, 45),
  },
  {
    game: 'hello-game',
    sku: 'starter_pack',
    names: { en: 'Starter pack', ru: 'Набор новичка' },
    descriptions: { en: 'Only in the game' },
    price: '199.00',
    currency: 'RUB',
    usdPrice: '1.99',
    showInWebStore: false,
    labels: [],
    platformPrices: own(4, 30, 100, 20),
  },
  {
    game: 'conformance-game',
    sku: 'test_item',
    names: { en: 'Test item' },
    descriptions: { en: 'Bought by the conformance suite' },
    price: '1.00',
    currency: 'USD',
    usdPrice: '1.00',
    showInWebStore: true,
    labels: [],
    platformPrices: { ...own(1, 7, 25, 10), ...vkPlayRub(95) },
  },
  {
    game: 'conformance-game',
    sku: 'hidden_item',
    names: { en: 'Hidden item' },
    descriptions: { en: 'Not in the web store' },
    price: '2.00',
    currency: 'USD',
    usdPrice: '2.00',
    showInWebStore: false,
    labels: [],
    platformPrices: { ...own(2, 14, 50, 20), ...vkPlayRub(190) },
  },
];
