import type { ApiClient } from '../api/create-api-client.js';
import type { CreatePaymentResponse } from '@playport/api-contract';
import type { HostContext } from '../context.js';
import type { UiPort } from '../ui/ui-port.js';
import type { AllowedOrigins } from './allowed-origins.js';
import type { PaymentAnalyticsEvent } from './payment-analytics.js';
import type { PaymentTimings } from './payment-timings.js';
import type { ProviderScripts } from './provider-scripts.js';

/** What a driver may use while a payment runs. */
export interface DriverContext {
  readonly context: HostContext;
  readonly api: ApiClient;
  readonly ui: UiPort;
  readonly origins: AllowedOrigins;
  readonly scripts: ProviderScripts;
  /** Reports a payment analytics event (card form shown, card success, …). */
  readonly track: (event: PaymentAnalyticsEvent) => void;
  /** How a checkout in a window of its own is watched. */
  readonly timings: PaymentTimings;
}

/**
 * One payment provider. `pay` resolves once the player paid and rejects with a `HostError` of code
 * UserCancelled (closed, declined) or Unknown (failed, widget missing) and the spec's message.
 *
 * @example
 * ```ts
 * const driver: PaymentDriver = { name: 'Mine', canHandle: (r) => 'Mine' in r, pay: async () => 'completed' };
 * ```
 */
export interface PaymentDriver {
  readonly name: string;
  canHandle(response: CreatePaymentResponse): boolean;
  pay(response: CreatePaymentResponse, ctx: DriverContext): Promise<'completed'>;
}
