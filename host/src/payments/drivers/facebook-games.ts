import type { PaymentDriver } from '../payment-driver.js';
import { cancelled, failed } from '../payment-error.js';
import { PaymentMessages } from '../payment-messages.js';

/** The answer of `FB.ui({ method: 'pay' })`. */
export interface FacebookPayResponse {
  payment_id?: string;
  status?: string;
  error_code?: number;
  error_message?: string;
}

type FacebookSdk = { ui(params: Record<string, unknown>, callback: (response?: FacebookPayResponse) => void): void };

/** Facebook's code for a pay dialog the player closed. */
const USER_CANCELED = 1383010;

/**
 * The Facebook Games pay dialog (the adapter has loaded the JS SDK): `completed` resolves, a closed
 * dialog cancels, anything else fails.
 */
export const facebookGamesDriver: PaymentDriver = {
  name: 'FacebookGames',
  canHandle: (response) => Boolean(response.FacebookGames),
  async pay(response, ctx) {
    const FB = (ctx.context.window as unknown as { FB?: FacebookSdk }).FB;
    if (!FB || typeof FB.ui !== 'function') throw failed('Facebook SDK is not loaded');
    const params = {
      method: 'pay',
      action: 'purchaseitem',
      product: response.FacebookGames!.ProductOgUrl,
      quantity: 1,
      request_id: response.TransactionId,
    };
    return new Promise<'completed'>((resolve, reject) => {
      FB.ui(params, (answer) => {
        if (answer?.status === 'completed') resolve('completed');
        else if (!answer || answer.error_code === USER_CANCELED)
          reject(cancelled(PaymentMessages.notCompleted, answer ?? null));
        else reject(failed(PaymentMessages.notCompleted, answer));
      });
    });
  },
};
