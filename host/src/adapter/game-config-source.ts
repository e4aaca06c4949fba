import type { GameConfigReply } from '@playport/api-contract';
import type { WebPublishingPlatform } from '@playport/api-contract';
import { HostError, HostErrorCode, toHostError } from '../errors.js';

/** Fetches one game's public config for one platform (the API client's `games.publicGameConfig`). */
export type FetchGameConfig = (game: string, platform: WebPublishingPlatform) => Promise<GameConfigReply>;

/**
 * The game config an adapter is started with, read once per game: the one the page passed (`null` meaning the
 * page has no portal API), else fetched. A failed fetch is logged as a coded `HostError` and gives
 * null, so adapters fall back to their options.
 *
 * @example
 * ```ts
 * const config = createGameConfigSource({ platform: 'YandexGames', fetch: (g, p) => api.games.publicGameConfig(g, p), log });
 * const reply = await config('space');
 * ```
 */
export function createGameConfigSource(deps: {
  given?: GameConfigReply | null;
  platform: WebPublishingPlatform;
  fetch: FetchGameConfig;
  log: (level: 'error', ...args: unknown[]) => void;
}): (game: string) => Promise<GameConfigReply | null> {
  const loaded = new Map<string, Promise<GameConfigReply | null>>();
  const load = async (game: string): Promise<GameConfigReply | null> => {
    if (deps.given !== undefined) return deps.given;
    try {
      return await deps.fetch(game, deps.platform);
    } catch (err) {
      const cause = toHostError(err);
      const code = cause.code === HostErrorCode.Unknown ? HostErrorCode.ApiError : cause.code;
      const error = new HostError(
        code,
        `Game config of '${game}' for ${deps.platform} could not be loaded: ${cause.message}`,
        cause.details,
        { cause: err },
      );
      deps.log('error', error);
      return null;
    }
  };
  return (game) => {
    let config = loaded.get(game);
    if (!config) loaded.set(game, (config = load(game)));
    return config;
  };
}
