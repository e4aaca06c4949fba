import { z } from 'zod';
import { jsonValue, newsPriority, platform } from './common.js';
import { ErrorCode } from './errors.js';
import { gameName, gameOnly } from './fields.js';
import { gameConfigReply, portalConfig, publicGameData } from './game-config.js';
import { area, get, post, operation, type ErrorOutcome } from './operation.js';
import { UNKNOWN_GAME } from './outcomes.js';

const OTHER_GAME: ErrorOutcome = { status: 403, code: ErrorCode.GameTokenScope, when: 'a game token of another game' };

/** A build of a game. `BuildType` is a designed free-form string (`WebGL`, `Windows`, …). */
export const build = z.object({
  Id: z.string(),
  GameId: z.string(),
  BuildType: z.string(),
  Sha: z.string().nullable(),
  Description: z.string().nullable(),
  ChangeSet: z.string().nullable(),
  CreatedAt: z.string(),
  BuildNumber: z.number(),
  Metadata: jsonValue,
  InstallUrl: z.string().nullable(),
});

/** Designed: one entry of the games list. */
export const gameListItem = z.object({
  GameSystemName: z.string(),
  Name: z.string(),
  Description: z.string().nullable(),
  IconUrl: z.string().nullable(),
  ImageUrl: z.string().nullable(),
  /** Designed: the keys of the game's `PlatformData` (FxId, Web, FacebookGames, …), sorted. */
  Platforms: z.array(z.string()),
  /** Designed: whether a public launcher build can be downloaded (`download_direct` answers a file). */
  HasLauncher: z.boolean(),
});

/** An icon of a web app manifest. */
export const webAppManifestIcon = z.object({
  src: z.string(),
  sizes: z.string().optional(),
  type: z.string().optional(),
  purpose: z.string().optional(),
});

/** `GET /manifest/{Game}`: a W3C web app manifest, so its field names are the standard's. */
export const webAppManifest = z.object({
  name: z.string(),
  short_name: z.string(),
  icons: z.array(webAppManifestIcon),
  start_url: z.string(),
  scope: z.string(),
  display: z.enum(['fullscreen', 'standalone', 'minimal-ui', 'browser']),
  id: z.string(),
  theme_color: z.string().optional(),
  background_color: z.string().optional(),
  orientation: z.string().optional(),
  related_applications: z
    .array(z.object({ platform: z.string(), url: z.string().optional(), id: z.string().optional() }))
    .optional(),
});

/** One localised text of a news item. */
export const newsMessage = z.object({ Locale: z.string(), Header: z.string(), Message: z.string() });

/** A news item. */
export const newsItem = z.object({
  Id: z.string(),
  CreatedAt: z.string(),
  Messages: z.array(newsMessage),
  Priority: newsPriority,
  Link: z.string().nullable(),
  IconUrl: z.string().nullable(),
  ImageUrl: z.string().nullable(),
  Tags: z.array(z.string()),
});

export const gamesListRequest = z.object({
  Locale: z.string().max(16).nullish(),
  WebPublishingPlatform: platform.nullish(),
});
/** The same query for the redirect and its JSON form. */
const goQuery = z.object({
  url: z.string().min(1).max(2048),
  fxref: z.string().max(128).optional(),
  type: z.string().max(64).optional(),
});
const goErrors: ErrorOutcome[] = [
  { status: 400, code: ErrorCode.RedirectNotAllowed, when: 'url is not an allowed redirect target' },
];

/** The web player (`/play/*`). */
export const playContract = area('play', {
  chooseGame: operation(post('/play/choose_game'), {
    summary: "The portal shell's configuration and the game's public data for one platform.",
    body: z.object({ GameSystemName: gameName, OriginUrl: z.string().max(2048), WebPublishingPlatform: platform }),
    response: z.object({ PortalConfig: portalConfig, PublicGameData: publicGameData }),
    errors: [UNKNOWN_GAME],
  }),
  indexHtml: operation(get('/play/index_html', 'text'), {
    summary: 'The bare player page of a game (default hello-game): its frame and nothing else.',
    query: z.object({ Game: gameName.default('hello-game') }),
    errors: [UNKNOWN_GAME],
  }),
  game: operation(get('/play/{Game}', 'auth'), {
    summary: 'The build to run for this client version and platform (session or game token).',
    params: gameOnly,
    query: z.object({
      OtaVersion: z.string().max(32).optional(),
      BuildNumber: z.coerce.number().int().optional(),
      WebPublishingPlatform: z.string().max(64).optional(),
    }),
    response: z.object({
      Game: z.string(),
      PlayGameType: publicGameData.shape.PlayGameType,
      /** The URL the player frame loads. */
      Url: z.string(),
      Build: build.nullable(),
    }),
    errors: [OTHER_GAME, UNKNOWN_GAME],
  }),
  list: operation(get('/play/{Game}/list', 'auth'), {
    summary: "Web builds newer than the client's OTA version (session or game token).",
    params: gameOnly,
    query: z.object({ OtaVersion: z.string().max(32).default('0') }),
    response: z.object({ Builds: z.array(build) }),
    errors: [OTHER_GAME, UNKNOWN_GAME],
  }),
});

