import { useGameConfig } from './use-game-config';
import { useGames } from './use-games';

/**
 * The title a player sees for a game (`Hello Game`, never `hello-game`): from the games list, else
 * from the game's config (a game that is not listed); null while neither has answered, and the
 * system name only when both failed.
 */
export function useGameTitle(game: string | null | undefined): string | null {
  const games = useGames();
  const listed = games.data?.Games.find((g) => g.GameSystemName === game)?.Name;
  const config = useGameConfig(listed || games.isPending ? null : game);
  if (!game) return null;
  if (listed) return listed;
  if (config.data) return config.data.PortalConfig.Title;
  return config.isError ? game : null;
}
