import { useQuery } from '@tanstack/react-query';
import { useApi } from '../host/services-context';
import type { GamesListResponse } from '@playport/host/api';

/** The portal's games; the first read takes what `/config.js` already fetched on the home page. */
export function useGames() {
  const api = useApi();
  return useQuery({
    queryKey: ['games'],
    queryFn: async ({ signal }) => (await takePreloadedGames()) ?? api.games.list({}, { signal }),
  });
}

/**
 * The games list (`games/list` with an empty body) that `/config.js` began fetching on the home page,
 * taken once; null when none was started. It resolves to null when that answer was not a 200. Here
 * rather than beside `takePreloadedGameConfig` (page-preload.ts), so the play route does not load it.
 */
export function takePreloadedGames(win: Window = window): Promise<GamesListResponse | null> | null {
  const preload = win.__PLAYPORT_PRELOAD__;
  if (!preload?.games) return null;
  const { games } = preload;
  delete preload.games;
  return games;
}
