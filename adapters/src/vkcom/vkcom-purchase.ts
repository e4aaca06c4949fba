import { HostError, HostErrorCode, type AdapterHost, type ApiClient } from '@playport/host';
import type { MethodParams, MethodResult } from '@playport/sdk/protocol';
import { runPlatformPurchase, userCancelled } from '../shared/platform-purchase.js';
import { isVkBridgeError, type VkBridge } from './vk-bridge-types.js';

/** VK votes: the order box for the portal's order; error code 4 (user denied) is UserCancelled. */
export function buyOnVk(
  host: AdapterHost,
  api: ApiClient,
  bridge: VkBridge,
  params: MethodParams<'BuyProduct'>,
): Promise<MethodResult<'BuyProduct'>> {
  return runPlatformPurchase(host, api, params, { WebPublishingPlatform: 'VkontakteCom' }, async (order) => {
    let result: { success?: boolean; status?: string };
    try {
      result = await bridge.send('VKWebAppShowOrderBox', { type: 'item', item: order.TransactionId });
    } catch (err) {
      if (isVkBridgeError(err) && err.error_data.error_code === 4) throw userCancelled();
      throw new HostError(HostErrorCode.Unknown, 'Payment failed for some reason!', err);
    }
    // VK's docs say `{success}`, its types `{status}`; both are seen in the wild.
    if (result.status === 'cancel') throw userCancelled();
    if (result.success !== true && result.status !== 'success') throw new HostError(HostErrorCode.Unknown, 'Payment not completed');
  });
}
