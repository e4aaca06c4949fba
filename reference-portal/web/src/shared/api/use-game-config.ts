import { useQuery } from '@tanstack/react-query';
import { useApi } from '../host/services-context';
import { takePreloadedGameConfig } from './page-preload';
import { transientRetry } from './query-retry';

/**
 * The public configuration of a game on the portal's own platform; cached for the page's life, the
 * first read taken from `/config.js`'s preload when it started one for this game. A network
 * failure, 408, 429 or 5xx is retried before the query fails; a 404 fails at once.
 */
export function useGameConfig(game: string | null | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['game-config', game],
    // The first read takes what `/config.js` already fetched on a play path; anything else asks the API.
    queryFn: async ({ signal }) =>
      (await takePreloadedGameConfig(game!)) ?? api.games.publicGameConfig(game!, 'FxId', { signal }),
    enabled: !!game,
    // A failed read is not fetched again because another part of the page (the header's brand) mounts
    // later: the page's Try again does that.
    retryOnMount: false,
    ...transientRetry,
  });
}
