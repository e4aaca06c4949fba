/** Where the share modal's buttons go (spec: share modal with VK, OK, Telegram and copy-link handlers). */
export type ShareTarget = 'vk' | 'ok' | 'telegram';

/** The share URL of a platform for `url` with an optional text. */
export function shareLink(target: ShareTarget, url: string, text = ''): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  if (target === 'vk') return `https://vk.com/share.php?url=${u}${text ? `&title=${t}` : ''}`;
  if (target === 'ok') return `https://connect.ok.ru/offer?url=${u}${text ? `&title=${t}` : ''}`;
  return `https://t.me/share/url?url=${u}${text ? `&text=${t}` : ''}`;
}

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
