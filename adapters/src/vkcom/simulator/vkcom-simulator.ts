import type { PlatformWindow } from '../../shared/platform-window.js';
import type { VkBridge, VkBridgeEvent } from '../vk-bridge-types.js';
import { defaultVkAnswers } from './vkcom-answers.js';
import type { VkcomScenario } from './vkcom-scenario.js';

/**
 * Plays VK's side of vk-bridge: `send` resolves with the method's data and publishes `XResult`, or
 * rejects with vk-bridge's error shape and publishes `XFailed`. The launch params are the page's
 * own signed `vk_*` query, as VK opens the frame.
 */
export function installVkcomSimulator(win: PlatformWindow, script: VkcomScenario = {}): void {
  const listeners = new Set<(event: VkBridgeEvent) => void>();
  const publish = (type: string, data: unknown) => listeners.forEach((fn) => fn({ detail: { type, data } }));
  const launch = new URLSearchParams(win.location.search);
  const defaults = defaultVkAnswers(script, launch);
  let requestId = 0;

  const bridge: VkBridge = {
    send<T>(method: string, props: Record<string, unknown> = {}) {
      script.calls?.push({ method, props });
      const answer = script.answers?.[method] ?? (method in defaults ? { data: defaults[method] } : undefined);
      const request_id = ++requestId;
      if (answer === 'silent') return new Promise<T>(() => {});
      if (!answer || 'error' in answer) {
        const error = {
          error_type: 'client_error' as const,
          error_data: answer && 'error' in answer ? answer.error : { error_code: 6, error_reason: 'Unsupported platform' },
          request_id,
        };
        queueMicrotask(() => publish(`${method}Failed`, error));
        return Promise.reject(error);
      }
      queueMicrotask(() => publish(`${method}Result`, answer.data));
      return Promise.resolve(answer.data as T);
    },
    subscribe: (fn) => void listeners.add(fn),
    unsubscribe: (fn) => void listeners.delete(fn),
    supportsAsync: async (method) => method in defaults,
    isWebView: () => false,
    isIframe: () => true,
    isEmbedded: () => true,
    isStandalone: () => false,
  };
  win.vkBridge = bridge;
  // Tests raise VK's own events (VKWebAppViewHide/Restore) through this handle.
  win.__vkcomSimulator = { publish };
}
