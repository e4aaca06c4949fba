import { useQuery } from '@tanstack/react-query';
import { useApi } from '../host/services-context';

/** The public configuration of a game on the portal's own platform; cached for the page's life. */
export function useGameConfig(game: string | null | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['game-config', game],
    queryFn: ({ signal }) => api.games.publicGameConfig(game!, 'FxId', { signal }),
    enabled: !!game,
    retry: false,
  });
}
