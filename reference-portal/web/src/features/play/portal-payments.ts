import { createAllowedOrigins, createApiClient, createPaymentFlow, simulatorScripts } from '@playport/host';
import type { PortalPayments } from '@playport/adapters/fxid';
import type { RuntimeConfig } from '../../shared/config/runtime-config';
import { siteEvent } from '../../shared/lib/site-event';

/** The fxid adapter's BuyProduct: the host's payment flow, on the payments simulators in local mode. */
export function portalPayments(config: RuntimeConfig): PortalPayments {
  const local = config.local ? config.paymentsOrigin : null;
  return (host, tools) => {
    const flow = createPaymentFlow({
      context: host.context,
      api: createApiClient({ baseUrl: host.apiBase, context: host.context }),
      ui: host.ui,
      game: host.game,
      platform: 'FxId',
      track: tools.trackPayment,
      ...(local ? { scripts: simulatorScripts(local), origins: createAllowedOrigins({ xsolla: [local], moneyMailRu: [local], cardForm: [local] }) } : {}),
    });
    return async (params) => {
      siteEvent('site_purchase_requested', { sku: params.sku });
      const result = await flow.buy(params);
      siteEvent('site_purchase_confirmed', { sku: params.sku, transactionId: result.transactionId });
      return result;
    };
  };
}
