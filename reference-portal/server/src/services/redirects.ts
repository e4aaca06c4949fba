import type { Config } from '../config';
import { ApiError, ErrorCode } from '../http/api-error';

export interface RedirectPolicy {
  /** Base for relative paths; its origin is always allowed. */
  readonly publicUrl: string;
  readonly allowedOrigins: readonly string[];
}

/**
 * Checks a redirect target against the allow-list and returns the re-serialised URL, or null.
 * Absolute targets must be http(s) on an allowed origin exactly; relative ones must start with a
 * single `/`. Backslashes, control characters and protocol-relative `//host` are refused, and the
 * target is judged after it is resolved: a path that serialises to `//…` or `/\…` (`/..//host`,
 * `/%2e%2e//host`, `/.//host`) would leave the origin once a page writes it as a path, so it is refused.
 */
export function safeRedirect(value: string, policy: RedirectPolicy): string | null {
  const raw = value.trim();
  if (!raw || raw !== value) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (raw.includes('\\') || /[\u0000-\u001f\u007f]/.test(raw)) return null;
  if (raw.startsWith('//')) return null;
  const relative = raw.startsWith('/');
  if (!relative && !/^https?:\/\//i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, policy.publicUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (!isSinglePath(url.pathname)) return null;
  const base = new URL(policy.publicUrl).origin;
  if (url.origin !== base && !policy.allowedOrigins.includes(url.origin)) return null;
  return url.href;
}

/** A resolved path that stays a path when written alone: not `//host` nor `/\host`, whatever its encoding. */
export function isSinglePath(pathname: string): boolean {
  if (/^\/[/\\]/.test(pathname)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  return !/^\/[/\\]/.test(decoded) && !/[\\\u0000-\u001f\u007f]/.test(decoded);
}

/** Like {@link safeRedirect} but throws a 400 naming the field. */
export function requireSafeRedirect(value: string, policy: RedirectPolicy, field: string): string {
  const safe = safeRedirect(value, policy);
  if (!safe) throw new ApiError(400, ErrorCode.RedirectNotAllowed, `${field} is not an allowed redirect target`);
  return safe;
}

export const redirectPolicy = (config: Pick<Config, 'PUBLIC_URL' | 'allowedOrigins'>): RedirectPolicy => ({
  publicUrl: config.PUBLIC_URL,
  allowedOrigins: config.allowedOrigins,
});
