import type { PlayportHost } from '@playport/host';

/** Holds the host runtime of the game on screen; an external store React reads with useSyncExternalStore. */
export interface HostSlot {
  get(): PlayportHost | null;
  set(host: PlayportHost | null): void;
  subscribe(listener: () => void): () => void;
}

export function createHostSlot(): HostSlot {
  let current: PlayportHost | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(host) {
      current = host;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
