import { useQuery } from '@tanstack/react-query';
import { useApi } from '../host/services-context';
import { takePreloadedGames } from './page-preload';

/** The portal's games; the first read takes what `/config.js` already fetched on the home page. */
export function useGames() {
  const api = useApi();
  return useQuery({
    queryKey: ['games'],
    queryFn: async ({ signal }) => (await takePreloadedGames()) ?? api.games.list({}, { signal }),
  });
}
