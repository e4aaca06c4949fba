import { toHostError } from '../errors.js';

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
 *
 * @example
 * ```ts
 * const hash = createUrlHash(window, log); hash.set('level=3'); hash.get(); // 'level=3'
 * ```
 */
export function createUrlHash(win: Window, log: (level: 'warn', ...args: unknown[]) => void): UrlHash {
  let memory: string | null = null;
  const strip = (h: string) => (h.startsWith('#') ? h.slice(1) : h);
  return {
    get: () => memory ?? strip(win.location.hash),
    set(hash) {
      const wanted = strip(hash);
      try {
        const url = new URL(win.location.href);
        url.hash = wanted;
        win.history.replaceState(win.history.state, '', url.href);
        memory = null;
        return strip(win.location.hash);
      } catch (err) {
        log('warn', 'Cannot write the URL hash; keeping it in memory:', toHostError(err).message);
        memory = wanted;
        return wanted;
      }
    },
  };
}
