import type { PlatformWindow } from '../shared/platform-window.js';

/** What a simulated platform keeps for one player: read and written whole. */
export interface PageStore<T> {
  read(): T;
  write(value: T): void;
}

/**
 * A simulated platform's saved data for one player, in the simulator page's `localStorage` under
 * `playport-simulator:<platform>:<player>`, so that a reload of the page reads it back as the
 * platform's servers would. A page without `localStorage` (a test's bare window) keeps it in memory.
 */
export function pageStore<T>(
  win: PlatformWindow | undefined,
  platform: string,
  player: string,
  empty: () => T,
): PageStore<T> {
  const name = `playport-simulator:${platform}:${player}`;
  let storage: Storage | undefined;
  try {
    storage = win?.localStorage && typeof win.localStorage.getItem === 'function' ? win.localStorage : undefined;
  } catch {
    // An opaque origin throws on localStorage access.
    storage = undefined;
  }
  // Kept as JSON either way, so that what a caller changes after a read or write is not saved by itself.
  let memory: string | null = null;
  return {
    read: () => {
      const raw = storage ? storage.getItem(name) : memory;
      return raw === null ? empty() : (JSON.parse(raw) as T);
    },
    write: (value) => {
      const raw = JSON.stringify(value);
      if (storage) storage.setItem(name, raw);
      else memory = raw;
    },
  };
}
