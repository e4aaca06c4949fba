import { createAllowedOrigins, createApiClient, createPaymentFlow, simulatorScripts } from '@playport/host';
import type { PortalPayments } from '@playport/adapters/fxid';
import type { RuntimeConfig } from '../../shared/config/runtime-config';

/** The fxid adapter's BuyProduct: the host's payment flow, on the payments simulators in local mode. */
export function portalPayments(config: RuntimeConfig): PortalPayments {
  const local = config.local ? config.paymentsOrigin : null;
  return (host) => {
    const flow = createPaymentFlow({
      context: host.context,
      api: createApiClient({ baseUrl: host.apiBase, context: host.context }),
      ui: host.ui,
      game: host.game,
      platform: 'FxId',
      compactPersonalInfo: host.gameConfig?.PublicWebClientConfig.Adapters.fxid?.PersonalInformationForm?.Compact ?? false,
      ...(local ? { scripts: simulatorScripts(local), origins: createAllowedOrigins({ xsolla: [local], moneyMailRu: [local], cardForm: [local] }) } : {}),
    });
    return (params) => flow.buy(params);
  };
}
