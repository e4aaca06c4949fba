/**
 * The href of a link the server supplied (a news item's link, a document's URL, a download, a payment
 * link), or null when it must not become one: only http(s), never `javascript:`, `data:` or another
 * scheme, never credentials in the URL, and a path only when it stays on this origin (`//host`,
 * `/..//host`, backslashes and their encodings give null). Re-serialised. preact renders whatever
 * `href` it is given, so every server-supplied link goes through this.
 *
 * @example `safeLinkHref('javascript:alert(1)') // null`
 */
export function safeLinkHref(target: string | null | undefined, origin: string = location.origin): string | null {
  // eslint-disable-next-line no-control-regex -- control characters and padding hide a scheme from a reader
  if (!target || target !== target.trim() || /[\\\u0000-\u001f\u007f]/.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const absolute = /^https?:\/\//i.test(target);
  if (!absolute) {
    // A path: it must stay one on this origin, also once decoded.
    if (url.origin !== origin || /^\/[/\\]/.test(url.pathname) || /^\/[/\\]/.test(safeDecode(url.pathname)))
      return null;
    return `${url.pathname}${url.search}${url.hash}`;
  }
  return url.href;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return '//';
  }
}
