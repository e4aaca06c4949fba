/** Registers `/service-worker.js` (the root scope) once the page has loaded. */
export function registerServiceWorker(win: Window = window): void {
  if (!('serviceWorker' in win.navigator) || !win.isSecureContext) return;
  win.addEventListener('load', () => {
    win.navigator.serviceWorker
      .register('/service-worker.js', { scope: '/' })
      .catch((error: unknown) => console.warn('[Playport] service worker', error));
  });
}
