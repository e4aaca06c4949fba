import { requireParams } from '../required.js';
import { API_ROUTES } from '@playport/api-contract/routes';
import type { ApiTransport, CallOptions } from '../transport.js';
import type {
  AccountExistsResponse,
  ChooseGameRequest,
  ChooseGameResponse,
  GameConfigReply,
  GamesListRequest,
  GamesListResponse,
  GamesListWithConfigsResponse,
  GoResponse,
  NewsRequest,
  NewsResponse,
  PlayBuildListResponse,
  PlayGameResponse,
  SocialIdentifierType,
  WebAppManifest,
  WebPublishingPlatform,
} from '../types.js';
import { bodyCall, gameCall, noArgCall, optionalBodyCall } from './call-helpers.js';

/** The web player (`/play/*`). */
export function createPlayApi(t: ApiTransport) {
  const r = API_ROUTES.play;
  return {
    /** The portal shell's configuration and the game's public data; fetch once. */
    chooseGame: bodyCall<ChooseGameRequest, ChooseGameResponse>(t, r.chooseGame),
    /** The player's HTML page, as text. */
    indexHtml: noArgCall<string>(t, r.indexHtml),
    /** The build to run for this client version and platform (auth). */
    game(
      game: string,
      otaVersion: string,
      buildNumber: number,
      webPublishingPlatform: WebPublishingPlatform,
      options?: CallOptions,
    ): Promise<PlayGameResponse> {
      requireParams(r.game.operation, { game, otaVersion, buildNumber, webPublishingPlatform });
      const query = { OtaVersion: otaVersion, BuildNumber: buildNumber, WebPublishingPlatform: webPublishingPlatform };
      return t.send(r.game, { path: { Game: game }, query }, options);
    },
    /** Builds newer than the client's OTA version (auth). */
    list(game: string, otaVersion: string, options?: CallOptions): Promise<PlayBuildListResponse> {
      requireParams(r.list.operation, { game, otaVersion });
      return t.send(r.list, { path: { Game: game }, query: { OtaVersion: otaVersion } }, options);
    },
  };
}

/** Games and their public configuration. */
export function createGamesApi(t: ApiTransport) {
  const r = API_ROUTES.games;
  return {
    /** Everything public about a game on one platform. */
    publicGameConfig(
      game: string,
      webPublishingPlatform: WebPublishingPlatform,
      options?: CallOptions,
    ): Promise<GameConfigReply> {
      requireParams(r.publicGameConfig.operation, { game, webPublishingPlatform });
      const query = { WebPublishingPlatform: webPublishingPlatform };
      return t.send(r.publicGameConfig, { path: { Game: game }, query }, options);
    },
    /** The games of the portal. */
    list: optionalBodyCall<GamesListRequest, GamesListResponse>(t, r.list),
    /** The games with their full configs. */
    listWithConfigs: optionalBodyCall<GamesListRequest, GamesListWithConfigsResponse>(t, r.listWithConfigs),
    /** The game's web app manifest. */
    manifest: gameCall<WebAppManifest>(t, r.manifest),
  };
}

/** News, account look-up and referral links (`/info/*`, `/go`). */
export function createInfoApi(t: ApiTransport) {
  const r = API_ROUTES.info;
  const goQuery = (url: string, fxref?: string, type?: string) => ({ url, fxref, type });
  return {
    /** News of a game in one locale; cache it 5 minutes stale, 10 minutes kept. */
    news: bodyCall<NewsRequest, NewsResponse>(t, r.news),
    /** Whether an account with this identity exists. */
    checkAccountExistsBySocialIdentifier(
      game: string,
      socialIdentifierType: SocialIdentifierType,
      socialIdentifier: string,
      options?: CallOptions,
    ): Promise<AccountExistsResponse> {
      const route = r.checkAccountExistsBySocialIdentifier;
      requireParams(route.operation, { game, socialIdentifierType, socialIdentifier });
      const path = { Game: game, SocialIdentifierType: socialIdentifierType, SocialIdentifier: socialIdentifier };
      return t.send(route, { path }, options);
    },
    /** The referral redirect URL (`GET /go`), for a link or `location.assign`. */
    goUrl(url: string, fxref?: string, type?: string): string {
      requireParams(r.goUrl.operation, { url });
      return t.url(r.goUrl, { query: goQuery(url, fxref, type) });
    },
    /** Records a referral and returns the checked target instead of redirecting (`POST /go`). */
    go(url: string, fxref?: string, type?: string, options?: CallOptions): Promise<GoResponse> {
      requireParams(r.go.operation, { url });
      return t.send(r.go, { query: goQuery(url, fxref, type) }, options);
    },
  };
}

/** The `play` area of the API client. */
export type PlayApi = ReturnType<typeof createPlayApi>;
/** The `games` area of the API client. */
export type GamesApi = ReturnType<typeof createGamesApi>;
/** The `info` area of the API client. */
export type InfoApi = ReturnType<typeof createInfoApi>;
