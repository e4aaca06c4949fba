import type { HostContext, UiPort } from '@playport/host';
import { createPaymentFlow, type PaymentAnalyticsEvent, type PaymentFlow } from '@playport/host/adapter-kit';
import { createApiClient, type ApiClient } from '@playport/host/api';
import { configCompactPersonalInfo, type PortalPayments } from '@playport/adapters/fxid';
import type { RuntimeConfig } from '../../shared/config/runtime-config';
import { siteEvent } from '../../shared/lib/site-event';
import { paymentProviders } from './payment-providers';

/** What a portal payment flow runs on. */
export interface PortalPaymentFlowOptions {
  readonly context: HostContext;
  readonly api: ApiClient;
  readonly ui: UiPort;
  readonly game: string;
  /** The compact layout of the personal-info form (the adapter's PersonalInformationForm, else the company branding's). */
  readonly compactPersonalInfo?: boolean;
  /** Receives the flow's payment analytics events. */
  readonly track?: (event: PaymentAnalyticsEvent) => void;
}

/**
 * The host's payment flow on platform `FxId`, with the payments origin's simulators as widget scripts
 * and allowed origins in local mode. The store page and the fxid adapter both buy through it.
 */
export function portalPaymentFlow(config: RuntimeConfig, options: PortalPaymentFlowOptions): PaymentFlow {
  return createPaymentFlow({ ...options, platform: 'FxId', ...paymentProviders(config) });
}

/**
 * The fxid adapter's BuyProduct: the portal payment flow inside the game's host, its analytics events
 * to the adapter's batch queue, and the site_purchase_* data-layer events around it.
 */
export function portalPayments(config: RuntimeConfig): PortalPayments {
  return (host, tools) => {
    const flow = portalPaymentFlow(config, {
      context: host.context,
      api: createApiClient({ baseUrl: host.apiBase, context: host.context }),
      ui: host.ui,
      game: host.game,
      compactPersonalInfo: configCompactPersonalInfo(host, 'fxid'),
      track: tools.trackPayment,
    });
    return async (params) => {
      siteEvent('site_purchase_requested', { sku: params.sku });
      const result = await flow.buy(params);
      siteEvent('site_purchase_confirmed', { sku: params.sku, transactionId: result.transactionId });
      return result;
    };
  };
}
