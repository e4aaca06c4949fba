import type { PlatformWindow } from '../../shared/platform-window.js';
import type { VkConnectMessage } from './vkcom-scenario.js';

const isVkConnect = (data: unknown): data is VkConnectMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'vk-connect';

/**
 * Makes `win.parent` the VK frame: vk-bridge's `vk-connect` posts go to `onMessage`, other posts
 * keep their way. A page that is its own parent (a top-level local page) has its own postMessage
 * hooked; a test window without a parent gets one.
 */
export function becomeVkParent(win: PlatformWindow, onMessage: (message: VkConnectMessage) => void): void {
  const parent = (win.parent ?? undefined) as (Window & Record<string, unknown>) | undefined;
  if (!parent) {
    (win as Record<string, unknown>).parent = { postMessage: (data: unknown) => isVkConnect(data) && onMessage(data) };
    return;
  }
  const original = typeof parent.postMessage === 'function' ? parent.postMessage.bind(parent) : null;
  parent.postMessage = ((data: unknown, ...rest: [string]) => {
    if (isVkConnect(data)) onMessage(data);
    else original?.(data, ...rest);
  }) as Window['postMessage'];
}

/**
 * Delivers VK's answers as window `message` events, where vk-bridge listens. A window without
 * events of its own (the tests' fake window) gets just enough to carry them.
 */
export function vkMessageEvents(win: PlatformWindow): (data: unknown) => void {
  const Event = win.MessageEvent as typeof MessageEvent | undefined;
  if (typeof win.dispatchEvent === 'function' && Event)
    return (data) => void win.dispatchEvent(new Event('message', { data }));
  const listeners = new Set<(event: { data: unknown }) => void>();
  const add = win.addEventListener;
  const remove = win.removeEventListener;
  win.addEventListener = ((type: string, fn: (event: { data: unknown }) => void, ...rest: unknown[]) =>
    type === 'message'
      ? void listeners.add(fn)
      : add?.call(win, type, fn as never, ...(rest as []))) as Window['addEventListener'];
  win.removeEventListener = ((type: string, fn: (event: { data: unknown }) => void, ...rest: unknown[]) =>
    type === 'message'
      ? void listeners.delete(fn)
      : remove?.call(win, type, fn as never, ...(rest as []))) as Window['removeEventListener'];
  return (data) => [...listeners].forEach((fn) => fn({ data }));
}
