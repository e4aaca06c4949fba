/**
 * A redirect target the portal may follow: only its own origin, re-serialised as path, query and
 * hash. `javascript:`, `//host`, backslashes and other origins give the fallback.
 */
export function safeRedirectPath(target: string | null | undefined, origin: string = location.origin, fallback = '/'): string {
  if (!target || /[\\\u0000-\u001f]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
