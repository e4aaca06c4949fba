import { resolveAdapterName, resolveGameName } from '@playport/host/adapter-kit';

/**
 * The spec's order, by the host's resolvers: game from the fixed setting, the path, then `?game`;
 * adapter from the forced setting, the path, `?adapter`, then fxid. `pathname` is the router's
 * location (relative to its base, the hash part under the hash router).
 */
export function resolvePlayNames(
  config: { fixedGame: string | null; forcedAdapter: string | null },
  pathname: string,
  query: URLSearchParams,
): { game: string | null; adapter: string } {
  return {
    game: resolveGameName({ fixed: config.fixedGame, path: pathname, query }),
    adapter: resolveAdapterName({ forced: config.forcedAdapter, path: pathname, query }),
  };
}
