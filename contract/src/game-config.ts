import { z } from 'zod';
import { analyticsConfig } from './analytics.js';
import { adapterName, compression, documentOpenMethod, gameOrientation, platform } from './common.js';

/** Firebase web options, for the Firebase sign-in and push. */
export const firebaseOptions = z.object({
  ApiKey: z.string(),
  AuthDomain: z.string(),
  DatabaseUrl: z.string().nullable(),
  ProjectId: z.string(),
  StorageBucket: z.string().nullable(),
  MessagingSenderId: z.string().nullable(),
  AppId: z.string(),
  MeasurementId: z.string().nullable(),
});

/** A sign-in provider the login dialog may offer. */
export const authProvider = z.enum(['email', 'google', 'apple', 'facebook', 'vk']);

/** VK ID one-tap options (the "Russian social id option" of the auth config). */
export const vkLoginOptions = z.object({
  ClientId: z.string(),
  Scope: z.string().nullable(),
  ShowOkLogin: z.boolean(),
  ShowMailRuLogin: z.boolean(),
});

/** Designed: the brand's logo images by use. */
export const logos = z.object({
  Light: z.string().nullable(),
  Dark: z.string().nullable(),
  Square: z.string().nullable(),
});

/** Per-adapter UI options. `IframeType` is a designed free-form string (e.g. `Fullscreen`). */
export const adapterUiConfig = z.object({
  IframeType: z.string().nullable(),
  DisableHeaderUi: z.boolean(),
  PersonalInformationForm: z.object({ Compact: z.boolean() }).nullable(),
});

const adapterUiConfigs = z.partialRecord(adapterName, adapterUiConfig);

/** The brand a game belongs to, and its defaults. `HeaderElementType` is a designed free-form string. */
export const companyBranding = z.object({
  CompanyName: z.string(),
  BrandName: z.string(),
  Logos: logos,
  HeaderElementType: z.string().nullable(),
  ThemeType: z.enum(['Dark', 'Light']),
  Firebase: firebaseOptions.nullable(),
  AuthProviders: z.array(authProvider),
  Adapters: adapterUiConfigs,
});

/** Which store providers are switched on. */
export const storeSwitches = z.object({
  XsollaEnabled: z.boolean(),
  YookassaEnabled: z.boolean(),
  StripeEnabled: z.boolean().optional(),
});

/** Designed: one platform's identifiers for the game (each platform block has the same shape). */
export const platformAppData = z.object({ AppId: z.string().nullable(), StoreUrl: z.string().nullable() });

/** How the player frame is sized; all bounds in CSS pixels, `Ratio` is width / height. */
export const presentation = z.object({
  Ratio: z.number().nullable(),
  MinWidth: z.number().nullable(),
  MaxWidth: z.number().nullable(),
  MinHeight: z.number().nullable(),
  MaxHeight: z.number().nullable(),
});

const siteKey = z.object({ SiteKey: z.string() });
const PLATFORM_DATA_KEYS = [
  'FacebookGames',
  'FxId',
  'VkontaktePlay',
  'VkontakteCom',
  'Odnoklassniki',
  'Android',
  'Ios',
  'Windows',
  'Web',
  'Steam',
] as const;

/** The game data anyone may read. */
export const publicGameData = z.object({
  GameSystemName: z.string(),
  PlayGameType: z.enum(['Unity', 'Iframe']),
  PlatformData: z.partialRecord(z.enum(PLATFORM_DATA_KEYS), platformAppData),
  GameOrientation: gameOrientation,
  MobileGameOrientation: gameOrientation,
  Presentation: presentation.nullable(),
  SupportedLanguages: z.array(z.string()),
  /** The help-desk key. */
  Support: z.object({ Key: z.string() }).nullable(),
  Store: storeSwitches,
  Turnstile: siteKey.nullable(),
  CompanyName: z.string().nullable(),
  TosUrl: z.string().nullable(),
  TosUrlOpenMethod: documentOpenMethod,
  PpUrl: z.string().nullable(),
  PpUrlOpenMethod: documentOpenMethod,
  /** Localised product names by namespace, then by locale (designed inner shape). */
  NamespacedProductsL10N: z
    .record(z.string(), z.record(z.string(), z.object({ Name: z.string(), Description: z.string().nullable() })))
    .nullable(),
});

/** Designed: the Unity WebGL build files, when `PlayGameType` is Unity. */
export const unityDistribution = z.object({
  LoaderUrl: z.string(),
  DataUrl: z.string(),
  FrameworkUrl: z.string(),
  CodeUrl: z.string(),
  Compression: compression,
});

