import { useQueries } from '@tanstack/react-query';
import { useGames } from '../../shared/api/use-games';
import { usePortalServices } from '../../shared/host/services-context';
import { hasLauncher } from './has-launcher';

/** The listed games that have a launcher to download, in list order. */
export function useLauncherGames(): { GameSystemName: string; Name: string }[] {
  const { api, context } = usePortalServices();
  const games = useGames().data?.Games ?? [];
  const probes = useQueries({
    queries: games.map((g) => ({
      queryKey: ['has-launcher', g.GameSystemName],
      queryFn: ({ signal }: { signal: AbortSignal }) => hasLauncher(context.fetch, api.launcher.downloadDirectUrl(g.GameSystemName), signal),
      staleTime: 10 * 60_000,
    })),
  });
  return games.filter((_, i) => probes[i]?.data === true).map((g) => ({ GameSystemName: g.GameSystemName, Name: g.Name }));
}
