import type { AdapterName } from '../../adapter/adapter-names.js';
import type { DocumentOpenMethod, GameOrientation, Platform } from './common.js';
import type { AnalyticsConfig } from '../contract/analytics.js';

/** Firebase web options, for the Firebase sign-in and push. */
export interface FirebaseOptions {
  ApiKey: string;
  AuthDomain: string;
  DatabaseUrl: string | null;
  ProjectId: string;
  StorageBucket: string | null;
  MessagingSenderId: string | null;
  AppId: string;
  MeasurementId: string | null;
}

/** A sign-in provider the login dialog may offer. */
export type AuthProvider = 'email' | 'google' | 'apple' | 'facebook' | 'vk';

/** VK ID one-tap options (the "Russian social id option" of the auth config). */
export interface VkLoginOptions {
  ClientId: string;
  Scope: string | null;
  ShowOkLogin: boolean;
  ShowMailRuLogin: boolean;
}

/** Designed: the brand's logo images by use. */
export interface Logos {
  Light: string | null;
  Dark: string | null;
  Square: string | null;
}

/** Per-adapter UI options. `IframeType` is a designed free-form string (e.g. `Fullscreen`). */
export interface AdapterUiConfig {
  IframeType: string | null;
  DisableHeaderUi: boolean;
  PersonalInformationForm: { Compact: boolean } | null;
}

/** The brand a game belongs to, and its defaults. `HeaderElementType` is a designed free-form string. */
export interface CompanyBranding {
  CompanyName: string;
  BrandName: string;
  Logos: Logos;
  HeaderElementType: string | null;
  ThemeType: 'Dark' | 'Light';
  Firebase: FirebaseOptions | null;
  AuthProviders: AuthProvider[];
  Adapters: Partial<Record<AdapterName, AdapterUiConfig>>;
}

/** Which store providers are switched on. */
export interface StoreSwitches {
  XsollaEnabled: boolean;
  YookassaEnabled: boolean;
  StripeEnabled?: boolean;
}

/** Designed: one platform's identifiers for the game (each platform block has the same shape). */
export interface PlatformAppData {
  AppId: string | null;
  StoreUrl: string | null;
}

/** How the player frame is sized; all bounds in CSS pixels, `Ratio` is width / height. */
export interface Presentation {
  Ratio: number | null;
  MinWidth: number | null;
  MaxWidth: number | null;
  MinHeight: number | null;
  MaxHeight: number | null;
}

/** The game data anyone may read. */
export interface PublicGameData {
  GameSystemName: string;
  PlayGameType: 'Unity' | 'Iframe';
  PlatformData: {
    FacebookGames?: PlatformAppData;
    FxId?: PlatformAppData;
    VkontaktePlay?: PlatformAppData;
    VkontakteCom?: PlatformAppData;
    Odnoklassniki?: PlatformAppData;
    Android?: PlatformAppData;
    Ios?: PlatformAppData;
    Windows?: PlatformAppData;
    Web?: PlatformAppData;
    Steam?: PlatformAppData;
  };
  GameOrientation: GameOrientation;
  MobileGameOrientation: GameOrientation;
  Presentation: Presentation | null;
  SupportedLanguages: string[];
  /** The help-desk key. */
  Support: { Key: string } | null;
  Store: StoreSwitches;
  Turnstile: { SiteKey: string } | null;
  CompanyName: string | null;
  TosUrl: string | null;
  TosUrlOpenMethod: DocumentOpenMethod;
  PpUrl: string | null;
  PpUrlOpenMethod: DocumentOpenMethod;
  /** Localised product names by namespace, then by locale (designed inner shape). */
  NamespacedProductsL10N: Record<string, Record<string, { Name: string; Description: string | null }>> | null;
}

/** Designed: the Unity WebGL build files, when `PlayGameType` is Unity. */
export interface UnityDistribution {
  LoaderUrl: string;
  DataUrl: string;
  FrameworkUrl: string;
  CodeUrl: string;
  Compression: 'Disabled' | 'Brotli' | 'Gzip';
}

/** The web client's configuration for a game. */
export interface PublicWebClientConfig {
  /** Designed: named images (backgrounds, hero art) by key. */
  Images: Record<string, string>;
  Logos: Logos | null;
  AuthProviders: AuthProvider[];
  Firebase: FirebaseOptions | null;
  VkLogin: VkLoginOptions | null;
  Advertisement: {
    Yandex: { Rewarded: { DesktopBlockId: string; MobileBlockId: string } | null } | null;
  } | null;
  Analytics: AnalyticsConfig | null;
  Unity: UnityDistribution | null;
  /** Designed: texts and images of the store page. */
  StorePage: { Title: string | null; BannerUrl: string | null } | null;
  Adapters: Partial<Record<AdapterName, AdapterUiConfig>>;
  Turnstile: { SiteKey: string } | null;
  TosUrl: string | null;
  TosUrlOpenMethod: DocumentOpenMethod;
  PpUrl: string | null;
  PpUrlOpenMethod: DocumentOpenMethod;
  /** The chat-community invite shown as a QR code (`/discord-qr`); designed field. */
  ChatCommunityUrl?: string | null;
}

/** Designed: what the portal shell needs to run one game. */
export interface PortalConfig {
  GameSystemName: string;
  Title: string;
  DefaultAdapter: AdapterName;
  DefaultLanguage: string;
  WebPublishingPlatform: Platform;
}

/**
 * `GET /public_game_config/{Game}`: everything public about a game on one platform.
 *
 * @example `const config = await api.games.publicGameConfig('hello-game', 'FxId');`
 */
export interface GameConfigReply {
  GameSystemName: string;
  PortalConfig: PortalConfig;
  PublicGameData: PublicGameData;
  PublicWebClientConfig: PublicWebClientConfig;
  Store: StoreSwitches;
  GameOrientation: GameOrientation;
  CompanyBranding: CompanyBranding;
}

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
