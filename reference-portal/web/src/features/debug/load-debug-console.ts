declare global {
  interface Window {
    eruda?: { init(options?: Record<string, unknown>): void };
  }
}

/** Loads the debug console only when the query string asks for it (`?eruda` or `?remotejs`). */
export function loadDebugConsole(url: string, search: string = location.search): boolean {
  const params = new URLSearchParams(search);
  if (!params.has('eruda') && !params.has('remotejs')) return false;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.onload = () => window.eruda?.init();
  document.head.append(script);
  return true;
}
