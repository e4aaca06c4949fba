import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/host/services-context';

/** The legal documents of a game with their versions. */
export function useLegalDocuments(game: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['documents', game],
    queryFn: ({ signal }) => api.documents.listWithVersions({ GameSystemName: game! }, { signal }),
    enabled: !!game,
  });
}
