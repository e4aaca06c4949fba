/** Where the share modal's buttons go (spec: share modal with VK, OK, Telegram and copy-link handlers). */
export type ShareTarget = 'vk' | 'ok' | 'telegram';

/** The share targets in the order the share modals show them. */
export const SHARE_TARGETS: readonly ShareTarget[] = Object.freeze(['vk', 'ok', 'telegram'] as const);

/**
 * The share URL of a platform for `url` with an optional text.
 *
 * @example `shareLink('telegram', 'https://portal.example/play/g', 'Play!')` → `https://t.me/share/url?url=…&text=Play!`
 */
export function shareLink(target: ShareTarget, url: string, text = ''): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  if (target === 'vk') return `https://vk.com/share.php?url=${u}${text ? `&title=${t}` : ''}`;
  if (target === 'ok') return `https://connect.ok.ru/offer?url=${u}${text ? `&title=${t}` : ''}`;
  return `https://t.me/share/url?url=${u}${text ? `&text=${t}` : ''}`;
}
