import { HostError, HostErrorCode } from '@playport/host/adapter-kit';
import type { ApiClient } from '@playport/host/api';
import { userCancelled } from '../shared/platform-payments.js';
import { isVkBridgeError, type VkBridge } from './vk-bridge-types.js';

type Order = Awaited<ReturnType<ApiClient['store']['createPayment']>>;

/**
 * VK votes: the order box for the portal's order. Error code 4 (user denied) and a `cancel` answer
 * are UserCancelled; the server completes the order when VK's payment notification arrives.
 */
export function payOnVk(bridge: VkBridge) {
  return async (order: Order): Promise<void> => {
    let result: { success?: boolean; status?: string };
    try {
      result = await bridge.send('VKWebAppShowOrderBox', { type: 'item', item: order.TransactionId });
    } catch (err) {
      if (isVkBridgeError(err) && err.error_data.error_code === 4) throw userCancelled();
      throw new HostError(HostErrorCode.Unknown, 'Payment failed for some reason!', err, { cause: err });
    }
    // VK's docs say `{success}`, its types `{status}`; both are seen in the wild.
    if (result.status === 'cancel') throw userCancelled();
    if (result.success !== true && result.status !== 'success')
      throw new HostError(HostErrorCode.Unknown, 'Payment not completed');
  };
}
