import { useQuery } from '@tanstack/react-query';
import { useApi } from '../host/services-context';

/** The portal's games. */
export function useGames() {
  const api = useApi();
  return useQuery({ queryKey: ['games'], queryFn: ({ signal }) => api.games.list({}, { signal }) });
}
