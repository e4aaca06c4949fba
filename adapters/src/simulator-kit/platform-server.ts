import type { PlatformWindow } from '../shared/platform-window.js';

/**
 * Where the local stand-ins of the platforms' own servers live (`window.playportPlatformServer`, set
 * by the portal in local mode before it loads a simulator), or null. With it, a simulator's payment
 * dialog has the server-side part of the payment done as the platform would: VK's `get_item` and
 * `order_status_change`, OK's `callbacks.payment`, Telegram's webhook updates.
 */
export function platformServer(win: PlatformWindow): string | null {
  const base = win.playportPlatformServer;
  return typeof base === 'string' && base ? base : null;
}

/** Posts to one stand-in (`vkcom/order-box`, `ok/payment`, `telegram/pay`) and reads its JSON answer; null on any failure. */
export async function callPlatformServer<T>(
  win: PlatformWindow,
  base: string,
  path: string,
  body: unknown,
): Promise<T | null> {
  try {
    const res = await win.fetch(new URL(path, base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}