/** The web client's configuration for a game. */
export const publicWebClientConfig = z.object({
  /** Designed: named images (backgrounds, hero art) by key. */
  Images: z.record(z.string(), z.string()),
  Logos: logos.nullable(),
  AuthProviders: z.array(authProvider),
  Firebase: firebaseOptions.nullable(),
  VkLogin: vkLoginOptions.nullable(),
  Advertisement: z
    .object({
      Yandex: z
        .object({ Rewarded: z.object({ DesktopBlockId: z.string(), MobileBlockId: z.string() }).nullable() })
        .nullable(),
    })
    .nullable(),
  Analytics: analyticsConfig.nullable(),
  Unity: unityDistribution.nullable(),
  /** Designed: texts and images of the store page. */
  StorePage: z.object({ Title: z.string().nullable(), BannerUrl: z.string().nullable() }).nullable(),
  Adapters: adapterUiConfigs,
  Turnstile: siteKey.nullable(),
  TosUrl: z.string().nullable(),
  TosUrlOpenMethod: documentOpenMethod,
  PpUrl: z.string().nullable(),
  PpUrlOpenMethod: documentOpenMethod,
  /** The chat-community invite shown as a QR code (`/discord-qr`); designed field. */
  ChatCommunityUrl: z.string().nullish(),
});

/** Designed: what the portal shell needs to run one game. */
export const portalConfig = z.object({
  GameSystemName: z.string(),
  Title: z.string(),
  DefaultAdapter: adapterName,
  DefaultLanguage: z.string(),
  WebPublishingPlatform: platform,
  /**
   * Designed: the page the play route frames, as the game is registered (`games.url`: its games-origin
   * folder, or under `playport dev` a dev server such as `http://localhost:5173/`). Absent from older
   * servers, where the play route frames `{gamesBaseUrl}/{game}/`.
   */
  GameUrl: z.string().optional(),
});

/** `GET /public_game_config/{Game}`: everything public about a game on one platform. */
export const gameConfigReply = z.object({
  GameSystemName: z.string(),
  PortalConfig: portalConfig,
  PublicGameData: publicGameData,
  PublicWebClientConfig: publicWebClientConfig,
  Store: storeSwitches,
  GameOrientation: gameOrientation,
  CompanyBranding: companyBranding,
});

/** Firebase web options, for the Firebase sign-in and push. */
export type FirebaseOptions = z.output<typeof firebaseOptions>;
/** A sign-in provider the login dialog may offer. */
export type AuthProvider = z.output<typeof authProvider>;
/** VK ID one-tap options (the "Russian social id option" of the auth config). */
export type VkLoginOptions = z.output<typeof vkLoginOptions>;
/** Designed: the brand's logo images by use. */
export type Logos = z.output<typeof logos>;
/** Per-adapter UI options. `IframeType` is a designed free-form string (e.g. `Fullscreen`). */
export type AdapterUiConfig = z.output<typeof adapterUiConfig>;
/** The brand a game belongs to, and its defaults. `HeaderElementType` is a designed free-form string. */
export type CompanyBranding = z.output<typeof companyBranding>;
/** Which store providers are switched on. */
export type StoreSwitches = z.output<typeof storeSwitches>;
/** Designed: one platform's identifiers for the game (each platform block has the same shape). */
export type PlatformAppData = z.output<typeof platformAppData>;
/** How the player frame is sized; all bounds in CSS pixels, `Ratio` is width / height. */
export type Presentation = z.output<typeof presentation>;
/** The game data anyone may read. */
export type PublicGameData = z.output<typeof publicGameData>;
/** Designed: the Unity WebGL build files, when `PlayGameType` is Unity. */
export type UnityDistribution = z.output<typeof unityDistribution>;
/** The web client's configuration for a game. */
export type PublicWebClientConfig = z.output<typeof publicWebClientConfig>;
/** Designed: what the portal shell needs to run one game. */
export type PortalConfig = z.output<typeof portalConfig>;
/**
 * `GET /public_game_config/{Game}`: everything public about a game on one platform.
 *
 * @example `const config = await api.games.publicGameConfig('hello-game', 'FxId');`
 */
export type GameConfigReply = z.output<typeof gameConfigReply>;

/**
 * The login dialog's configuration, derived on the client from a {@link GameConfigReply}. Not sent
 * by any call; here so the portal and the default UI agree on it.
 */
export interface AuthConfig {
  AllowedAuthProviders: AuthProvider[];
  VkLogin: VkLoginOptions | null;
  /** Default `/docs/tos`. */
  ExternalTosUrl: string;
  /** Default `/docs/pp`. */
  ExternalPpUrl: string;
  CaptchaSiteKey: string;
  GameSystemName: string;
}
