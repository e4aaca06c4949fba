const REFUSAL = /refused to connect|x-frame-options|frame-ancestors|refused to display/i;

/** The spec's two checks of a document frame for a refusal, after it was opened. */
export const REFUSAL_CHECKS_MS = [2000, 3000] as const;

/**
 * Whether a document frame was refused: the browser's refusal page shows (its title or text), or a
 * frame of the portal's own origin is unreadable, which is what a browser's error page put in its
 * place looks like (Chromium's `chrome-error://` page for `X-Frame-Options: DENY`). Null when it
 * cannot be told: a frame of another origin is not readable.
 */
export function detectRefusal(frame: HTMLIFrameElement, url: string, page: Location = location): boolean | null {
  const sameOrigin = new URL(url, page.href).origin === page.origin;
  try {
    const doc = frame.contentDocument;
    if (!doc) return sameOrigin ? true : null;
    return REFUSAL.test(doc.title) || REFUSAL.test(doc.body?.innerText ?? '');
  } catch {
    return sameOrigin ? true : null;
  }
}

/**
 * Whether response headers forbid `origin` to frame the page: `X-Frame-Options` (DENY, or
 * SAMEORIGIN for another origin) or a CSP `frame-ancestors` that names neither `*` nor the origin.
 */
export function headersRefuseFraming(headers: Headers, origin: string, pageUrl: string): boolean {
  const xfo = headers.get('x-frame-options')?.trim().toUpperCase();
  if (xfo === 'DENY') return true;
  if (xfo === 'SAMEORIGIN' && new URL(pageUrl).origin !== origin) return true;
  const directive = headers
    .get('content-security-policy')
    ?.split(',')
    .flatMap((policy) => policy.split(';'))
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name?.toLowerCase() === 'frame-ancestors');
  if (!directive) return false;
  const sources = directive.slice(1);
  if (sources.includes('*')) return false;
  if (sources.includes("'self'") && new URL(pageUrl).origin === origin) return false;
  return !sources.some((source) => source.replace(/\/$/, '') === origin || matchesWildcard(source, origin));
}

const matchesWildcard = (source: string, origin: string) => {
  const match = /^(https?:)\/\/\*\.(.+)$/.exec(source);
  if (!match) return false;
  const target = new URL(origin);
  return target.protocol === match[1] && target.host.endsWith(`.${match[2]}`);
};

/**
 * Asks the document's own server whether it may be framed here, from its response headers. Null when
 * they cannot be read: a network failure, or another origin that does not allow CORS or does not
 * expose `X-Frame-Options` and `Content-Security-Policy` to it (`Access-Control-Expose-Headers`); such
 * a document that loaded is taken as shown.
 */
export async function probeFraming(
  url: string,
  page: Location = location,
  signal?: AbortSignal,
): Promise<boolean | null> {
  try {
    const target = new URL(url, page.href);
    const response = await fetch(target, { credentials: 'omit', signal });
    void response.body?.cancel();
    return headersRefuseFraming(response.headers, page.origin, response.url || target.href);
  } catch {
    return null;
  }
}
