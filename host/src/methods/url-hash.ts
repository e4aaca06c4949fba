import { toHostError } from '../errors.js';

/**
 * Whether one `&`-separated part of the page's hash is a platform's launch parameter: Telegram opens a
 * Mini App with `tgWebAppData`, `tgWebAppVersion`, `tgWebAppPlatform`, `tgWebAppThemeParams`, … in the
 * URL hash (https://core.telegram.org/bots/webapps#initializing-mini-apps).
 */
const isLaunchParameter = (part: string): boolean => part.startsWith('tgWebApp');

/** Reads and writes the game's hash, kept in the host page's URL. */
export interface UrlHash {
  get(): string;
  /** Stores `hash` (a leading `#` is dropped) and returns it as stored. */
  set(hash: string): string;
}

/**
 * The frame hash lives in the host page's URL hash, written with `history.replaceState` so it
 * survives a reload without adding history entries or firing `hashchange`. Values come back as the
 * browser serialises them (characters a fragment cannot hold are percent-encoded). Where the URL
 * cannot be written (an opaque or sandboxed page) the hash is kept in memory for this page's life.
 * A platform's launch parameters in the hash (Telegram's `tgWebApp…`) stay there, unseen by the game.
 *
 * @example
 * ```ts
 * const hash = createUrlHash(window, log); hash.set('level=3'); hash.get(); // 'level=3'
 * ```
 */
export function createUrlHash(win: Window, log: (level: 'warn', ...args: unknown[]) => void): UrlHash {
  let memory: string | null = null;
  const strip = (h: string) => (h.startsWith('#') ? h.slice(1) : h);
  const parts = (h: string) =>
    strip(h)
      .split('&')
      .filter((part) => part !== '');
  // The platform's own launch parameters in the hash: neither the game's to read nor to overwrite.
  const launch = (h: string) => parts(h).filter(isLaunchParameter);
  const gamePart = (h: string) =>
    parts(h)
      .filter((part) => !isLaunchParameter(part))
      .join('&');
  return {
    get: () => memory ?? gamePart(win.location.hash),
    set(hash) {
      const wanted = strip(hash);
      try {
        const url = new URL(win.location.href);
        url.hash = [...launch(url.hash), ...parts(wanted)].join('&');
        win.history.replaceState(win.history.state, '', url.href);
        memory = null;
        return gamePart(win.location.hash);
      } catch (err) {
        log('warn', 'Cannot write the URL hash; keeping it in memory:', toHostError(err).message);
        memory = wanted;
        return wanted;
      }
    },
  };
}
