/**
 * A redirect target the portal may follow: only its own origin, re-serialised as path, query and
 * hash. `javascript:`, `//host`, `/..//host`, backslashes and other origins give the fallback.
 */
export function safeRedirectPath(
  target: string | null | undefined,
  origin: string = location.origin,
  fallback = '/',
): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (!target || /[\\\u0000-\u001f]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return fallback;
  // `/..//host` and its encoded forms resolve to a path that starts with `//`: written as a link it
  // would leave the origin, so only a path that stays a path is followed.
  if (/^\/[/\\]/.test(url.pathname) || /^\/[/\\]/.test(safeDecode(url.pathname))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return '//';
  }
}
