import type { JsonValue, NewsPriority, SocialIdentifierType, WebPublishingPlatform } from './common.js';
import type { GameConfigReply, PortalConfig, PublicGameData } from './game-config.js';

/** A build of a game. `BuildType` is a designed free-form string (`WebGL`, `Windows`, …). */
export interface Build {
  Id: string;
  GameId: string;
  BuildType: string;
  Sha: string | null;
  Description: string | null;
  ChangeSet: string | null;
  CreatedAt: string;
  BuildNumber: number;
  Metadata: JsonValue;
  InstallUrl: string | null;
}

/** `POST /play/choose_game`: which game the portal opens, from where. */
export interface ChooseGameRequest {
  GameSystemName: string;
  OriginUrl: string;
  WebPublishingPlatform: WebPublishingPlatform;
}

/** The portal shell's configuration and the game's public data; fetched once. */
export interface ChooseGameResponse {
  PortalConfig: PortalConfig;
  PublicGameData: PublicGameData;
}

/** Designed: `GET /play/{Game}` (auth): the build to run for this client version and platform. */
export interface PlayGameResponse {
  Game: string;
  PlayGameType: PublicGameData['PlayGameType'];
  /** The URL the player frame loads. */
  Url: string;
  Build: Build | null;
}

/** Designed: `GET /play/{Game}/list` (auth): builds newer than the client's OTA version. */
export interface PlayBuildListResponse {
  Builds: Build[];
}

/** Designed: `POST /games/list` and `/games/list_with_configs` filter by locale and platform. */
export interface GamesListRequest {
  Locale?: string | null;
  WebPublishingPlatform?: WebPublishingPlatform | null;
}

/** Designed: one entry of the games list. */
export interface GameListItem {
  GameSystemName: string;
  Name: string;
  Description: string | null;
  IconUrl: string | null;
  ImageUrl: string | null;
  /** Designed: the keys of the game's `PlatformData` (FxId, Web, FacebookGames, …), sorted. */
  Platforms: string[];
  /** Designed: whether a public launcher build can be downloaded (`download_direct` answers a file). */
  HasLauncher: boolean;
}

/** Designed: the games of the portal. */
export interface GamesListResponse {
  Games: GameListItem[];
}

/** Designed: the games with their full configs. */
export interface GamesListWithConfigsResponse {
  Games: GameConfigReply[];
}

/** An icon of a web app manifest. */
export interface WebAppManifestIcon {
  src: string;
  sizes?: string;
  type?: string;
  purpose?: string;
}

/** `GET /manifest/{Game}`: a W3C web app manifest, so its field names are the standard's. */
export interface WebAppManifest {
  name: string;
  short_name: string;
  icons: WebAppManifestIcon[];
  start_url: string;
  scope: string;
  display: 'fullscreen' | 'standalone' | 'minimal-ui' | 'browser';
  id: string;
  theme_color?: string;
  background_color?: string;
  orientation?: string;
  related_applications?: { platform: string; url?: string; id?: string }[];
}

/** `POST /info/news`. */
export interface NewsRequest {
  GameSystemName: string;
  Locale: string;
}

/** One localised text of a news item. */
export interface NewsMessage {
  Locale: string;
  Header: string;
  Message: string;
}

/** A news item. */
export interface NewsItem {
  Id: string;
  CreatedAt: string;
  Messages: NewsMessage[];
  Priority: NewsPriority;
  Link: string | null;
  IconUrl: string | null;
  ImageUrl: string | null;
  Tags: string[];
}

/** Designed: the news answer wraps the list. */
export interface NewsResponse {
  News: NewsItem[];
}

/** Designed: `GET /info/check_account_exists_by_social_identifier/…`. */
export interface AccountExistsResponse {
  Exists: boolean;
  Type: SocialIdentifierType;
}

/** Designed: `POST /go` answers the checked redirect target instead of redirecting. */
export interface GoResponse {
  RedirectUri: string;
}
