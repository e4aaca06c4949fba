import type { ApiTransport, CallOptions } from '../transport.js';
import type { SocialIdentifierType, WebPublishingPlatform } from '@playport/api-contract';
import { areaCalls } from './call-helpers.js';

/** The web player (`/play/*`). */
export function createPlayApi(t: ApiTransport) {
  const call = areaCalls(t, 'play');
  return {
    /** The portal shell's configuration and the game's public data; fetch once. */
    chooseGame: call.body('chooseGame'),
    /** The player's HTML page, as text. */
    indexHtml(options?: CallOptions): Promise<string> {
      return t.send<string>(call.route('indexHtml'), {}, options);
    },
    /** The build to run for this client version and platform (auth). */
    game(
      game: string,
      otaVersion: string,
      buildNumber: number,
      webPublishingPlatform: WebPublishingPlatform,
      options?: CallOptions,
    ) {
      call.require('game', { game, otaVersion, buildNumber, webPublishingPlatform });
      const query = { OtaVersion: otaVersion, BuildNumber: buildNumber, WebPublishingPlatform: webPublishingPlatform };
      return call.send('game', { path: { Game: game }, query }, options);
    },
    /** Builds newer than the client's OTA version (auth). */
    list(game: string, otaVersion: string, options?: CallOptions) {
      call.require('list', { game, otaVersion });
      return call.send('list', { path: { Game: game }, query: { OtaVersion: otaVersion } }, options);
    },
  };
}

/** Games and their public configuration. */
export function createGamesApi(t: ApiTransport) {
  const call = areaCalls(t, 'games');
  return {
    /** Everything public about a game on one platform. */
    publicGameConfig(game: string, webPublishingPlatform: WebPublishingPlatform, options?: CallOptions) {
      call.require('publicGameConfig', { game, webPublishingPlatform });
      const query = { WebPublishingPlatform: webPublishingPlatform };
      return call.send('publicGameConfig', { path: { Game: game }, query }, options);
    },
    /** The games of the portal. */
    list: call.optionalBody('list'),
    /** The games with their full configs. */
    listWithConfigs: call.optionalBody('listWithConfigs'),
    /** The game's web app manifest. */
    manifest: call.game('manifest'),
  };
}

/** News, account look-up and referral links (`/info/*`, `/go`). */
export function createInfoApi(t: ApiTransport) {
  const call = areaCalls(t, 'info');
  const goQuery = (url: string, fxref?: string, type?: string) => ({ url, fxref, type });
  return {
    /** News of a game in one locale; cache it 5 minutes stale, 10 minutes kept. */
    news: call.body('news'),
    /** Whether an account with this identity exists. */
    checkAccountExistsBySocialIdentifier(
      game: string,
      socialIdentifierType: SocialIdentifierType,
      socialIdentifier: string,
      options?: CallOptions,
    ) {
      call.require('checkAccountExistsBySocialIdentifier', { game, socialIdentifierType, socialIdentifier });
      const path = { Game: game, SocialIdentifierType: socialIdentifierType, SocialIdentifier: socialIdentifier };
      return call.send('checkAccountExistsBySocialIdentifier', { path }, options);
    },
    /** The referral redirect URL (`GET /go`), for a link or `location.assign`. */
    goUrl(url: string, fxref?: string, type?: string): string {
      call.require('goUrl', { url });
      return call.url('goUrl', { query: goQuery(url, fxref, type) });
    },
    /** Records a referral and returns the checked target instead of redirecting (`POST /go`). */
    go(url: string, fxref?: string, type?: string, options?: CallOptions) {
      call.require('go', { url });
      return call.send('go', { query: goQuery(url, fxref, type) }, options);
    },
  };
}

/** The `play` area of the API client. */
export type PlayApi = ReturnType<typeof createPlayApi>;
/** The `games` area of the API client. */
export type GamesApi = ReturnType<typeof createGamesApi>;
/** The `info` area of the API client. */
export type InfoApi = ReturnType<typeof createInfoApi>;
