import type { PurchaseResult } from '@playport/sdk/protocol';
import type { ApiClient } from '../api/create-api-client.js';
import type { CreatePaymentRequest, CreatePaymentResponse, OptimisticOrderStatus, WebPublishingPlatform } from '../api/types.js';
import type { HostContext } from '../context.js';
import type { UiPort } from '../ui/ui-port.js';
import { createAllowedOrigins, type AllowedOrigins } from './allowed-origins.js';
import { collectPersonalInfo } from './collect-personal-info.js';
import { DEFAULT_DRIVERS } from './drivers/default-drivers.js';
import type { PaymentAnalyticsEvent } from './payment-analytics.js';
import type { DriverContext, PaymentDriver } from './payment-driver.js';
import { failed, toPurchaseError } from './payment-error.js';
import { PaymentMessages } from './payment-messages.js';
import { DEFAULT_PAYMENT_TIMINGS, type PaymentTimings } from './payment-timings.js';
import { PROVIDER_SCRIPTS, type ProviderScripts } from './provider-scripts.js';
import { createSingleFlight } from './single-flight.js';

/** The fields of a create-payment request that only some platforms send. */
export type PlatformOrderFields = Pick<CreatePaymentRequest, 'Currency' | 'VkontaktePlay' | 'AbsoluteGames'>;

/** Options of {@link createPaymentFlow}. */
export interface PaymentFlowOptions {
  readonly context: HostContext;
  readonly api: ApiClient;
  readonly ui: UiPort;
  /** The game the products belong to. */
  readonly game: string;
  /** The platform the order is made on; `FxId` for the portal. */
  readonly platform: WebPublishingPlatform;
  /**
   * The platform's own fields of the create-payment request (a currency, VK Play's or AG's block), or
   * a function that reads them when each order is made (they may change while the game runs).
   */
  readonly orderFields?: PlatformOrderFields | (() => PlatformOrderFields);
  /** The provider drivers, first match wins; default every built-in driver. */
  readonly drivers?: readonly PaymentDriver[];
  /** Origins payment pages may post from; default the providers' own. */
  readonly origins?: AllowedOrigins;
  /** Widget script URLs; default the providers' real scripts. */
  readonly scripts?: ProviderScripts;
  /** The compact personal-info layout (the adapter's PersonalInformationForm.Compact). */
  readonly compactPersonalInfo?: boolean;
  /** Receives payment analytics events. */
  readonly track?: (event: PaymentAnalyticsEvent) => void;
  /** How a checkout in a window of its own is watched; default {@link DEFAULT_PAYMENT_TIMINGS}. */
  readonly timings?: Partial<PaymentTimings>;
}

/** What BuyProduct asks for. */
export interface BuyRequest {
  readonly sku: string;
  readonly productNameHint?: string;
  readonly productDescriptionHint?: string;
  readonly developerPayload?: string;
  /** CrazyGames: the player's user token, sent as the request's `CrazyGames{AccessToken}` block. */
  readonly crazyGamesAccessToken?: string;
}

/** The payment flow an adapter's BuyProduct calls. */
export interface PaymentFlow {
  /** Buys one product; rejects with a `HostError` of code UserCancelled or Unknown. */
  buy(request: BuyRequest): Promise<PurchaseResult>;
}

/**
 * The portal's payment flow: create the payment, collect personal info when the order requires it,
 * run the provider's driver, then report the optimistic status (Completed or Cancelled).
 *
 * @example
 * ```ts
 * const flow = createPaymentFlow({ context, api, ui, game: 'hello-game', platform: 'FxId' });
 * const { transactionId } = await flow.buy({ sku: 'gems_100' });
 * ```
 */
export function createPaymentFlow(options: PaymentFlowOptions): PaymentFlow {
  const { context, api, ui } = options;
  const drivers = options.drivers ?? DEFAULT_DRIVERS;
  const track = options.track ?? (() => {});
  const driverContext: DriverContext = {
    context, api, ui, track,
    origins: options.origins ?? createAllowedOrigins(),
    scripts: options.scripts ?? PROVIDER_SCRIPTS,
    timings: { ...DEFAULT_PAYMENT_TIMINGS, ...options.timings },
  };
  const once = createSingleFlight<PurchaseResult>();

  const report = async (orderId: string, status: OptimisticOrderStatus) => {
    try {
      await api.store.setOptimisticOrderStatus({ PublicOrderId: orderId, Status: status });
    } catch (err) {
      context.log('warn', `Failed to set optimistic status ${status} for order ${orderId}`, err);
    }
  };

  async function run(request: BuyRequest): Promise<PurchaseResult> {
    let response: CreatePaymentResponse;
    try {
      response = await api.store.createPayment({
        Game: options.game,
        Sku: request.sku,
        WebPublishingPlatform: options.platform,
        EmbeddingType: 'Embed',
        ProductNameHint: request.productNameHint ?? null,
        ProductDescriptionHint: request.productDescriptionHint ?? null,
        DeveloperPayload: request.developerPayload ? { MerchantDeveloperPayload: request.developerPayload } : null,
        ...(typeof options.orderFields === 'function' ? options.orderFields() : options.orderFields),
        ...(request.crazyGamesAccessToken ? { CrazyGames: { AccessToken: request.crazyGamesAccessToken } } : {}),
      });
    } catch (err) {
      throw toPurchaseError(err);
    }
    const orderId = response.TransactionId;
    try {
      const driver = drivers.find((d) => d.canHandle(response));
      if (!driver) throw failed(PaymentMessages.unsupported, { TransactionId: orderId });
      await collectPersonalInfo({ api, ui, context, track, compact: options.compactPersonalInfo }, response);
      await driver.pay(response, driverContext);
    } catch (err) {
      await report(orderId, 'Cancelled');
      throw toPurchaseError(err);
    }
    await report(orderId, 'Completed');
    const product = response.OrderProduct;
    return {
      transactionId: orderId,
      stats: { currency: product.Currency, currencyAmount: product.Price, usdAmount: product.UsdPrice ?? 0 },
    };
  }

  return { buy: (request) => once(request.sku, () => run(request)) };
}
