import { useSyncExternalStore } from 'react';
import { siteEvent } from '../../shared/lib/site-event';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Captures the browser's install prompt once, at start-up, and keeps it for the install button. */
export function captureInstallPrompt(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred ??= event as BeforeInstallPromptEvent;
    notify();
  });
  win.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

/** Shows the kept prompt; a prompt can be shown only once, so it is dropped afterwards. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  notify();
  const accepted = (await event.prompt()).outcome === 'accepted';
  if (accepted) siteEvent('site_install');
  return accepted;
}

/** Whether an install prompt is waiting. */
export function useCanInstall(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    () => deferred !== null,
    () => false,
  );
}
