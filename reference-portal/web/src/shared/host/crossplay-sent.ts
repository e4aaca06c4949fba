/** The window event dispatched when a game's cross-play event reached the server; `detail.game` names the game. */
export const CROSS_PLAY_SENT_EVENT = 'playport:cross-play-sent';

const SEND_PATH = /\/cross-play\/events\/send$/;

/**
 * Wraps the page's fetch so that each cross-play event the server accepted (`POST
 * /cross-play/events/send` answered 2xx, whoever sent it: the portal's adapter of a game reporting
 * progress) dispatches {@link CROSS_PLAY_SENT_EVENT} on `win`, and what shows quests can read them again.
 */
export function watchCrossPlaySends(win: Window, fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    try {
      const url = new URL(input instanceof Request ? input.url : String(input), win.location.href);
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      if (method === 'POST' && response.ok && SEND_PATH.test(url.pathname)) {
        const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { GameSystemName?: unknown }) : {};
        const game = typeof body.GameSystemName === 'string' ? body.GameSystemName : null;
        win.dispatchEvent(new CustomEvent(CROSS_PLAY_SENT_EVENT, { detail: { game } }));
      }
    } catch {
      // A URL or body this cannot read is no cross-play event.
    }
    return response;
  };
}
