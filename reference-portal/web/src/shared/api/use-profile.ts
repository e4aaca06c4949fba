import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@playport/host/api';
import { useApi, useSession } from '../host/services-context';
import { transientRetry } from './query-retry';

export const profileQueryKey = (game: string | null) => ['profile', game] as const;

/** Query options of the signed-in account, as seen from one game. */
export function profileQuery(api: ApiClient, game: string) {
  return {
    queryKey: profileQueryKey(game),
    queryFn: ({ signal }: { signal: AbortSignal }) => api.profile.get({ Game: game }, { signal }),
    ...transientRetry,
  };
}

/** Reads the account through the query cache, for code outside React (the host's account source). */
export function fetchProfile(queryClient: QueryClient, api: ApiClient, game: string) {
  return queryClient.fetchQuery(profileQuery(api, game));
}

/** The signed-in account, or no data for a visitor. */
export function useProfile(game: string | null) {
  const api = useApi();
  const { signedIn } = useSession();
  return useQuery({ ...profileQuery(api, game ?? ''), enabled: signedIn && !!game });
}
