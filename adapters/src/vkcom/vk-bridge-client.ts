import { HostError, HostErrorCode } from '@playport/host/adapter-kit';
import type { VkBridge } from './vk-bridge-types.js';

/**
 * VK's own client, bundled. It binds to the page's window when first evaluated, so it is imported
 * only when the adapter starts: pages that never run on VK get no `message` listener from it.
 */
export async function bundledVkBridge(): Promise<VkBridge> {
  const { default: bridge } = await import('@vkontakte/vk-bridge').catch((err: unknown) => {
    throw new HostError(HostErrorCode.ScriptFailed, `Failed to load vk-bridge: ${String(err)}`, undefined, {
      cause: err,
    });
  });
  // Its `send` is typed per known method; SendVkBridge passes any method through.
  return bridge as unknown as VkBridge;
}
