export { shareLink, type ShareTarget } from '@playport/host';

/**
 * Copies the link; when the clipboard refuses (no permission, an insecure page) the caller shows the
 * text-copy modal instead, as the spec says for clipboard failures.
 */
export async function copyLink(win: Window, url: string): Promise<boolean> {
  try {
    await win.navigator.clipboard.writeText(url);
    return true;
  } catch {
    return false;
  }
}
