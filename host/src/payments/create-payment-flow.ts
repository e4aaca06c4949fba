import type { PurchaseResult } from '@playport/sdk/protocol';
import type { ApiClient } from '../api/create-api-client.js';
import type {
  CreatePaymentRequest,
  CreatePaymentResponse,
  OptimisticOrderStatus,
  OrderStatus,
  WebPublishingPlatform,
} from '@playport/api-contract';
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

/** The order statuses in which the server holds the player's money for the order. */
const PAID_STATUSES: ReadonlySet<OrderStatus> = new Set<OrderStatus>(['PayedWaitingForSending', 'Completed']);

/**
 * The portal's payment flow: create the payment, collect personal info when the order requires it,
 * run the provider's driver, then report the optimistic status (Completed or Cancelled). When the
 * driver ends in anything but success, the server's own order state decides: an order the server has
 * paid resolves as a purchase, so a lost provider message or a network blip never loses a payment.
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
    context,
    api,
    ui,
    track,
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

  /** Whether the server has the order paid; a failure to ask counts as not paid. */
  const paidOnServer = async (orderId: string) => {
    try {
      const view = await api.store.getPaymentStatus(
        { PublicOrderId: orderId },
        { timeoutMs: driverContext.timings.statusRequestTimeoutMs },
      );
      return PAID_STATUSES.has(view.Status);
    } catch (err) {
      context.log('warn', `Failed to read the status of order ${orderId}`, err);
      return false;
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
    let paying = false;
    try {
      const driver = drivers.find((d) => d.canHandle(response));
      if (!driver) throw failed(PaymentMessages.unsupported, { TransactionId: orderId });
      await collectPersonalInfo({ api, ui, context, track, compact: options.compactPersonalInfo }, response);
      paying = true;
      await driver.pay(response, driverContext);
    } catch (err) {
      if (!paying || !(await paidOnServer(orderId))) {
        await report(orderId, 'Cancelled');
        throw toPurchaseError(err);
      }
      context.log('info', `Order ${orderId} is paid on the server although its payment ended with`, err);
    }
    await report(orderId, 'Completed');
    return purchaseOf(response);
  }

  return { buy: (request) => once(request.sku, () => run(request)) };
}

/** The purchase a game gets for a paid order. */
function purchaseOf(response: CreatePaymentResponse): PurchaseResult {
  const product = response.OrderProduct;
  return {
    transactionId: response.TransactionId,
    stats: { currency: product.Currency, currencyAmount: product.Price, usdAmount: product.UsdPrice ?? 0 },
  };
}
