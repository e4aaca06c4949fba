import {
  createAllowedOrigins, createApiClient, createPaymentFlow, simulatorScripts,
  type ApiClient, type HostContext, type PaymentAnalyticsEvent, type PaymentFlow, type UiPort,
} from '@playport/host';
import type { PortalPayments } from '@playport/adapters/fxid';
import type { RuntimeConfig } from '../../shared/config/runtime-config';

/** What a portal payment flow runs on. */
export interface PortalPaymentFlowOptions {
  readonly context: HostContext;
  readonly api: ApiClient;
  readonly ui: UiPort;
  readonly game: string;
  /** Receives the flow's payment analytics events (the portal's `paymentAnalytics.emit`). */
  readonly track?: (event: PaymentAnalyticsEvent) => void;
}

/**
 * The host's payment flow on platform `FxId`, with the payments origin's simulators as widget scripts
 * and allowed origins in local mode. The store page and the fxid adapter both buy through it.
 */
export function portalPaymentFlow(config: RuntimeConfig, options: PortalPaymentFlowOptions): PaymentFlow {
  const local = config.local ? config.paymentsOrigin : null;
  return createPaymentFlow({
    ...options,
    platform: 'FxId',
    ...(local ? { scripts: simulatorScripts(local), origins: createAllowedOrigins({ xsolla: [local], moneyMailRu: [local], cardForm: [local] }) } : {}),
  });
}

/** The fxid adapter's BuyProduct: the portal payment flow inside the game's host. */
export function portalPayments(config: RuntimeConfig, track?: (event: PaymentAnalyticsEvent) => void): PortalPayments {
  return (host) => {
    const flow = portalPaymentFlow(config, {
      context: host.context,
      api: createApiClient({ baseUrl: host.apiBase, context: host.context }),
      ui: host.ui,
      game: host.game,
      ...(track ? { track } : {}),
    });
    return (params) => flow.buy(params);
  };
}
