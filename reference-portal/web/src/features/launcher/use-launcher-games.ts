import { useGames } from '../../shared/api/use-games';

/** The listed games that have a launcher to download (the list's `HasLauncher`), in list order. */
export function useLauncherGames(): { GameSystemName: string; Name: string; IconUrl: string | null }[] {
  const games = useGames().data?.Games ?? [];
  return games
    .filter((g) => g.HasLauncher)
    .map((g) => ({ GameSystemName: g.GameSystemName, Name: g.Name, IconUrl: g.IconUrl }));
}
