import { useQuery } from '@tanstack/react-query';
import { useApi, useSession } from '../host/services-context';

/** The query key of the signed-in player's quests: invalidate it when play may have advanced them. */
export const MY_QUESTS_KEY = ['quests'] as const;

/**
 * The signed-in player's cross-play quests (`cross-play/quests/my`), read again whenever a page showing
 * them mounts, since play advances them; disabled for a visitor.
 */
export function useMyQuests() {
  const api = useApi();
  const { signedIn } = useSession();
  return useQuery({
    queryKey: MY_QUESTS_KEY,
    queryFn: ({ signal }) => api.crossPlay.myQuests({ signal }),
    enabled: signedIn,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
