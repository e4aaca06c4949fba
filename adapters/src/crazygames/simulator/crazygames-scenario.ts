/** What the CrazyGames simulator does; defaults are a signed-in player on crazygames.com. */
export interface CrazyGamesScenario {
  init?: 'ok' | 'throws' | 'silent';
  accountsAvailable?: boolean;
  /** The signed-in user, or null for a guest. */
  user?: { userId: string; username: string } | null;
  /** What the auth prompt does for a guest. */
  authPrompt?: 'sign-in' | 'close';
  token?: 'ok' | 'fail';
  rewarded?: 'finished' | 'unfilled' | 'silent';
  midgame?: 'finished' | 'unfilled';
  adblock?: boolean;
  /** The player's mute setting at start (`game.settings.muteAudio`). */
  muteAudio?: boolean;
  calls?: string[];
}
