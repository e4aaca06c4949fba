import type { GameConfigReply, GamesListResponse } from '@playport/host/api';

/** What `/config.js` started on a play path or the home page (reference-portal/server/src/routes/play-preload.ts). */
export interface PlayPreload {
  gameConfig?: { game: string; reply: Promise<GameConfigReply | null> };
  games?: Promise<GamesListResponse | null>;
}

declare global {
  interface Window {
    __PLAYPORT_PRELOAD__?: PlayPreload;
  }
}

/**
 * The FxId config of `game` that `/config.js` began fetching before the portal's script ran, taken
 * once (a later read fetches anew); null when none was started for this game. It resolves to null
 * when that answer was not a 200, so the caller's own request reports the failure.
 */
export function takePreloadedGameConfig(game: string, win: Window = window): Promise<GameConfigReply | null> | null {
  const preload = win.__PLAYPORT_PRELOAD__;
  if (!preload?.gameConfig || preload.gameConfig.game !== game) return null;
  const { reply } = preload.gameConfig;
  delete preload.gameConfig;
  return reply;
}
