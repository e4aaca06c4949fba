declare global {
  interface Window {
    eruda?: { init(options?: Record<string, unknown>): void };
  }
}

/**
 * Loads the debug console only when the query string asks for it (`?eruda` or `?remotejs`) and the
 * server names a script for it (local mode, or an operator's `PORTAL_DEBUG_CONSOLE_URL`).
 */
export function loadDebugConsole(url: string | null, search: string = location.search): boolean {
  if (!url) return false;
  const params = new URLSearchParams(search);
  if (!params.has('eruda') && !params.has('remotejs')) return false;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.onload = () => window.eruda?.init();
  document.head.append(script);
  return true;
}
