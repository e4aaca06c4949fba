/**
 * True on Apple platforms, where the copy shortcut is Cmd+C. Reads User-Agent Client Hints when the
 * browser has them, then `navigator.platform`, then the user agent.
 *
 * @example
 * ```ts
 * strings.copyHint(isMac(navigator));
 * ```
 */
export function isMac(nav: Navigator | undefined): boolean {
  if (!nav) return false;
  const hinted = (nav as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform;
  const source = hinted || nav.platform || nav.userAgent || '';
  return /mac|iphone|ipad|ipod/i.test(source);
}
