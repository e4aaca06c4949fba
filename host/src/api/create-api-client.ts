import type { HostContext } from '../context.js';
import { createAnalyticsApi, type AnalyticsApi } from './areas/analytics.js';
import { createAuthApi, type AuthApi } from './areas/auth.js';
import { createBank131Api, type Bank131Api } from './areas/bank131.js';
import {
  createGamesApi,
  createInfoApi,
  createPlayApi,
  type GamesApi,
  type InfoApi,
  type PlayApi,
} from './areas/content.js';
import {
  createCrossPlayApi,
  createDataConnectionsApi,
  createWizQApi,
  type CrossPlayApi,
  type DataConnectionsApi,
  type WizQApi,
} from './areas/cross-play.js';
import { createDocumentsApi, type DocumentsApi } from './areas/documents.js';
import { createLauncherApi, type LauncherApi } from './areas/launcher.js';
import {
  createFbGamesApi,
  createFbInstantApi,
  createNativeApi,
  createYandexGamesApi,
  type FbGamesApi,
  type FbInstantApi,
  type NativeApi,
  type YandexGamesApi,
} from './areas/platform-purchases.js';
import {
  createFriendsApi,
  createInviteApi,
  createProfileApi,
  createPushTokensApi,
  createSupportApi,
  type FriendsApi,
  type InviteApi,
  type ProfileApi,
  type PushTokensApi,
  type SupportApi,
} from './areas/social.js';
import { createStorageApi, type StorageApi } from './areas/storage.js';
import { createStoreApi, type StoreApi } from './areas/store.js';
import { AUTH_TOKEN_KEY } from './constants.js';
import { createTransport } from './transport.js';

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** The API origin (without `/api/v1`); default `''`: the page's own origin. */
  baseUrl?: string;
  context: HostContext;
  /** The bearer token of auth calls; default: `context.storage.getItem('AuthToken')`. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
}

/** The typed client of the reference API, one area per group of calls (see the README's tables). */
export interface ApiClient {
  readonly auth: AuthApi;
  readonly store: StoreApi;
  readonly bank131: Bank131Api;
  readonly native: NativeApi;
  readonly yandexGames: YandexGamesApi;
  readonly fbInstant: FbInstantApi;
  readonly fbGames: FbGamesApi;
  readonly play: PlayApi;
  readonly games: GamesApi;
  readonly info: InfoApi;
  readonly documents: DocumentsApi;
  readonly profile: ProfileApi;
  readonly friends: FriendsApi;
  readonly invite: InviteApi;
  readonly pushTokens: PushTokensApi;
  readonly support: SupportApi;
  readonly crossPlay: CrossPlayApi;
  readonly dataConnections: DataConnectionsApi;
  readonly wizq: WizQApi;
  readonly launcher: LauncherApi;
  readonly analytics: AnalyticsApi;
  /** A game's saves of the signed-in account. */
  readonly storage: StorageApi;
  /** The referral redirect URL: a shortcut for `info.goUrl(url, fxref, type)`. */
  readonly go: InfoApi['goUrl'];
}

/**
 * Creates the typed client of the reference API: one method per call, grouped by area. Failed calls
 * reject with `ApiError` (problem details); a missing main parameter throws `HostError`
 * (`RequiredParameter`) before any request.
 *
 * @example
 * ```ts
 * const api = createApiClient({ context });
 * const config = await api.games.publicGameConfig('hello-game', 'FxId');
 * ```
 */
export function createApiClient({ baseUrl, context, getToken }: ApiClientOptions): ApiClient {
  const transport = createTransport({
    baseUrl: baseUrl ?? '',
    context,
    getToken: getToken ?? (() => context.storage.getItem(AUTH_TOKEN_KEY)),
  });
  const info = createInfoApi(transport);
  return {
    auth: createAuthApi(transport),
    store: createStoreApi(transport),
    bank131: createBank131Api(transport),
    native: createNativeApi(transport),
    yandexGames: createYandexGamesApi(transport),
    fbInstant: createFbInstantApi(transport),
    fbGames: createFbGamesApi(transport),
    play: createPlayApi(transport),
    games: createGamesApi(transport),
    info,
    documents: createDocumentsApi(transport),
    profile: createProfileApi(transport),
    friends: createFriendsApi(transport),
    invite: createInviteApi(transport),
    pushTokens: createPushTokensApi(transport),
    support: createSupportApi(transport),
    crossPlay: createCrossPlayApi(transport),
    dataConnections: createDataConnectionsApi(transport),
    wizq: createWizQApi(transport),
    launcher: createLauncherApi(transport),
    analytics: createAnalyticsApi(transport),
    storage: createStorageApi(transport),
    go: info.goUrl,
  };
}
