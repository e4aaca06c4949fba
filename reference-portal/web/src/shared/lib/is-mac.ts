/** True on macOS and iOS, where the copy shortcut is Cmd+C. */
export function isMac(nav: Pick<Navigator, 'platform' | 'userAgent'> = navigator): boolean {
  return /Mac|iPhone|iPad|iPod/i.test(nav.platform || nav.userAgent);
}