/** Games, their public configuration and web app manifests. */
export const gamesContract = area('games', {
  publicGameConfig: operation(get('/public_game_config/{Game}'), {
    summary:
      'Everything public about a game on one platform (default FxId); cached, with an ETag (304 when it matches).',
    params: gameOnly,
    query: z.object({ WebPublishingPlatform: platform.default('FxId') }),
    response: gameConfigReply,
    errors: [UNKNOWN_GAME],
  }),
  list: operation(post('/games/list', 'read'), {
    summary: 'The listed games (test games left out), named in the locale.',
    body: gamesListRequest,
    response: z.object({ Games: z.array(gameListItem) }),
  }),
  listWithConfigs: operation(post('/games/list_with_configs', 'read'), {
    summary: 'The listed games with their full configs for a platform (default FxId).',
    body: gamesListRequest,
    response: z.object({ Games: z.array(gameConfigReply) }),
  }),
  manifest: operation(get('/manifest/{Game}'), {
    summary: "The game's web app manifest (application/manifest+json).",
    params: gameOnly,
    response: webAppManifest,
    errors: [UNKNOWN_GAME],
  }),
});

/** News, the account look-up and the referral redirect. */
export const infoContract = area('info', {
  news: operation(post('/info/news', 'read'), {
    summary: "A game's news and the portal's, in the locale (else English), most important first.",
    body: z.object({ GameSystemName: gameName, Locale: z.string().min(2).max(16) }),
    response: z.object({ News: z.array(newsItem) }),
  }),
  checkAccountExistsBySocialIdentifier: operation(
    get('/info/check_account_exists_by_social_identifier/{Game}/{SocialIdentifierType}/{SocialIdentifier}'),
    {
      summary:
        "Whether an account has this identity; personal identifiers (e-mail, phone) only the signed-in caller's own.",
      params: z.object({
        Game: gameName,
        SocialIdentifierType: z.string().min(1).max(64),
        SocialIdentifier: z.string().min(1).max(256),
      }),
      /** `Type` is the type as asked: the look-up also takes personal kinds (`Phone`) and any letter case. */
      response: z.object({ Exists: z.boolean(), Type: z.string() }),
      errors: [
        { status: 401, code: ErrorCode.Unauthorized, when: 'a personal identifier type without a signed-in account' },
        {
          status: 403,
          code: ErrorCode.Forbidden,
          when: "a personal identifier that is not the signed-in caller's own (whether or not another account has it)",
        },
        { status: 429, code: ErrorCode.RateLimited, when: 'too many look-ups by this caller' },
        UNKNOWN_GAME,
      ],
    },
  ),
  goUrl: operation(get('/go', 'url'), {
    summary: 'Records a referral click and redirects (302) to an allowed target.',
    query: goQuery,
    errors: goErrors,
  }),
  go: operation(post('/go', 'nobody'), {
    summary: 'Records a referral click and answers the allowed target instead of redirecting.',
    query: goQuery,
    response: z.object({ RedirectUri: z.string() }),
    errors: goErrors,
  }),
});

/** A build of a game. `BuildType` is a designed free-form string (`WebGL`, `Windows`, …). */
export type Build = z.output<typeof build>;
/** `POST /play/choose_game`: which game the portal opens, from where. */
export type ChooseGameRequest = z.input<typeof playContract.chooseGame.body>;
/** The portal shell's configuration and the game's public data; fetched once. */
export type ChooseGameResponse = z.output<typeof playContract.chooseGame.response>;
/** Designed: `GET /play/{Game}` (auth): the build to run for this client version and platform. */
export type PlayGameResponse = z.output<typeof playContract.game.response>;
/** Designed: `GET /play/{Game}/list` (auth): builds newer than the client's OTA version. */
export type PlayBuildListResponse = z.output<typeof playContract.list.response>;
/** Designed: `POST /games/list` and `/games/list_with_configs` filter by locale and platform. */
export type GamesListRequest = z.input<typeof gamesListRequest>;
/** Designed: one entry of the games list. */
export type GameListItem = z.output<typeof gameListItem>;
/** Designed: the games of the portal. */
export type GamesListResponse = z.output<typeof gamesContract.list.response>;
/** Designed: the games with their full configs. */
export type GamesListWithConfigsResponse = z.output<typeof gamesContract.listWithConfigs.response>;
/** An icon of a web app manifest. */
export type WebAppManifestIcon = z.output<typeof webAppManifestIcon>;
/** `GET /manifest/{Game}`: a W3C web app manifest, so its field names are the standard's. */
export type WebAppManifest = z.output<typeof webAppManifest>;
/** `POST /info/news`. */
export type NewsRequest = z.input<typeof infoContract.news.body>;
/** One localised text of a news item. */
export type NewsMessage = z.output<typeof newsMessage>;
/** A news item. */
export type NewsItem = z.output<typeof newsItem>;
/** Designed: the news answer wraps the list. */
export type NewsResponse = z.output<typeof infoContract.news.response>;
/** Designed: `GET /info/check_account_exists_by_social_identifier/…`. */
export type AccountExistsResponse = z.output<typeof infoContract.checkAccountExistsBySocialIdentifier.response>;
/** Designed: `POST /go` answers the checked redirect target instead of redirecting. */
export type GoResponse = z.output<typeof infoContract.go.response>;
