import { useEffect, useSyncExternalStore } from 'react';

let hidden = false;
const listeners = new Set<() => void>();
const set = (value: boolean) => {
  hidden = value;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether a page asked to hide the portal header (an adapter config with DisableHeaderUi). */
export function useHeaderHidden(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hidden,
    () => hidden,
  );
}

/** Hides the portal header while the calling page is shown. */
export function useHideHeader(hide: boolean) {
  useEffect(() => {
    set(hide);
    return () => set(false);
  }, [hide]);
}
