import { createApiClient, createPaymentFlow } from '@playport/host';
import type { PortalPayments } from '@playport/adapters/fxid';
import type { RuntimeConfig } from '../../shared/config/runtime-config';
import { paymentProviders } from './payment-providers';

/** The fxid adapter's BuyProduct: the host's payment flow, on the payments simulators in local mode. */
export function portalPayments(config: RuntimeConfig): PortalPayments {
  return (host) => {
    const flow = createPaymentFlow({
      context: host.context,
      api: createApiClient({ baseUrl: host.apiBase, context: host.context }),
      ui: host.ui,
      game: host.game,
      platform: 'FxId',
      compactPersonalInfo: host.gameConfig?.PublicWebClientConfig.Adapters.fxid?.PersonalInformationForm?.Compact ?? false,
      ...paymentProviders(config),
    });
    return (params) => flow.buy(params);
  };
}
