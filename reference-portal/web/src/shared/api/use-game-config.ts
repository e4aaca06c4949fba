import { useQuery } from '@tanstack/react-query';
import { useApi } from '../host/services-context';
import { transientRetry } from './query-retry';

/**
 * The public configuration of a game on the portal's own platform; cached for the page's life. A network
 * failure, 408, 429 or 5xx is retried before the query fails; a 404 fails at once.
 */
export function useGameConfig(game: string | null | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['game-config', game],
    queryFn: ({ signal }) => api.games.publicGameConfig(game!, 'FxId', { signal }),
    enabled: !!game,
    ...transientRetry,
  });
}
