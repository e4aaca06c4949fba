import { useRuntimeConfig } from '../config/config-context';
import { useGames } from './use-games';

/** The game the portal speaks for outside a play page: the fixed game, else the first listed. */
export function useDefaultGame(): string | null {
  const { fixedGame } = useRuntimeConfig();
  const games = useGames();
  return fixedGame ?? games.data?.Games[0]?.GameSystemName ?? null;
}
