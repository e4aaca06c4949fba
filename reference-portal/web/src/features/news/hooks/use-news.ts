import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/host/services-context';

const MINUTE = 60_000;

/** News of a game in the UI language; stale after 5 minutes, kept 10 (spec). */
export function useNews(game: string | null, locale: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['news', game, locale],
    queryFn: ({ signal }) => api.info.news({ GameSystemName: game!, Locale: locale }, { signal }),
    enabled: !!game,
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
  });
}
