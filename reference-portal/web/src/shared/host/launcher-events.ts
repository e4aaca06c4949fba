/**
 * The spec's launcher analytics events (portal-core, "Event ids"): a download requested, a download
 * started, and the download's status.
 */
export type LauncherEvent =
  | { name: 'download_request'; game: string; branch: string }
  | { name: 'download'; game: string; branch: string; sessionId: string }
  | { name: 'download_status'; game: string; branch: string; status: 'started' | 'failed'; error?: string };

/** Receives launcher events; the analytics layer subscribes with {@link onLauncherEvent}. */
export type LauncherEventListener = (event: LauncherEvent) => void;

const listeners = new Set<LauncherEventListener>();

/** Subscribes to launcher events; returns the unsubscribe function. */
export function onLauncherEvent(listener: LauncherEventListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Sends an event to every listener; a failing listener never breaks the download. */
export function emitLauncherEvent(event: LauncherEvent): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch (error) {
      console.warn('[Playport] launcher event listener', error);
    }
  }
}
